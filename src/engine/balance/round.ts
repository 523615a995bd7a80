/** Figures as the reports give them: four decimals (a share to a hundredth of a percent). */
export const round4 = (x: number): number => Math.round(x * 1e4) / 1e4;
