// Processes a test started, as the test sees them.

/** Whether the process runs (signal 0 sends nothing, it only asks): a test polls it until a process it stopped is gone. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
