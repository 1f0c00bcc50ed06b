import type { Locale } from '@izi/locales';
import { AdvisorModal } from '@izi/ui';
import { useState } from 'react';
import { useAnalysis } from './useAnalysis';

export interface AdvisorContainerProps {
  /** Opened from the dashboard's advisor card. */
  open: boolean;
  /** The language the analysis is asked in (and cached under). */
  locale: Locale;
  onClose: () => void;
}

/**
 * The AI advisor: it asks for an analysis each time it opens, shows it, and offers Try
 * again after a failure.
 */
export function AdvisorContainer({ open, locale, onClose }: AdvisorContainerProps) {
  // Open but not asked yet (the first frame of an opening) counts as loading, so that neither
  // the last answer nor the idle state flashes before the new request shows.
  const [asked, setAsked] = useState(false);
  const analysis = useAnalysis(locale);
  return (
    <AdvisorModal
      open={open}
      state={
        !open
          ? 'idle'
          : !asked || analysis.isFetching
            ? 'loading'
            : analysis.isError
              ? 'error'
              : analysis.data
                ? 'success'
                : 'idle'
      }
      analysis={analysis.data?.analysis}
      onOpen={() => {
        setAsked(true);
        void analysis.refetch();
      }}
      onRetry={() => void analysis.refetch()}
      onClose={() => {
        setAsked(false);
        onClose();
      }}
    />
  );
}
