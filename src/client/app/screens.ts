// Each route's screen is its own lazy chunk named after the route (webpackChunkName), so a page loads
// only the code it shows. Placeholder screens are tiny until later releases fill them.
import type { ComponentType } from 'react';
import type { RouteName } from './routes';

type ScreenModule = { default: ComponentType };

export const SCREENS: Record<Exclude<RouteName, 'sales'>, () => Promise<ScreenModule>> = {
  dashboard: () => import(/* webpackChunkName: "dashboard" */ '../features/dashboard/dashboard-screen'),
  clients: () => import(/* webpackChunkName: "clients" */ '../features/clients/clients-screen'),
  client: () => import(/* webpackChunkName: "client" */ '../features/clients/client-screen'),
  facilities: () => import(/* webpackChunkName: "facilities" */ '../features/facilities/facilities-screen'),
  facility: () => import(/* webpackChunkName: "facility" */ '../features/facilities/facility-screen'),
  contracts: () => import(/* webpackChunkName: "contracts" */ '../features/contracts/contracts-screen'),
  contract: () => import(/* webpackChunkName: "contract" */ '../features/contracts/contract-screen'),
  paymentHistory: () =>
    import(/* webpackChunkName: "paymentHistory" */ '../features/contracts/payment-history-screen'),
  permissions: () =>
    import(/* webpackChunkName: "permissions" */ '../features/permissions/permissions-screen'),
  ebcsPermissions: () =>
    import(/* webpackChunkName: "ebcsPermissions" */ '../features/permissions/ebcs-permissions-screen'),
  audit: () => import(/* webpackChunkName: "audit" */ '../features/permissions/audit-screen'),
  reports: () => import(/* webpackChunkName: "reports" */ '../features/reports/reports-screen'),
  payments: () => import(/* webpackChunkName: "payments" */ '../features/reports/payments-screen'),
  newAgreements: () =>
    import(/* webpackChunkName: "newAgreements" */ '../features/reports/new-agreements-screen'),
  statusChange: () =>
    import(/* webpackChunkName: "statusChange" */ '../features/reports/status-change-screen'),
  delinquentAccounts: () =>
    import(/* webpackChunkName: "delinquentAccounts" */ '../features/reports/delinquent-accounts-screen'),
  accountsReceivable: () =>
    import(/* webpackChunkName: "accountsReceivable" */ '../features/reports/accounts-receivable-screen'),
  remittance: () => import(/* webpackChunkName: "remittance" */ '../features/reports/remittance-screen'),
  summary: () => import(/* webpackChunkName: "summary" */ '../features/reports/summary-screen'),
  analysis: () => import(/* webpackChunkName: "analysis" */ '../features/reports/analysis-screen'),
  profile: () => import(/* webpackChunkName: "profile" */ '../features/profile/profile-screen'),
  announcements: () =>
    import(/* webpackChunkName: "announcements" */ '../features/announcements/announcements-screen'),
  login: () => import(/* webpackChunkName: "login" */ '../features/auth/login-screen'),
  logout: () => import(/* webpackChunkName: "logout" */ '../features/auth/logout-screen'),
  banners: () => import(/* webpackChunkName: "banners" */ '../features/banners/banners-screen'),
  banner: () => import(/* webpackChunkName: "banner" */ '../features/banners/banner-screen'),
  bannerPreview: () =>
    import(/* webpackChunkName: "bannerPreview" */ '../features/banners/banner-preview-screen'),
  surveys: () => import(/* webpackChunkName: "surveys" */ '../features/surveys/surveys-screen'),
  outbox: () => import(/* webpackChunkName: "outbox" */ '../features/outbox/outbox-screen'),
  enterprise_reports: () =>
    import(
      /* webpackChunkName: "enterprise_reports" */ '../features/enterprise-reports/enterprise-reports-screen'
    ),
  error: () => import(/* webpackChunkName: "error" */ '../features/errors/error-screen'),
};
