/**
 * Which words a treemap cell can hold. Text is not measured (that needs a rendered font); a character is taken
 * as 0.6 of the font size, a little wider than the app's sans-serif on average, so a label that is kept fits.
 */
const charWidth = 0.6;
/** Space kept clear inside the cell's edges, in px, so text never touches the stroke. */
const padding = 4;
/** Fewer characters than this (ellipsis included) tell the reader nothing: the cell is left unlabelled. */
const shortest = 4;
/** Line height as a multiple of the font size. */
export const lineSpacing = 1.3;

/** The text in at most `room` characters: whole, or cut with an ellipsis. */
function cut(text: string, room: number): string {
  return text.length <= room ? text : `${text.slice(0, room - 1).trimEnd()}…`;
}

/** Words filled greedily into lines of at most `room` characters; a word longer than a line is cut. */
function wrap(text: string, room: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= room) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(cut(word, room));
  }
  return lines;
}

/**
 * The lines a cell (px) shows: the name, wrapped at spaces and cut with an ellipsis where the cell runs out of
 * lines; then the amount when a line is left with room for all of it (a cut amount would misstate it). None
 * when the cell is too small for even a few characters, as small cells of a phone's treemap are.
 */
export function cellLabel(cell: { width: number; height: number }, name: string, amount: string, fontSize = 12): string[] {
  const room = Math.floor((cell.width - 2 * padding) / (fontSize * charWidth));
  const lineCount = Math.floor((cell.height - 2 * padding) / (fontSize * lineSpacing));
  if (lineCount < 1 || (room < shortest && name.length > room)) return [];
  const lines = wrap(name, room);
  const shown = lines.length > lineCount ? [...lines.slice(0, lineCount - 1), cut(lines.slice(lineCount - 1).join(' '), room)] : lines;
  return shown.length < lineCount && amount.length <= room ? [...shown, amount] : shown;
}
