// SPEC §9's chart rules, pure so the server-rendered charts and their tests share them (ADR 046).
import { round2 } from "./money";

/**
 * The y-axis step (SPEC §9): 20 when the largest value is 0, a quarter of it rounded when it is over 20. SPEC says
 * nothing of 1–20: there the step is 5, so the axis is 0–20 in four steps like the other two cases.
 */
export function yAxisStep(max: number): number {
  if (!(max > 0)) return 20;
  if (max > 20) return Math.max(1, Math.round(max / 4));
  return 5;
}

/** The ticks from 0 up to the first multiple of the step at or above the largest value (at least four steps). */
export function yAxisTicks(max: number): number[] {
  const step = yAxisStep(max);
  const top = Math.max(step * 4, Math.ceil(Math.max(max, 0) / step) * step);
  const ticks: number[] = [];
  for (let v = 0; v <= top; v += step) ticks.push(v);
  return ticks;
}

/** A conversion rate as a percent with 2 decimals (SPEC §9); 0 when nothing came before. */
export function ratePercent(part: number, whole: number): number {
  return whole > 0 ? round2((part / whole) * 100) : 0;
}

/** The change from the previous period in percent (2 decimals); null when the previous period had nothing to compare. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return round2(((current - previous) / Math.abs(previous)) * 100);
}
