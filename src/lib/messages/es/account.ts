/** Spanish: account messages (session, login, guest, password reset, social login: docs/accounts-and-lists.md). */
export const account = {
  'account.login.tooManyAttempts':
    'Hiciste demasiados intentos fallidos. Espera {minutes, plural, one {# minuto} other {# minutos}} y vuelve a intentarlo, o restablece tu contraseña.',
  'account.reset.sent':
    'Si el correo corresponde a una cuenta, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada.',
  'account.reset.done': 'Tu contraseña fue actualizada. Ya puedes iniciar sesión con la nueva contraseña.',
  'account.reset.invalidToken':
    'El enlace para restablecer la contraseña no es válido, ya se usó o venció. Solicita uno nuevo.',
  'account.reset.email.subject': 'Restablece tu contraseña de {siteName}',
  'account.reset.email.body':
    'Hola, {name}:\n\nRecibimos una solicitud para restablecer la contraseña de tu cuenta en {siteName}. Para elegir una nueva, abre este enlace:\n\n{link}\n\nEl enlace vale por {minutes, plural, one {# minuto} other {# minutos}} y se puede usar una sola vez. Al cambiar la contraseña se cerrarán tus otras sesiones.\n\nSi no fuiste tú, ignora este correo: tu contraseña no cambiará.\n\nEquipo de {siteName}',
  'account.social.disabled': 'El ingreso con redes sociales no está disponible en este país.',
  'account.social.notConfigured':
    'El ingreso con redes sociales aún no está disponible. Ingresa con tu correo y contraseña.',
} as const;
