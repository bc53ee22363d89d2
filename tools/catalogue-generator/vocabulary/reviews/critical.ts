import { t } from '../helpers';
import type { ReviewSeed } from '../types';

/** Reviews rated 1 to 3 stars. */
export const criticalReviews: ReviewSeed[] = [
  {
    rating: 3,
    title: t('Regular', 'Mais ou menos'),
    comment: t(
      'Funciona, pero esperaba mejor calidad por lo que cuesta. Los materiales se sienten algo frágiles.',
      'Funciona, mas esperava mais qualidade pelo preço. Os materiais parecem um pouco frágeis.',
    ),
  },
  {
    rating: 3,
    title: t('Cumple, sin más', 'Cumpre, só isso'),
    comment: t(
      'Es un producto básico. Para algo puntual sirve, pero no lo usaría para trabajos exigentes.',
      'É um produto básico. Serve para algo pontual, mas não usaria em trabalhos pesados.',
    ),
  },
  {
    rating: 3,
    title: t('Faltaba una pieza', 'Faltava uma peça'),
    comment: t(
      'Vino sin una de las piezas y tuve que ir a la tienda a buscarla. Me la dieron sin problema, pero perdí tiempo.',
      'Veio faltando uma peça e tive que ir à loja buscar. Me deram sem problema, mas perdi tempo.',
    ),
  },
  {
    rating: 3,
    title: t('Ni bueno ni malo', 'Nem bom nem ruim'),
    comment: t(
      'Hace lo que tiene que hacer, aunque la terminación deja que desear. Por un poco más hay opciones mejores.',
      'Faz o que tem que fazer, mas o acabamento deixa a desejar. Por um pouco mais há opções melhores.',
    ),
  },
  {
    rating: 3,
    title: t('Las fotos engañan un poco', 'As fotos enganam um pouco'),
    comment: t(
      'En las fotos se ve más grande. Revisen bien las medidas antes de comprar. Por lo demás, está bien.',
      'Nas fotos parece maior. Confiram bem as medidas antes de comprar. De resto, está bom.',
    ),
  },
  {
    rating: 3,
    title: t('Aceptable', 'Razoável'),
    comment: t(
      'Llegó con un pequeño rayón. No afecta el uso, pero por el precio esperaba un mejor control de calidad.',
      'Chegou com um pequeno risco. Não afeta o uso, mas pelo preço esperava um controle de qualidade melhor.',
    ),
  },
  {
    rating: 3,
    title: t('Justo', 'No limite'),
    comment: t(
      'Sirve para lo que lo necesitaba, pero no creo que dure muchos años. Veremos con el tiempo.',
      'Serve para o que eu precisava, mas não acho que vá durar muitos anos. Vamos ver com o tempo.',
    ),
  },
  {
    rating: 2,
    title: t('No lo recomiendo', 'Não recomendo'),
    comment: t(
      'A las pocas semanas empezó a fallar. Lo llevé a la tienda y me dijeron que tenía que esperar la revisión técnica.',
      'Em poucas semanas começou a dar problema. Levei à loja e disseram que precisava esperar a avaliação técnica.',
    ),
  },
  {
    rating: 2,
    title: t('Mala terminación', 'Acabamento ruim'),
    comment: t(
      'Tiene rebabas y partes mal pegadas. Cumple, pero da la impresión de que no va a durar.',
      'Tem rebarbas e partes mal coladas. Cumpre a função, mas dá a impressão de que não vai durar.',
    ),
  },
  {
    rating: 2,
    title: t('Demasiada espera', 'Espera demais'),
    comment: t(
      'Me cambiaron la fecha de entrega dos veces y nadie me avisó. El producto está bien, pero la experiencia fue mala.',
      'Mudaram a data de entrega duas vezes e ninguém me avisou. O produto é bom, mas a experiência foi ruim.',
    ),
  },
  {
    rating: 2,
    title: t('Esperaba más', 'Esperava mais'),
    comment: t(
      'La calidad no corresponde a lo que muestra la publicación. Lo voy a usar igual, pero no lo volvería a comprar.',
      'A qualidade não corresponde ao que mostra o anúncio. Vou usar mesmo assim, mas não compraria de novo.',
    ),
  },
  {
    rating: 2,
    title: t('Distinto a la foto', 'Diferente da foto'),
    comment: t(
      'El que llegó no es igual al de la foto: cambia el color y algunos detalles. Estoy evaluando devolverlo.',
      'O que chegou não é igual ao da foto: muda a cor e alguns detalhes. Estou pensando em devolver.',
    ),
  },
  {
    rating: 1,
    title: t('Llegó dañado', 'Chegou danificado'),
    comment: t(
      'La caja venía rota y el producto quebrado. Pedí el cambio y todavía estoy esperando que me respondan.',
      'A caixa veio rasgada e o produto quebrado. Pedi a troca e ainda estou esperando uma resposta.',
    ),
  },
  {
    rating: 1,
    title: t('Muy mala calidad', 'Qualidade péssima'),
    comment: t(
      'Se rompió la primera vez que lo usé. No vale lo que cuesta. Pedí la devolución dentro de los 30 días.',
      'Quebrou na primeira vez que usei. Não vale o que custa. Pedi a devolução dentro dos 30 dias.',
    ),
  },
  {
    rating: 1,
    title: t('Nunca llegó completo', 'Nunca chegou completo'),
    comment: t(
      'Compré dos unidades y llegó solo una. Llevo días llamando para que me envíen la otra y nadie me da una respuesta clara.',
      'Comprei duas unidades e chegou só uma. Faz dias que ligo para mandarem a outra e ninguém me dá uma resposta clara.',
    ),
  },
  {
    rating: 1,
    title: t('Defectuoso', 'Com defeito'),
    comment: t(
      'Venía con una falla de fábrica. Lo cambié en la tienda y el segundo salió con el mismo problema. Pésima experiencia.',
      'Veio com defeito de fábrica. Troquei na loja e o segundo veio com o mesmo problema. Péssima experiência.',
    ),
  },
];
