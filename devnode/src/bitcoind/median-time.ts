// Median time past, as bitcoind computes CBlockIndex::GetMedianTimePast(): the median of
// the timestamps of a block and its up to 10 predecessors. The draw rule (docs/protocols/draw.md)
// picks the first block whose mediantime is strictly greater than end_date, so this must
// match bitcoind to the second.

export const MEDIAN_TIME_SPAN = 11;

/**
 * `timesUpToBlock` lists timestamps from older to newer, ending with the block itself;
 * only the last 11 count. bitcoind sorts them and takes the element at index n/2 (integer
 * division), which for an even count near genesis is the upper of the two middle values.
 */
export function medianTimePast(timesUpToBlock: readonly number[]): number {
  const window = timesUpToBlock.slice(-MEDIAN_TIME_SPAN);
  if (window.length === 0) throw new Error('medianTimePast needs at least one timestamp');
  const sorted = [...window].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}
