// One exposed module per page; the shell's route table (shell/src/config/paths.ts) names them.
module.exports = {
  './Landing': './src/pages/landing.tsx',
  './Contact': './src/pages/contact.tsx',
  './Thanks': './src/pages/thanks.tsx',
  './Login': './src/pages/login.tsx',
  './Reset': './src/pages/reset.tsx',
  './ResetConfirm': './src/pages/reset-confirm.tsx',
  './VerifyEmail': './src/pages/verify-email.tsx',
  './ConfirmEmail': './src/pages/confirm-email.tsx',
  './Register': './src/pages/register.tsx',
  './Pricing': './src/pages/pricing.tsx',
  './Service': './src/pages/service.tsx',
};
