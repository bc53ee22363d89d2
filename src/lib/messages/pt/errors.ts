import type { errors as es } from '../es/errors';

/** Portuguese: the error catalogue (docs/messages.md, which quotes some of these texts). */
export const errors: Record<keyof typeof es, string> = {
  'errors.generic': 'Algo deu errado. Tente novamente.',
  'errors.action.retry': 'Tentar novamente',
  'errors.addToCart': 'Ocorreu um erro ao adicionar o produto ao carrinho.',
  'errors.availability': 'Não foi possível consultar a disponibilidade deste produto. Tente novamente.',
  'errors.compareAdd': 'Não foi possível adicionar o produto ao comparador. Tente novamente.',
  'errors.compareFull':
    'Você pode comparar até {max, plural, one {# produto} other {# produtos}}. Remova um para adicionar outro.',
  'errors.notifyMe': 'Um erro ocorreu. Tenta de novo!',
  'errors.invalidCredentials': 'Senha ou email incorretos. Por favor, tente novamente.',
  'errors.login': 'Ocorreu um problema ao iniciar sessão. Por favor, tente novamente.',
  'errors.zipNotServed': 'Infelizmente ainda não entregamos nessa região.',
  'errors.geolocation.notFound': 'Não conseguimos encontrar sua localização. Escolha sua região manualmente.',
  'errors.geolocation.noService': 'Ainda não temos serviço de entrega na sua localização.',
  'errors.geolocation.apiError': 'Ocorreu um erro ao obter sua localização. Tente novamente.',
  'errors.review.send': 'Ocorreu um erro ao enviar dados. Por favor, tente novamente.',
  'errors.review.duplicate': 'Você não pode enviar várias avaliações para o mesmo produto.',
  'errors.review.aliasTaken': 'Este apelido já está em uso. Escolha outro.',
  'errors.notEnoughUnits': 'Não há unidades suficientes. Reduza a quantidade e tente novamente.',
  'errors.addToProject': 'Ocorreu um erro ao adicionar o produto, tente novamente.',
  'errors.noResults.title': 'Não encontramos resultados.',
  'errors.noResults.tipsTitle': 'Recomendamos:',
  'errors.noResults.tipGeneralTerms': 'Usar termos mais gerais.',
  'errors.noResults.tipSpelling': 'Verificar a ortografia.',
  'errors.noResults.tipFewWords': 'Pesquisar com uma ou duas palavras.',
  'errors.noSimilarProducts': 'Não encontramos produtos similares.',
  'errors.sectionHidden': 'Não é possível exibir os produtos desta seção.',
  'errors.badRequest': 'Não conseguimos ler esta solicitação: o endereço não é válido. Confira e tente novamente.',
  'errors.requestHeadersTooLarge':
    'Esta solicitação é longa demais: o endereço ou os cookies passam do tamanho que aceitamos.',
  'errors.pageNotAvailable': 'Esta página não está disponível.',
  'errors.crossSite': 'Esta ação só pode ser feita a partir do site.',
  'errors.imageNotFound': 'Não encontramos esta imagem.',
  'errors.imageWidth': 'Esta largura de imagem não está disponível. Larguras: {widths}.',
  'errors.imageFormat': 'Este formato de imagem não está disponível. Formatos: {formats}.',
};
