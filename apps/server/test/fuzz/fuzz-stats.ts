/*
 * What the fuzz runs did, per call or event: how long each took and how its valid-shaped payloads
 * were answered (accepted, refused by the handler, refused as invalid), so a call whose payloads
 * never get past validation shows. Printed with FUZZ_STATS=1.
 */

interface Tally {
  ms: number;
  codes: Map<number, number>;
}

export class FuzzStats {
  private readonly tallies = new Map<string, Tally>();

  constructor(private readonly title: string) {}

  /** Starts timing a call or event; the function returned stops it. */
  start(name: string): () => void {
    const tally: Tally = { ms: 0, codes: new Map() };
    this.tallies.set(name, tally);
    const from = performance.now();
    return () => {
      tally.ms = performance.now() - from;
    };
  }

  /** Counts the answer to one valid-shaped payload. */
  answered(name: string, code: number): void {
    const codes = this.tallies.get(name)?.codes;
    codes?.set(code, (codes.get(code) ?? 0) + 1);
  }

  names(): string[] {
    return [...this.tallies.keys()];
  }

  print(): void {
    if (!process.env.FUZZ_STATS) return;
    const rows = [...this.tallies].sort(([, a], [, b]) => b.ms - a.ms);
    const total = rows.reduce((sum, [, tally]) => sum + tally.ms, 0);
    const lines = rows.map(([name, { ms, codes }]) => {
      const answers = [...codes].sort(([a], [b]) => a - b).map(([code, n]) => `${code}×${n}`);
      return `${(ms / 1000).toFixed(1).padStart(6)} s  ${name.padEnd(32)} ${answers.join(' ')}`;
    });
    console.log(`fuzz ${this.title}: ${(total / 1000).toFixed(1)} s in all\n${lines.join('\n')}`);
  }
}
