import type { QuestionSeed } from '../types';
import { q } from './seed';

/** Questions for lighting, garden, hardware, electrical, plumbing, home. */
export const homeSystemsQuestions: QuestionSeed[] = [
  q(
    'lighting',
    ['¿Sirve para exterior?', 'Pode ser usado em área externa?'],
    [
      'Revise el grado de protección (IP) en la ficha técnica: desde IP44 resiste salpicaduras y desde IP65 puede quedar a la intemperie.',
      'Confira o grau de proteção (IP) na ficha técnica: a partir de IP44 resiste a respingos e a partir de IP65 pode ficar exposto ao tempo.',
    ],
  ),
  q(
    'lighting',
    ['¿Cuánto consume?', 'Quanto consome?'],
    [
      'El consumo corresponde a la potencia indicada en la ficha. La iluminación LED gasta hasta un 80 % menos que una bombilla incandescente.',
      'O consumo corresponde à potência indicada na ficha. A iluminação de LED gasta até 80% menos que uma lâmpada incandescente.',
    ],
  ),
  q(
    'lighting',
    ['¿Qué luz me recomiendan para un dormitorio?', 'Que luz vocês recomendam para um quarto?'],
    [
      'Para dormitorios y living recomendamos luz cálida (2700 a 3000 K); para cocina, baño y zonas de trabajo, luz neutra o fría (4000 a 6500 K).',
      'Para quartos e salas recomendamos luz quente (2700 a 3000 K); para cozinha, banheiro e áreas de trabalho, luz neutra ou fria (4000 a 6500 K).',
    ],
  ),
  q(
    'garden',
    ['¿Resiste el sol y la lluvia?', 'Resiste ao sol e à chuva?'],
    [
      'Sí, está pensado para exterior. Para alargar su vida útil, guárdelo bajo techo durante el invierno.',
      'Sim, foi pensado para área externa. Para aumentar a vida útil, guarde em local coberto durante o inverno.',
    ],
  ),
  q(
    'garden',
    ['¿Viene armado?', 'Vem montado?'],
    [
      'Algunos productos requieren un armado simple con las herramientas incluidas. La ficha técnica indica si se entrega armado.',
      'Alguns produtos precisam de uma montagem simples com as ferramentas inclusas. A ficha técnica indica se é entregue montado.',
    ],
  ),
  q(
    'garden',
    ['¿Qué mantenimiento necesita?', 'Que manutenção precisa?'],
    [
      'Límpielo después de cada uso y guárdelo seco. En los equipos a motor, revise el aceite y el filtro según el manual.',
      'Limpe depois de cada uso e guarde seco. Nos equipamentos a motor, verifique o óleo e o filtro conforme o manual.',
    ],
  ),
  q(
    'hardware',
    ['¿Sirve para exterior?', 'Serve para área externa?'],
    [
      'Los productos de acero inoxidable o galvanizado resisten mejor la humedad. Revise el material en la ficha técnica.',
      'Os produtos de aço inox ou galvanizado resistem melhor à umidade. Confira o material na ficha técnica.',
    ],
  ),
  q(
    'hardware',
    ['¿Se vende por unidad?', 'É vendido por unidade?'],
    [
      'Se vende en la unidad indicada junto al precio: unidad, caja, paquete o par.',
      'É vendido na unidade indicada ao lado do preço: unidade, caixa, pacote ou par.',
    ],
  ),
  q(
    'hardware',
    ['¿Tienen stock en la tienda?', 'Tem estoque na loja?'],
    [
      'Puede ver el stock de cada tienda en la opción de retiro. Si no hay en su tienda, se lo enviamos a domicilio.',
      'Você pode ver o estoque de cada loja na opção de retirada. Se não houver na sua loja, enviamos para a sua casa.',
    ],
  ),
  q(
    'electrical',
    ['¿Cumple la norma eléctrica?', 'Atende às normas elétricas?'],
    [
      'Sí, cuenta con la certificación exigida en el país. Recomendamos que la instalación la haga un electricista autorizado.',
      'Sim, possui a certificação do Inmetro. Recomendamos que a instalação seja feita por um eletricista qualificado.',
    ],
  ),
  q(
    'electrical',
    ['¿Qué voltaje tiene?', 'Qual é a voltagem?'],
    [
      'Revise el voltaje en la ficha técnica y compruebe que coincida con el de su instalación.',
      'Confira a voltagem na ficha técnica. No Brasil há modelos de 127 V e 220 V: verifique a da sua casa antes de comprar.',
    ],
  ),
  q(
    'electrical',
    ['¿Lo puedo instalar yo mismo?', 'Posso instalar sozinho?'],
    [
      'Si tiene experiencia, sí, siempre con la electricidad cortada desde el tablero. Ante la duda, contrate a un electricista.',
      'Se tiver experiência, sim, sempre com o disjuntor desligado. Na dúvida, contrate um eletricista.',
    ],
  ),
  q(
    'plumbing',
    ['¿Qué medida necesito?', 'Qual medida eu preciso?'],
    [
      'Mida el diámetro del tubo o la conexión que tiene. Si lleva la pieza a la tienda, le ayudamos a encontrar la equivalente.',
      'Meça o diâmetro do tubo ou da conexão que você tem. Se levar a peça à loja, ajudamos a encontrar a equivalente.',
    ],
  ),
  q(
    'plumbing',
    ['¿Sirve para agua caliente?', 'Serve para água quente?'],
    [
      'Revise la ficha técnica. Para agua caliente use productos aptos, como tubos PPR, de cobre o flexibles de malla.',
      'Confira a ficha técnica. Para água quente use produtos adequados, como tubos PPR, de cobre ou engates de malha.',
    ],
  ),
  q(
    'plumbing',
    ['¿Requiere mantenimiento?', 'Precisa de manutenção?'],
    [
      'Revise periódicamente uniones y sellos. En calentadores y bombas, siga el plan de mantenimiento del manual para conservar la garantía.',
      'Verifique periodicamente juntas e vedações. Em aquecedores e bombas, siga o plano de manutenção do manual para manter a garantia.',
    ],
  ),
  q(
    'home',
    ['¿El color es igual al de la foto?', 'A cor é igual à da foto?'],
    [
      'Las fotos son referenciales y el tono puede variar levemente según la pantalla. En la ficha técnica encontrará el detalle de colores.',
      'As fotos são ilustrativas e o tom pode variar um pouco conforme a tela. Na ficha técnica você encontra o detalhe das cores.',
    ],
  ),
  q(
    'home',
    ['¿Puedo cambiarlo si no me gusta?', 'Posso trocar se não gostar?'],
    [
      'Sí, tiene 30 días para cambiarlo o devolverlo, sin uso y en su embalaje original.',
      'Sim, você tem 30 dias para trocar ou devolver, sem uso e na embalagem original.',
    ],
  ),
  q(
    'home',
    ['¿Hacen envíos a todo el país?', 'Vocês entregam em todo o país?'],
    [
      'Sí. Al ingresar su dirección o zona verá las opciones de entrega y las fechas disponibles.',
      'Sim. Ao informar seu CEP você verá as opções de entrega e as datas disponíveis.',
    ],
  ),
];
