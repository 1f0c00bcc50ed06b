import type { ConvertRequest } from '@izi/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/apiClient';
import { queryKeys } from '../../shared/api/queryKeys';

/** The server's conversion rates (izi's own call): read when the dialog opens. */
const conversionRatesKey = ['economy', 'conversion-rates'] as const;

export const useConversionRates = (enabled: boolean) =>
  useQuery({
    queryKey: conversionRatesKey,
    queryFn: ({ signal }) => api.getConversionRates({ signal }),
    enabled,
    retry: false,
  });

/**
 * Converting iziDol ⇄ iziDot: both balances change at once, so the wallet, the transactions
 * (two `CONVERT`) and the stats (the total value) are read again.
 */
export function useConvertTokens() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConvertRequest) => api.convertTokens(body),
    onSuccess: () =>
      Promise.all(
        [queryKeys.wallet, queryKeys.transactions, queryKeys.stats].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
