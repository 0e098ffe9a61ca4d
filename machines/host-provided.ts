// Server calls the client flows make are actors the app provides with machine.provide({ actors }), so
// the charts stay pure. The default rejects, so a flow started without its provider fails loudly.
import { fromPromise } from 'xstate';

export function providedByHost<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`${name} must be provided with machine.provide({ actors })`)),
  );
}
