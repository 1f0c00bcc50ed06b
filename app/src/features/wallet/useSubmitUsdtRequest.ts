import type { UsdtRequest } from '@izi/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/apiClient';
import { queryKeys } from '../../shared/api/queryKeys';

export function useSubmitUsdtRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UsdtRequest) => api.submitUsdtRequest(request),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.transactions }),
        queryClient.invalidateQueries({ queryKey: queryKeys.wallet }),
        queryClient.invalidateQueries({ queryKey: queryKeys.usdtRequests }),
      ]),
  });
}
