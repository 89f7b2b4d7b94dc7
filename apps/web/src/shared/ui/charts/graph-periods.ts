/** The periods of the share and lead graphs, and what each screen calls them. */
export type GraphPeriod = 'weeklyData' | 'monthlyData' | 'yearlyData';

export type PeriodLabels = Record<GraphPeriod, string>;

/** The dashboard's names for its share graphs: Weekly, Monthly and Yearly. */
export const DASHBOARD_PERIOD_LABELS: PeriodLabels = {
  weeklyData: 'Weekly',
  monthlyData: 'Monthly',
  yearlyData: 'Yearly',
};

/** The names the data-capture trend and the event analytics graphs use: This Week, This Month and This Year. */
export const THIS_PERIOD_LABELS: PeriodLabels = {
  weeklyData: 'This Week',
  monthlyData: 'This Month',
  yearlyData: 'This Year',
};

/** What each period covers, for the line under a graph's title. */
export const PERIOD_SPANS: PeriodLabels = {
  weeklyData: 'the last 7 days',
  monthlyData: 'the last 30 days',
  yearlyData: 'the last 12 months',
};

/** The period switch's choices, in order. */
export const periodChoices = (labels: PeriodLabels) =>
  (Object.keys(labels) as GraphPeriod[]).map((value) => ({ value, label: labels[value] }));
