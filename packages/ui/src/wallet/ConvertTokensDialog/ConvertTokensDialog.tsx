import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormAlert } from '../../auth/FormAlert';
import { formatBalance, formatInteger } from '../../i18n/format';
import { useLocale } from '../../i18n/LocaleProvider';
import { Button } from '../../primitives/Button';
import { Dialog, DialogFormButtons } from '../../primitives/Dialog';
import { NumberField } from '../../primitives/NumberField';
import { Skeleton } from '../../primitives/Skeleton';
import { TokenAmount } from '../../primitives/TokenAmount';
import {
  checkAmount,
  convertTokens,
  otherToken,
  receivedAt,
  type AmountProblem,
  type ConversionRateData,
  type ConvertToken,
  type ConvertTokensRequest,
} from './convert';
import * as content from '../../primitives/Dialog/dialogContent.css';
import * as styles from './ConvertTokensDialog.css';
import { messages } from './ConvertTokensDialog.messages';

export interface ConvertTokensDialogProps {
  /** The dialog is shown; each opening starts from iziDol with no amount. */
  open: boolean;
  /** The person's balances (the wallet's shape); undefined while they load. */
  balances: { iziDolBalance: number; iziDotBalance: number } | undefined;
  /** The server's rates; undefined while they load. */
  rates: readonly ConversionRateData[] | undefined;
  /** The rates could not be loaded: converting waits for Try again. */
  ratesUnavailable?: boolean;
  onRetryRates?: () => void;
  /** The conversion is under way: nothing can be changed or closed until it ends. */
  busy?: boolean;
  /** The server's refusal (short balance, amount too small…), shown inline. */
  error?: string | undefined;
  onConfirm: (request: ConvertTokensRequest) => void;
  onCancel: () => void;
}

const tokenName: Record<ConvertToken, 'iziDol' | 'iziDot'> = { IZIDOL: 'iziDol', IZIDOT: 'iziDot' };
const balanceOf = (
  balances: NonNullable<ConvertTokensDialogProps['balances']>,
  token: ConvertToken,
) => (token === 'IZIDOL' ? balances.iziDolBalance : balances.iziDotBalance);
const ignore = () => {};

/**
 * Converting iziDol ⇄ iziDot at the server's rate: the direction, the amount, the balance of
 * the token that leaves, the rate and what arrives, all before confirming.
 */
export function ConvertTokensDialog({
  open,
  balances,
  rates,
  ratesUnavailable = false,
  onRetryRates,
  busy = false,
  error,
  onConfirm,
  onCancel,
}: ConvertTokensDialogProps) {
  const intl = useIntl();
  const { numberLocale } = useLocale();
  const formId = useId();
  const errorId = useId();
  const amountRef = useRef<HTMLInputElement>(null);
  const [from, setFrom] = useState<ConvertToken>('IZIDOL');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<AmountProblem | undefined>();

  // Every opening starts again.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setFrom('IZIDOL');
      setText('');
      setProblem(undefined);
    }
  }

  const to = otherToken(from);
  const rate = rates?.find((candidate) => candidate.from === from && candidate.to === to)?.rate;
  const ratesReady = !ratesUnavailable && rate !== undefined;
  const check = checkAmount(text, rate);
  const received = check.ok && rate !== undefined ? receivedAt(check.amount, rate) : 0;

  const pending = <Skeleton width="6rem" />;

  return (
    <Dialog
      open={open}
      onClose={busy ? ignore : onCancel}
      size="sm"
      describedBy={error ? errorId : undefined}
      title={intl.formatMessage(messages.title)}
      footer={
        <DialogFormButtons
          formId={formId}
          cancelLabel={intl.formatMessage(messages.cancel)}
          confirmLabel={intl.formatMessage(messages.confirm)}
          onCancel={onCancel}
          busy={busy}
          confirmDisabled={!ratesReady}
        />
      }
    >
      <form
        id={formId}
        className={styles.body}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (busy || !ratesReady) return;
          if (!check.ok) {
            setProblem(check.problem);
            amountRef.current?.focus();
            return;
          }
          onConfirm({ from, to, amount: check.amount });
        }}
      >
        <p className={styles.intro}>{intl.formatMessage(messages.intro)}</p>
        <fieldset className={styles.fieldset} disabled={busy}>
          <legend className={content.legend}>{intl.formatMessage(messages.direction)}</legend>
          {convertTokens.map((token) => (
            <label key={token} className={styles.radioLabel}>
              <input
                type="radio"
                name={`${formId}-from`}
                value={token}
                checked={from === token}
                onChange={() => {
                  setFrom(token);
                  setProblem(undefined);
                }}
              />
              <span>
                {intl.formatMessage(token === 'IZIDOL' ? messages.dolToDot : messages.dotToDol)}
              </span>
            </label>
          ))}
        </fieldset>
        <NumberField
          ref={amountRef}
          name="amount"
          label={intl.formatMessage(messages.amount)}
          unit={intl.formatMessage(messages[from])}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(undefined);
          }}
          readOnly={busy}
          required
          error={problem && intl.formatMessage(messages[problem])}
        />
        <dl className={content.figures}>
          <dt className={content.figureLabel}>
            {intl.formatMessage(messages.balance, { token: tokenName[from] })}
          </dt>
          <dd className={content.figureValue}>
            {balances === undefined ? (
              pending
            ) : (
              <TokenAmount value={balanceOf(balances, from)} token={tokenName[from]} />
            )}
          </dd>
          {ratesUnavailable ? null : (
            <>
              <dt className={content.figureLabel}>{intl.formatMessage(messages.rate)}</dt>
              <dd className={content.figureValue}>
                {rate === undefined ? (
                  pending
                ) : (
                  <bdi>
                    {intl.formatMessage(messages.rateValue, {
                      one: formatInteger(1, numberLocale),
                      from: intl.formatMessage(messages[from]),
                      rate: formatBalance(rate, numberLocale),
                      to: intl.formatMessage(messages[to]),
                    })}
                  </bdi>
                )}
              </dd>
              <dt className={content.figureLabel}>{intl.formatMessage(messages.receive)}</dt>
              <dd className={content.figureValue} aria-live="polite">
                {rate === undefined ? (
                  pending
                ) : (
                  <TokenAmount value={received} token={tokenName[to]} />
                )}
              </dd>
            </>
          )}
        </dl>
        {ratesUnavailable ? (
          <div className={styles.unavailable} role="alert">
            <p>{intl.formatMessage(messages.ratesUnavailable)}</p>
            {onRetryRates ? (
              <Button variant="secondary" size="sm" onClick={onRetryRates}>
                {intl.formatMessage(messages.retry)}
              </Button>
            ) : null}
          </div>
        ) : null}
        <FormAlert
          id={errorId}
          message={error ? intl.formatMessage(messages.failed, { message: error }) : undefined}
        />
      </form>
    </Dialog>
  );
}
