/** Spanish: social login (OpenID Connect) on the login form and its outcomes (docs/accounts-and-lists.md). */
export const socialLogin = {
  'account.social.heading': 'O ingresa con tu cuenta de redes sociales',
  'account.social.button': 'Ingresar con redes sociales',
  'account.social.providerError':
    'No se completó el ingreso con redes sociales: el proveedor no lo autorizó. Inténtalo de nuevo o ingresa con tu correo.',
  'account.social.stateMismatch':
    'El ingreso con redes sociales venció o no se inició en este navegador. Vuelve a intentarlo desde el botón.',
  'account.social.failed':
    'Ocurrió un problema al ingresar con redes sociales. Por favor, inténtalo de nuevo o ingresa con tu correo.',
  'account.social.noEmail':
    'Tu cuenta de redes sociales no compartió tu correo. Permite el acceso al correo o ingresa con tu correo y contraseña.',
  'account.social.emailInUse':
    'Ya existe una cuenta con ese correo. Ingresa con tu correo y contraseña, o restablece tu contraseña.',
} as const;
