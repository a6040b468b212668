// The summaries every bench:ui table prints.
export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};

export const max = (xs: number[]) => (xs.length ? Math.max(...xs) : NaN);
