import type { account as es } from '../es/account';

/** Portuguese: account messages (session, login, guest, password reset, social login: docs/accounts-and-lists.md). */
export const account: Record<keyof typeof es, string> = {
  'account.login.tooManyAttempts':
    'Você fez muitas tentativas sem sucesso. Aguarde {minutes, plural, one {# minuto} other {# minutos}} e tente novamente, ou redefina sua senha.',
  'account.reset.sent':
    'Se o email pertencer a uma conta, enviamos um link para redefinir sua senha. Confira sua caixa de entrada.',
  'account.reset.done': 'Sua senha foi atualizada. Você já pode entrar com a nova senha.',
  'account.reset.invalidToken':
    'O link para redefinir a senha não é válido, já foi usado ou expirou. Solicite um novo.',
  'account.reset.email.subject': 'Redefina sua senha da {siteName}',
  'account.reset.email.body':
    'Olá, {name}:\n\nRecebemos um pedido para redefinir a senha da sua conta na {siteName}. Para escolher uma nova, abra este link:\n\n{link}\n\nO link vale por {minutes, plural, one {# minuto} other {# minutos}} e só pode ser usado uma vez. Ao trocar a senha, suas outras sessões serão encerradas.\n\nSe não foi você, ignore este email: sua senha não será alterada.\n\nEquipe {siteName}',
  'account.social.disabled': 'O login com redes sociais não está disponível neste país.',
  'account.social.notConfigured': 'O login com redes sociais ainda não está disponível. Entre com seu email e senha.',
};
