// The INP part of `npm run bench` (scripts/bench-inp.mjs takes the samples): each interaction's
// samples summed up as their median and their worst, and a sample said in one line with where
// its time went. Pure functions, tested in inp.test.mjs.
import { budgets, median } from './report.mjs';

/**
 * One interaction's samples (`{ value, … }`, ms; a failed run is null) as
 * `{ name, runs, median, worst, ok, samples }`: `ok` is the median against the budget, undefined
 * when no run gave a value.
 */
export function summarize(name, samples) {
  const values = samples.filter((sample) => sample != null).map((sample) => sample.value);
  const middle = median(values);
  return {
    name,
    runs: values.length,
    median: middle,
    worst: values.length ? Math.max(...values) : null,
    ok: middle == null ? undefined : middle <= budgets.inpMs,
    samples,
  };
}

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)}` : '?');

/**
 * A sample as the bench prints it after each run: the INP, its three parts (the wait before the
 * handlers, the handlers, the wait for the frame), the event and what it hit, and the script
 * that ran longest in the frames of the interaction, when the browser said.
 */
export function describeSample(sample) {
  const parts = `input delay ${ms(sample.inputDelay)} + processing ${ms(sample.processing)} + presentation ${ms(sample.presentation)}`;
  const script = sample.longestScript
    ? `; longest script ${ms(sample.longestScript.duration)} ms in ${sample.longestScript.subpart} (${sample.longestScript.source || 'unknown source'})`
    : '';
  return `${ms(sample.value)} ms (${parts}) on ${sample.eventType ?? '?'} ${sample.target ?? '?'}${script}`;
}
