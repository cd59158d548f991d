import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import { prepareLiveChats } from './livechat-pairs.ts';
import { measureEcho, type PmScenario } from './pm-bench.ts';
import { runPmLoad, storefrontProtocol, type ChatProtocol, type PmLoadResult } from './pm-load.ts';
import { preparePairs, type ChatPair } from './pm-pairs.ts';
import { createDatabase, databaseUrl, dropDatabase, postgresAnswers } from './postgres.ts';
import { startTarget, type Target } from './processes.ts';
import { markdownTable, type Machine } from './report.ts';
import { COUNTING_PRELOAD, perMessage, SendCostProbe, serverQuiet, type SendCost } from './send-cost.ts';

/*
 * The live-chat load (issue 21): guest–agent conversations sending as the private messages' pairs
 * do (one message a second each, shopper and agent in turn, pm-load.ts), against the bare
 * socket.io echo and the private messages on PostgreSQL in the same run; the storefront's two
 * scenarios also measure what a send costs (send-cost.ts).
 */

export interface LiveLoadSettings {
  conversations: number;
  agents: number;
  seconds: number;
}

export interface LiveLoadScenario extends PmScenario {
  cost?: SendCost;
}

export interface LiveLoadRun {
  scenarios: LiveLoadScenario[];
  notes: string[];
  loadStart: string;
  loadEnd: string;
}

const WARMUP_SECONDS = 2;
const ACK_TIMEOUT_MS = 10_000;

export const PM_LABEL = 'private messages, PostgreSQL';
export const LIVE_LABEL = 'live chat, PostgreSQL';

/**
 * The bench's server settings, the same for both storefront scenarios: the limits that would
 * refuse this load from one address (every client is on 127.0.0.1) and an agent's cap raised so
 * that each agent may hold its share of the conversations.
 */
const SERVER_ENV = {
  SEED: '0',
  LIVE_AGENT_CAP: '1000',
  PM_SEND_LIMIT: '1000000',
  LIVE_SEND_LIMIT_PER_ADDRESS: '1000000',
  LIVE_BEGIN_LIMIT: '1000000',
  LIVE_GUEST_TOKEN_LIMIT_PER_ADDRESS: '1000000',
};

/**
 * The live chat as the widget and the console speak it: a guest's socket holds its guest token,
 * an agent's one socket (one console tab) all its conversations. A delivery asks whether it was
 * read: the guest's panel is open while they chat, so an agent's message is read as it arrives
 * (live-chat-live.ts); the console reads only the conversation its agent has open, here each
 * agent's first (console-live.ts).
 */
function liveProtocol(pairs: ChatPair[]): ChatProtocol {
  const attended = new Set<number>();
  const agentsSeen = new Set<number>();
  for (const pair of pairs) {
    if (agentsSeen.has(pair.seller.idx)) continue;
    agentsSeen.add(pair.seller.idx);
    attended.add(pair.subjectIdx);
  }
  return {
    auth: (pair, side): Record<string, string> =>
      side === 'buyer' ? { guest: pair.buyer.token, lang: 'en' } : { token: pair.seller.token },
    send: async (socket: Socket, pair, body) => {
      const answer = (await socket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck('liveChat', { subjectIdx: pair.subjectIdx, body, clientId: body })) as {
        code: number;
        idx?: number;
      };
      return answer.code === 0 && (answer.idx ?? 0) > 0;
    },
    deliveryEvent: 'liveChat',
    socketKey: (pair, side, n) => (side === 'seller' ? `agent:${pair.seller.idx}` : `guest:${n}`),
    answer: (payload, side) => ({
      readed: side === 'buyer' ? payload.staff === true : attended.has(Number(payload.subjectIdx)),
    }),
  };
}

const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** One storefront scenario on a fresh PostgreSQL database, its statements counted and CPU read. */
async function measureStorefront(
  label: string,
  settings: LiveLoadSettings,
  prepare: (url: string) => Promise<{ pairs: ChatPair[]; protocol: ChatProtocol }>,
): Promise<LiveLoadScenario> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-live-'));
  const database = `storefront_bench_live_${Date.now()}`;
  const countFile = path.join(dataDir, 'statements.json');
  let target: Target | undefined;
  try {
    await createDatabase(database);
    const url = databaseUrl(database);
    const { pairs, protocol } = await prepare(url);
    target = await startTarget({
      name: label,
      script: 'apps/server/src/app/main.ts',
      preload: [COUNTING_PRELOAD],
      readyPath: '/healthz',
      readyTimeoutMs: 180_000,
      env: { ...SERVER_ENV, DATA_DIR: dataDir, DATABASE_URL: url, STATEMENT_COUNT_FILE: countFile },
    });
    const probe = new SendCostProbe(target.pid, database, countFile, url);
    const result: PmLoadResult = await runPmLoad(target.baseUrl, pairs, protocol, {
      seconds: settings.seconds,
      warmupSeconds: WARMUP_SECONDS,
      beforeSending: () => serverQuiet(target!.pid),
      onMeasureStart: () => probe.markStart(),
      onMeasureEnd: () => probe.markEnd(),
    });
    return { label, result, cost: await probe.result(result.answeredInWindow) };
  } catch (error) {
    return { label, failure: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  } finally {
    await target?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase(database).catch(() => undefined);
  }
}

/** The echo, pm and live chat in turn (one target at a time: the machine is small). */
export async function runLiveLoadBench(settings: LiveLoadSettings): Promise<LiveLoadRun> {
  const loadStart = loadavg();
  const notes: string[] = [];
  const scenarios: LiveLoadScenario[] = [];
  const report = (scenario: LiveLoadScenario) => {
    scenarios.push(scenario);
    const r = scenario.result;
    console.log(
      r
        ? `${scenario.label}: ${r.perSecond.toFixed(0)} msg/s, ack p50 ${r.ackP50Ms.toFixed(1)} / p99 ${r.ackP99Ms.toFixed(1)} ms, delivery p50 ${r.deliveryP50Ms.toFixed(1)} / p99 ${r.deliveryP99Ms.toFixed(1)} ms, ${r.refused} refused, ${r.lost} lost`
        : `${scenario.label}: failed (${scenario.failure})`,
    );
    if (scenario.cost) {
      const c = perMessage(scenario.cost);
      console.log(
        `  per message: ${c.statements.toFixed(2)} statements (${c.transactions.toFixed(2)} BEGIN/COMMIT), server CPU ${c.serverCpuMs.toFixed(2)} ms, PostgreSQL CPU ${c.postgresCpuMs.toFixed(2)} ms, load generator ${c.generatorCpuMs.toFixed(2)} ms`,
      );
    }
  };
  report(await measureEcho({ pairs: settings.conversations, seconds: settings.seconds }));
  if (await postgresAnswers()) {
    report(
      await measureStorefront(PM_LABEL, settings, async (url) => ({
        pairs: await preparePairs(settings.conversations, { databaseUrl: url }),
        protocol: storefrontProtocol,
      })),
    );
    report(
      await measureStorefront(LIVE_LABEL, settings, async (url) => {
        const pairs = await prepareLiveChats(settings.conversations, settings.agents, url);
        return { pairs, protocol: liveProtocol(pairs) };
      }),
    );
  } else {
    notes.push('PostgreSQL did not answer at 127.0.0.1:5432 (user postgres): pm and live chat were skipped.');
  }
  return { scenarios, notes, loadStart, loadEnd: loadavg() };
}

const ms = (n: number) => (Number.isNaN(n) ? '—' : n.toFixed(n < 10 ? 2 : 1));

/** The section of docs/BENCHMARKS.md between the livechat-load markers. */
export function liveLoadSection(run: LiveLoadRun, settings: LiveLoadSettings, date: string, machine: Machine): string {
  const rows = run.scenarios.map((s) => {
    const r = s.result;
    if (!r) return [s.label, 'failed', '—', '—', '—', '—', '—'];
    return [
      s.label,
      r.perSecond.toFixed(0),
      ms(r.ackP50Ms),
      ms(r.ackP99Ms),
      ms(r.deliveryP50Ms),
      ms(r.deliveryP99Ms),
      `${r.refused} / ${r.lost}`,
    ];
  });
  const pm = run.scenarios.find((s) => s.label === PM_LABEL)?.result;
  const live = run.scenarios.find((s) => s.label === LIVE_LABEL)?.result;
  const verdict =
    pm && live
      ? `Live chat / pm at p99: ack ${(live.ackP99Ms / pm.ackP99Ms).toFixed(2)}×, delivery ${(live.deliveryP99Ms / pm.deliveryP99Ms).toFixed(2)}× (target ≤ 1.2×: ${live.ackP99Ms <= 1.2 * pm.ackP99Ms && live.deliveryP99Ms <= 1.2 * pm.deliveryP99Ms ? 'met' : 'not met'}).`
      : 'No pm and live-chat figures of this run to compare.';
  const costed = run.scenarios.filter((s) => s.cost);
  const costRows = costed.map((s) => {
    const c = perMessage(s.cost!);
    return [
      s.label,
      String(s.cost!.messages),
      c.statements.toFixed(2),
      c.transactions.toFixed(2),
      c.serverCpuMs.toFixed(2),
      c.postgresCpuMs.toFixed(2),
      c.generatorCpuMs.toFixed(2),
    ];
  });
  const liveCost = run.scenarios.find((s) => s.label === LIVE_LABEL)?.cost;
  const top = liveCost
    ? [
        '',
        'The live chat’s statements per message, most sent first (text cut at 160 characters):',
        '',
        ...markdownTable(
          ['statement', 'per message'],
          liveCost.top.map((t) => [`\`${t.text.replace(/`/g, "'").replace(/\|/g, '\\|')}\``, t.perMessage.toFixed(2)]),
        ),
      ]
    : [];
  const failures = run.scenarios.filter((s) => s.failure).map((s) => `- ${s.label}: ${s.failure}`);
  // Behind, a server's queue grows: its latencies are the queue's, and its CPU per message mixes in contention.
  const behind = run.scenarios
    .filter((s) => s.result && (s.result.lost > 0 || s.result.answeredInWindow < 0.95 * s.result.sent))
    .map(
      (s) =>
        `- ${s.label} did not keep up: ${s.result!.answeredInWindow} acks came in the measured seconds for ${s.result!.sent} sends, ${s.result!.lost} never came.`,
    );
  failures.push(...behind);
  return [
    `Run of ${date.replace('T', ' ').slice(0, 16)} UTC: ${settings.conversations} conversations each sending one message a second (one side and the other in turn), ${WARMUP_SECONDS} s warm-up + ${settings.seconds} s measured; live chat: guests with signed tokens and ${settings.agents} agents with one socket each; ${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}. Load average (1, 5, 15 min) ${run.loadStart} at the start, ${run.loadEnd} at the end.`,
    '',
    ...markdownTable(
      ['Scenario', 'msg/s', 'ack p50 ms', 'ack p99 ms', 'delivery p50 ms', 'delivery p99 ms', 'refused / lost'],
      rows,
    ),
    '',
    verdict,
    '',
    'What a send costs over the measured seconds, per message the server got through in them (its ack arrived in them; statements counted in the server, BEGIN and COMMIT among them; CPU from `/proc` for the server and its database’s PostgreSQL backends, `process.cpuUsage` for the load generator):',
    '',
    ...markdownTable(
      [
        'Scenario',
        'messages acked',
        'statements',
        'of which BEGIN/COMMIT',
        'server CPU ms',
        'PostgreSQL CPU ms',
        'load generator CPU ms',
      ],
      costRows,
    ),
    ...top,
    ...(failures.length > 0 || run.notes.length > 0 ? ['', ...failures, ...run.notes.map((n) => `- ${n}`)] : []),
  ].join('\n');
}
