// One exposed module per page; the shell's route table (shell/src/config/paths.ts) names them.
module.exports = {
  './OrderNow': './src/pages/order-now.tsx',
  './MyOrders': './src/pages/my-orders.tsx',
  './PendingOrders': './src/pages/pending-orders.tsx',
  './Dashboard': './src/pages/dashboard.tsx',
  './PayNow': './src/pages/pay-now.tsx',
  './OrderCancelled': './src/pages/order-cancelled.tsx',
  './ReceivedPayment': './src/pages/received-payment.tsx',
  './Account': './src/pages/account.tsx',
};
