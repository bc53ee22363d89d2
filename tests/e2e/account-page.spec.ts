import { expect, test } from '@playwright/test';
import { logIn, newCustomer } from './support/account-fixtures';

/** The account page (spec §6): loyalty status and specialists-circle segment, and the links each tenant shows. */
const sites = [
  {
    tenant: 'cl',
    login: { email: 'Correo electrónico', password: 'Contraseña', signIn: 'Ingresar' },
    member: { loyaltyTier: 'Elite', segment: 'Black' },
    benefits: ['Nivel del programa de fidelidad: Elite', 'Círculo de especialistas: Black'],
    none: 'Aún no participas en nuestros programas de beneficios.',
    changePassword: 'Cambiar mi contraseña',
    // spec §6: the change-password link is hidden in Chile.
    showsChangePassword: false,
  },
  {
    tenant: 'br',
    login: { email: 'E-mail', password: 'Senha', signIn: 'Entrar' },
    member: { loyaltyTier: 'Premium', segment: 'Gold' },
    benefits: ['Nível do programa de fidelidade: Premium', 'Círculo de especialistas: Gold'],
    none: 'Você ainda não participa dos nossos programas de benefícios.',
    changePassword: 'Alterar minha senha',
    showsChangePassword: true,
  },
] as const;

for (const site of sites) {
  const t = site.tenant;

  test(`${t}: shows the loyalty status and the specialists-circle segment`, async ({ page }) => {
    await logIn(page, t, newCustomer(t, site.member), site.login);
    const benefits = page.getByRole('region', { name: /beneficios|benefícios/i });
    for (const line of site.benefits)
      await expect(benefits.getByRole('listitem').filter({ hasText: line })).toHaveCount(1);
    await expect(page.getByRole('link', { name: site.changePassword })).toHaveCount(site.showsChangePassword ? 1 : 0);
  });

  test(`${t}: a customer outside the programmes is told so`, async ({ page }) => {
    await logIn(page, t, newCustomer(t), site.login);
    await expect(page.getByText(site.none)).toBeVisible();
    await expect(page.getByText(site.benefits[1])).toHaveCount(0);
  });
}
