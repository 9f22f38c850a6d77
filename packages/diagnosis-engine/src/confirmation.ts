import type { Ranking } from './ranker.js';
import type { VerdictDecision } from './verdict.js';

/**
 * The verdict once the leader's nature is known: a cause that words alone cannot confirm (an entry
 * with `confirmBy`: herbicide drift needs the neighbour's spray checked, a phytoplasma a lab test) is
 * answered `possible`, which names what else it could be, how to tell them apart and what to check,
 * and recommends no product. Other verdicts are kept as they are.
 */
export function settleVerdict(ranking: Ranking, decision: VerdictDecision): VerdictDecision {
  const top = ranking.ranked[0];
  if (decision.verdict === 'diagnosed' && top?.entry.confirmBy) return { verdict: 'possible', reason: 'needs-check' };
  return decision;
}
