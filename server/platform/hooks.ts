/**
 * A question a lower feature asks of a feature above it, answered by what that feature registers at start-up
 * (`server/wiring.ts`), so that no feature imports one above it (docs/decisions/018-feature-graph.md). Every app
 * in a process is wired alike, so the answer is kept per process; asking before the wiring is a programming error.
 */
export type Hook<A extends unknown[], R> = {
  register(answer: (...args: A) => R): void;
  call(...args: A): R;
};

export function hook<A extends unknown[], R>(name: string): Hook<A, R> {
  let answer: ((...args: A) => R) | undefined;
  return {
    register(fn) {
      answer = fn;
    },
    call(...args) {
      if (!answer) throw new Error(`${name} was asked before server/wiring.ts answered it`);
      return answer(...args);
    },
  };
}
