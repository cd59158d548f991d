/*
 * Automatic routing (issue 13, LIVE_ROUTING=auto): a queued conversation goes to the online agent
 * with the fewest open conversations under the per-agent cap; ties go to the one idle longest
 * (assigned nothing for the longest time, or never).
 */

export interface AgentLoad {
  open: number;
  lastAssigned: Date | null;
}

/** The agent the next queued conversation goes to, or null when every online agent is at the cap. */
export function pickAgent(online: readonly number[], loads: Map<number, AgentLoad>, cap: number): number | null {
  let best: { idx: number; open: number; last: number } | null = null;
  for (const idx of online) {
    const load = loads.get(idx);
    const open = load?.open ?? 0;
    if (open >= cap) continue;
    const last = load?.lastAssigned?.getTime() ?? 0;
    if (
      !best ||
      open < best.open ||
      (open === best.open && (last < best.last || (last === best.last && idx < best.idx)))
    )
      best = { idx, open, last };
  }
  return best?.idx ?? null;
}
