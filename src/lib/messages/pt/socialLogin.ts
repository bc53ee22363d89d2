import type { socialLogin as es } from '../es/socialLogin';

/** Portuguese: social login (OpenID Connect) on the login form and its outcomes (docs/accounts-and-lists.md). */
export const socialLogin: Record<keyof typeof es, string> = {
  'account.social.heading': 'Ou entre com sua conta de redes sociais',
  'account.social.button': 'Entrar com redes sociais',
  'account.social.providerError':
    'O login com redes sociais não foi concluído: o provedor não o autorizou. Tente novamente ou entre com seu email.',
  'account.social.stateMismatch':
    'O login com redes sociais expirou ou não foi iniciado neste navegador. Tente novamente pelo botão.',
  'account.social.failed':
    'Ocorreu um problema ao entrar com redes sociais. Por favor, tente novamente ou entre com seu email.',
  'account.social.noEmail':
    'Sua conta de redes sociais não compartilhou seu email. Permita o acesso ao email ou entre com seu email e senha.',
  'account.social.emailInUse':
    'Já existe uma conta com esse email. Entre com seu email e senha, ou redefina sua senha.',
};
