// The rows of the list, a page of 100 at a time (spec §2 infinite scroll): a change of parameters
// starts again from the first page and abandons every request of the old view; `more()` asks for the
// next page once, however often the grid reports the end is near.
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError } from '../../../api/client';
import { getContractPage, type ContractListParams, type ContractListRow } from '../../../api/contract-list';

export interface ContractPages {
  rows: ContractListRow[];
  /** null until the first page answers (or after it failed). */
  count: number | null;
  loading: boolean;
  failed: boolean;
  more: () => void;
  reload: () => void;
}

export function useContractPages(params: ContractListParams): ContractPages {
  const key = JSON.stringify(params);
  const [rows, setRows] = useState<ContractListRow[]>([]);
  const [count, setCount] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [generation, setGeneration] = useState(0);
  const view = useRef<{ controller: AbortController; loading: boolean; rows: number; count: number | null }>(
    null,
  );

  const load = useCallback(
    (offset: number) => {
      const current = view.current;
      if (!current || current.loading) return;
      current.loading = true;
      setLoading(true);
      getContractPage(JSON.parse(key) as ContractListParams, offset, current.controller.signal)
        .then((answer) => {
          if (view.current !== current) return;
          current.rows = offset + answer.rows.length;
          current.count = answer.count;
          setRows((before) => (offset === 0 ? answer.rows : [...before.slice(0, offset), ...answer.rows]));
          setCount(answer.count);
        })
        .catch((error: unknown) => {
          if (isAbortError(error) || view.current !== current) return;
          setFailed(true);
        })
        .finally(() => {
          if (view.current !== current) return;
          current.loading = false;
          setLoading(false);
        });
    },
    [key],
  );

  useEffect(() => {
    const controller = new AbortController();
    view.current = { controller, loading: false, rows: 0, count: null };
    setRows([]);
    setCount(null);
    setFailed(false);
    load(0);
    return () => controller.abort();
  }, [load, generation]);

  const more = useCallback(() => {
    const current = view.current;
    if (!current || current.loading || current.count === null || current.rows >= current.count) return;
    load(current.rows);
  }, [load]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { rows, count, loading, failed, more, reload };
}
