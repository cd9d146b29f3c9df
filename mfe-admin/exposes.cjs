// One exposed module per page; the shell's route table (shell/src/config/paths.ts) names them.
module.exports = {
  './AdminDashboard': './src/pages/admin-dashboard.tsx',
  './TotalOrders': './src/pages/total-orders.tsx',
  './AllMessages': './src/pages/all-messages.tsx',
  './ViewMessage': './src/pages/view-message.tsx',
  './AllSubscribers': './src/pages/all-subscribers.tsx',
  './PaymentStatus': './src/pages/payment-status.tsx',
  './AddUser': './src/pages/add-user.tsx',
  './AdminUser': './src/pages/admin-user.tsx',
  './AddPaypalEmail': './src/pages/add-paypal-email.tsx',
  './PaypalEmail': './src/pages/paypal-email.tsx',
  './AuditLog': './src/pages/audit-log.tsx',
  './Releases': './src/pages/releases.tsx',
};
