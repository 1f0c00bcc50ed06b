import {
  AlertDialog,
  ConfirmDialog,
  StatusNotices,
  type AlertTone,
  type StatusNotice,
} from '@izi/ui';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

interface Alert {
  kind: 'alert';
  message: ReactNode;
  tone: AlertTone;
  resolve: () => void;
}

interface Confirm {
  kind: 'confirm';
  message: ReactNode;
  confirmLabel?: ReactNode;
  destructive: boolean;
  resolve: (confirmed: boolean) => void;
}

export interface Notices {
  /**
   * A success that asks for nothing: said in the status corner for a few seconds, without a
   * dialog and without moving the focus.
   */
  status: (message: ReactNode) => void;
  /** What the spec calls an alert: resolves when the person dismisses it. */
  alert: (message: ReactNode, tone?: AlertTone) => Promise<void>;
  /** What the spec calls a confirm: resolves true only when the person confirms. */
  confirm: (
    message: ReactNode,
    options?: { confirmLabel?: ReactNode; destructive?: boolean },
  ) => Promise<boolean>;
}

const NoticesContext = createContext<Notices | null>(null);

/**
 * Successes in the status corner (several at once, none modal); alerts and confirms one at a
 * time, in the product's own accessible dialogs (never window.alert). docs/notices.md lists
 * which notice is which.
 */
export function NoticesProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<(Alert | Confirm)[]>([]);
  const current = queue[0];
  const [statuses, setStatuses] = useState<StatusNotice[]>([]);
  const nextStatusId = useRef(0);

  const status = useCallback<Notices['status']>((message) => {
    nextStatusId.current += 1;
    const id = nextStatusId.current;
    setStatuses((shown) => [...shown, { id, message }]);
  }, []);
  const dismissStatus = useCallback(
    (id: StatusNotice['id']) => setStatuses((shown) => shown.filter((notice) => notice.id !== id)),
    [],
  );

  const settle = useCallback(() => setQueue((items) => items.slice(1)), []);

  const alert = useCallback<Notices['alert']>(
    (message, tone = 'info') =>
      new Promise<void>((resolve) =>
        setQueue((items) => [...items, { kind: 'alert', message, tone, resolve }]),
      ),
    [],
  );

  const confirm = useCallback<Notices['confirm']>(
    (message, options = {}) =>
      new Promise<boolean>((resolve) =>
        setQueue((items) => [
          ...items,
          {
            kind: 'confirm',
            message,
            confirmLabel: options.confirmLabel,
            destructive: options.destructive ?? false,
            resolve,
          },
        ]),
      ),
    [],
  );

  const value = useMemo(() => ({ status, alert, confirm }), [status, alert, confirm]);

  return (
    <NoticesContext.Provider value={value}>
      {children}
      <StatusNotices notices={statuses} onDismiss={dismissStatus} />
      {current?.kind === 'alert' && (
        <AlertDialog
          key={queue.length}
          open
          tone={current.tone}
          message={current.message}
          onClose={() => {
            current.resolve();
            settle();
          }}
        />
      )}
      {current?.kind === 'confirm' && (
        <ConfirmDialog
          key={queue.length}
          open
          message={current.message}
          confirmLabel={current.confirmLabel}
          destructive={current.destructive}
          onConfirm={() => {
            current.resolve(true);
            settle();
          }}
          onCancel={() => {
            current.resolve(false);
            settle();
          }}
        />
      )}
    </NoticesContext.Provider>
  );
}

export function useNotices(): Notices {
  const notices = useContext(NoticesContext);
  if (!notices) throw new Error('useNotices needs a NoticesProvider');
  return notices;
}
