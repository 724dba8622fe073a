/** A state as lists and cards show it: its name and its badge colour (docs/domain.md "Invoice states", "Order of precedence"). */
export type PresentedState<S extends string> = { state: S; class: string };

export const presentState = <S extends string>(state: S, classes: Record<S, string>): PresentedState<S> => ({
  state,
  class: classes[state],
});
