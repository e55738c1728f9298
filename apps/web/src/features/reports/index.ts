/**
 * The reports feature's public face (docs/decisions/010): other features and app/ import only
 * this file (and the router only pages.ts); everything else in the folder is private to it.
 */
export * from './api/affiliate-report';
export * from './api/event-summary';
export * from './api/numbers-report';
export * from './api/physical-report';
export * from './api/seller-settlement';
export * from './api/sales-by-day';
export * from './api/sales-report';
export * from './api/sponsor-report';
export * from './api/use-report';
// The workbook helpers, for other features' exports (the Compras screen's buyers list).
export { saveXlsx } from './xlsx/save-xlsx';
export { bold, header, money } from './xlsx/cells';
// The report charts, for the organiser's home (docs/decisions/017).
export { MoneySourcesChart, SalesByDayChart } from './charts/ReportCharts';
