/**
 * What `answer` settles to, or false once `ms` have passed without it. A timer that fires late because
 * the event loop was busy (a large request being parsed on a loaded machine) decides only after one
 * more round of I/O, so an answer that arrived meanwhile counts: timers run before the event loop reads
 * its sockets, and the database read as down while its answer sat unread (input-budget's 503 in CI).
 */
export async function answersInTime(answer: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => setImmediate(() => resolve(false)), ms);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}
