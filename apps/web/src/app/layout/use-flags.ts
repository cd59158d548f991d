import { useEffect, useState } from 'react';
import type * as Flags from './flags.tsx';

type FlagsModule = typeof Flags;

let loaded: FlagsModule | null = null;
let loading: Promise<FlagsModule> | null = null;

/** Loads the flag drawings once; a failed load (offline) may be retried on the next request. */
export function loadFlags(): Promise<FlagsModule> {
  loading ??= import('./flags.tsx').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The flags module once `wanted` has been true and the chunk has arrived; null until then. */
export function useFlags(wanted: boolean): FlagsModule | null {
  const [module, setModule] = useState<FlagsModule | null>(loaded);
  useEffect(() => {
    if (module || !wanted) return;
    let live = true;
    loadFlags().then(
      (flags) => {
        if (live) setModule(flags);
      },
      () => {
        // Without flags the language names still tell the options apart.
      },
    );
    return () => {
      live = false;
    };
  }, [module, wanted]);
  return module;
}
