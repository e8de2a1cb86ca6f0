/** How often a lottery draws, in the unit a player reads it in: 1440 minutes is "every day", 120 is "every 2 hours". */
export function drawIntervalText(minutes: number): { key: 'games_lottery_every' | 'games_lottery_every_hours' | 'games_lottery_every_days'; count: number } {
  if (minutes >= 1440 && minutes % 1440 === 0) return { key: 'games_lottery_every_days', count: minutes / 1440 };
  if (minutes >= 60 && minutes % 60 === 0) return { key: 'games_lottery_every_hours', count: minutes / 60 };
  return { key: 'games_lottery_every', count: minutes };
}
