import { t } from '../helpers';
import type { ReviewSeed } from '../types';

/** Reviews rated 4 and 5 stars. */
export const positiveReviews: ReviewSeed[] = [
  {
    rating: 5,
    title: t('Excelente compra', 'Excelente compra'),
    comment: t(
      'Llegó antes de lo esperado y muy bien embalado. La calidad es mejor de lo que pensaba por el precio. Lo recomiendo.',
      'Chegou antes do prazo e muito bem embalado. A qualidade é melhor do que eu esperava pelo preço. Recomendo.',
    ),
  },
  {
    rating: 5,
    title: t('Tal cual la descripción', 'Exatamente como na descrição'),
    comment: t(
      'Es exactamente lo que muestran las fotos y la ficha técnica. Cero sorpresas, funciona perfecto.',
      'É exatamente o que mostram as fotos e a ficha técnica. Nenhuma surpresa, funciona perfeitamente.',
    ),
  },
  {
    rating: 5,
    title: t('Muy buena calidad', 'Qualidade muito boa'),
    comment: t(
      'Se nota que es un producto firme y bien terminado. Ya lo usé varias veces y sigue como nuevo.',
      'Dá para ver que é um produto firme e bem-acabado. Já usei várias vezes e continua como novo.',
    ),
  },
  {
    rating: 5,
    title: t('Retiro en tienda impecable', 'Retirada na loja impecável'),
    comment: t(
      'Compré por internet y lo retiré en la tienda a las dos horas. Me lo tenían listo en el mostrador, sin filas. Todo perfecto.',
      'Comprei pelo site e retirei na loja duas horas depois. Já estava separado no balcão, sem fila. Tudo perfeito.',
    ),
  },
  {
    rating: 5,
    title: t('Lo volvería a comprar', 'Compraria de novo'),
    comment: t(
      'Es la segunda vez que compro esta marca y no me ha fallado. Buena relación entre precio y calidad.',
      'É a segunda vez que compro essa marca e nunca me decepcionou. Ótimo custo-benefício.',
    ),
  },
  {
    rating: 5,
    title: t('Superó mis expectativas', 'Superou minhas expectativas'),
    comment: t(
      'Tenía dudas por el precio, pero resultó muy bueno. Fácil de usar siguiendo las instrucciones y se ve muy bien.',
      'Fiquei na dúvida por causa do preço, mas é muito bom. Fácil de usar seguindo as instruções e ficou muito bonito.',
    ),
  },
  {
    rating: 5,
    title: t('Perfecto para la remodelación', 'Perfeito para a reforma'),
    comment: t(
      'Lo compré para remodelar la casa y cumplió con todo. El maestro que me ayudó dijo que era de buena calidad y que le había facilitado el trabajo. Además, pude comparar varias opciones en la página antes de decidirme, y la información de la ficha técnica era correcta. Quedamos muy contentos con el resultado.',
      'Comprei para reformar a casa e atendeu a tudo. O pedreiro que me ajudou disse que é de boa qualidade e que facilitou o trabalho. Além disso, consegui comparar várias opções no site antes de decidir, e as informações da ficha técnica estavam corretas. Ficamos muito contentes com o resultado.',
    ),
  },
  {
    rating: 5,
    title: t('Rápido y sin problemas', 'Rápido e sem problemas'),
    comment: t(
      'El envío llegó al día siguiente, el repartidor fue muy amable y el producto venía en perfectas condiciones.',
      'A entrega chegou no dia seguinte, o entregador foi muito educado e o produto veio em perfeito estado.',
    ),
  },
  {
    rating: 5,
    title: t('Muy recomendable', 'Recomendo muito'),
    comment: t(
      'Buen producto, resistente y con buena terminación. Lo uso todos los días y no tengo ningún reclamo.',
      'Bom produto, resistente e com bom acabamento. Uso todos os dias e não tenho nenhuma reclamação.',
    ),
  },
  {
    rating: 5,
    title: t('10 de 10', 'Nota 10'),
    comment: t(
      'Buscaba algo así hace tiempo y lo encontré a buen precio. Llegó bien embalado y con todas sus piezas.',
      'Procurava algo assim fazia tempo e encontrei por um bom preço. Chegou bem embalado e com todas as peças.',
    ),
  },
  {
    rating: 5,
    title: t('Excelente atención', 'Atendimento excelente'),
    comment: t(
      'Tuve una duda antes de comprar y me respondieron rápido por el chat. El producto es muy bueno.',
      'Tive uma dúvida antes de comprar e me responderam rápido pelo chat. O produto é muito bom.',
    ),
  },
  {
    rating: 5,
    title: t('Calidad profesional', 'Qualidade profissional'),
    comment: t(
      'Trabajo en construcción y lo uso a diario. Aguanta bien el trabajo pesado, vale lo que cuesta.',
      'Trabalho com construção e uso todos os dias. Aguenta bem o serviço pesado, vale o que custa.',
    ),
  },
  {
    rating: 5,
    title: t('Mejor de lo que esperaba', 'Melhor do que eu esperava'),
    comment: t(
      'Lindo diseño y muy buena calidad. Combinó perfecto con el resto de la casa. Mi familia quedó feliz.',
      'Design bonito e qualidade muito boa. Combinou perfeitamente com o resto da casa. A família adorou.',
    ),
  },
  {
    rating: 4,
    title: t('Buen producto', 'Bom produto'),
    comment: t(
      'Cumple bien su función. Le doy cuatro estrellas porque el envío se demoró un par de días más de lo indicado.',
      'Cumpre bem o que promete. Dou quatro estrelas porque a entrega atrasou uns dois dias além do prazo.',
    ),
  },
  {
    rating: 4,
    title: t('Bueno, pero las instrucciones son confusas', 'Bom, mas o manual é confuso'),
    comment: t(
      'El producto es bueno, pero el manual trae solo dibujos y me costó entender algunos pasos. Tuve que buscar un video para terminar. Al final quedó bien y lo uso sin problemas, pero sería bueno que incluyeran instrucciones escritas y más claras.',
      'O produto é bom, mas o manual só tem desenhos e foi difícil entender algumas etapas. Tive que procurar um vídeo para terminar. No fim ficou tudo certo e uso sem problemas, mas seria bom incluírem instruções escritas e mais claras.',
    ),
  },
  {
    rating: 4,
    title: t('Buena relación precio-calidad', 'Bom custo-benefício'),
    comment: t(
      'No es el más robusto del mercado, pero para uso doméstico está más que bien. Por el precio, lo recomiendo.',
      'Não é o mais robusto do mercado, mas para uso doméstico está ótimo. Pelo preço, recomendo.',
    ),
  },
  {
    rating: 4,
    title: t('Conforme', 'Satisfeito'),
    comment: t(
      'Llegó en la fecha comprometida y funciona bien. La caja venía un poco golpeada, pero el producto estaba intacto.',
      'Chegou na data prometida e funciona bem. A caixa veio um pouco amassada, mas o produto estava intacto.',
    ),
  },
  {
    rating: 4,
    title: t('Muy bueno, aunque el color varía un poco', 'Muito bom, mas a cor varia um pouco'),
    comment: t(
      'La calidad es buena. El tono es un poco distinto al de la foto, pero igual me gustó cómo quedó.',
      'A qualidade é boa. O tom é um pouco diferente do da foto, mas gostei do resultado mesmo assim.',
    ),
  },
  {
    rating: 4,
    title: t('Cumple lo prometido', 'Cumpre o prometido'),
    comment: t(
      'Hace lo que dice la ficha, sin más. Me habría gustado que trajera algún accesorio extra, pero no me quejo.',
      'Faz o que diz a ficha técnica, nada além disso. Gostaria que viesse algum acessório a mais, mas não tenho do que reclamar.',
    ),
  },
  {
    rating: 4,
    title: t('Buena compra', 'Boa compra'),
    comment: t(
      'Lo compré en oferta y quedé conforme. La terminación podría ser un poco mejor, pero funciona sin problemas.',
      'Comprei na promoção e fiquei satisfeito. O acabamento poderia ser um pouco melhor, mas funciona sem problemas.',
    ),
  },
  {
    rating: 4,
    title: t('Recomendado', 'Recomendado'),
    comment: t(
      'Fácil de usar y bien pensado. Le resto una estrella porque el embalaje traía demasiado plástico.',
      'Fácil de usar e bem pensado. Tiro uma estrela porque a embalagem tinha plástico demais.',
    ),
  },
  {
    rating: 4,
    title: t('Bien en general', 'No geral, bom'),
    comment: t(
      'El producto está bien. En la tienda me asesoraron y me explicaron cómo usarlo. Volvería a comprar aquí.',
      'O produto é bom. Na loja me orientaram direitinho e explicaram como usar. Voltaria a comprar aqui.',
    ),
  },
  {
    rating: 4,
    title: t('Buena calidad, entrega lenta', 'Boa qualidade, entrega demorada'),
    comment: t(
      'Nada que decir del producto, es de buena calidad. La entrega sí se demoró casi una semana.',
      'Nada a reclamar do produto, é de boa qualidade. Já a entrega demorou quase uma semana.',
    ),
  },
  {
    rating: 4,
    title: t('Práctico', 'Prático'),
    comment: t(
      'Lo uso seguido y se mantiene bien. Solo le falta una mejor guía de uso en español.',
      'Uso com frequência e continua em bom estado. Só falta um manual melhor em português.',
    ),
  },
];
