import type { SharingGraphReply } from '@boothdeck/contract';

/** The graph series' week, Thursday to Wednesday. */
export const WEEK = ['Thu', 'Fri', 'Sat', 'Sun', 'Mon', 'Tue', 'Wed'];

/** A graph reply with these weekly counts and `monthTotal` on the last day and month. */
export function buildSharingGraph(weekly: number[], monthTotal: number): SharingGraphReply {
  const monthly = Array.from({ length: 30 }, (_, index) => ({
    name: `${index + 1} Nov`,
    share: index === 29 ? monthTotal : 0,
  }));
  const yearly = ['Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'].map((name) => ({
    name,
    share: name === 'Nov' ? monthTotal : 0,
  }));
  return {
    graphData: {
      weeklyData: {
        data: WEEK.map((name, index) => ({ name, share: weekly[index] ?? 0 })),
        totalData: weekly.reduce((sum, value) => sum + value, 0),
      },
      monthlyData: { data: monthly, totalData: monthTotal },
      yearlyData: { data: yearly, totalData: monthTotal },
    },
  };
}
