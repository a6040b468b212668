// A progress bar on stderr for uploads: redrawn in place on a terminal, a few plain lines otherwise (a log
// file or a CI console should not fill with carriage returns).

const WIDTH = 30;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

export function progressBar(total: number, label: string, stream: NodeJS.WriteStream = process.stderr) {
  let lastQuarter = -1;
  const render = (done: number) => {
    const share = total === 0 ? 1 : Math.min(1, done / total);
    const filled = Math.round(share * WIDTH);
    return `${label} [${"#".repeat(filled)}${"-".repeat(WIDTH - filled)}] ${String(Math.floor(share * 100)).padStart(3)}% ${formatBytes(done)} / ${formatBytes(total)}`;
  };
  return {
    update(done: number) {
      if (stream.isTTY) stream.write(`\r${render(done)}`);
      else {
        const quarter = total === 0 ? 4 : Math.floor((done / total) * 4);
        if (quarter !== lastQuarter) stream.write(`${render(done)}\n`);
        lastQuarter = quarter;
      }
    },
    finish(done: number) {
      if (stream.isTTY) stream.write(`\r${render(done)}\n`);
      else if (lastQuarter !== 4) stream.write(`${render(done)}\n`);
    },
  };
}
