import { t } from './helpers';
import type { QuestionSeed } from './types';

const q = (department: string, question: [string, string], answer: [string, string]): QuestionSeed => ({
  department,
  question: t(...question),
  answer: t(...answer),
});

/** Questions shoppers ask and the specialists' answers, a few per department. */
export const questionSeeds: QuestionSeed[] = [
  q(
    'paint',
    ['¿Se puede aplicar sobre una pintura antigua?', 'Posso aplicar sobre uma tinta antiga?'],
    [
      'Sí. Limpie la superficie, lije las zonas brillantes y retire lo que esté suelto. Si la pintura anterior es al aceite, aplique primero un fondo adecuado.',
      'Sim. Limpe a superfície, lixe as áreas brilhantes e remova o que estiver soltando. Se a tinta anterior for a óleo, aplique antes um fundo adequado.',
    ],
  ),
  q(
    'paint',
    ['¿Cuántas manos necesito para cubrir un color oscuro?', 'Quantas demãos preciso para cobrir uma cor escura?'],
    [
      'Recomendamos aplicar un sellador y luego dos o tres manos, respetando entre cada una el tiempo de secado indicado en el envase.',
      'Recomendamos aplicar um selador e depois duas ou três demãos, respeitando entre elas o tempo de secagem indicado na embalagem.',
    ],
  ),
  q(
    'paint',
    ['¿Pueden preparar el color en la tienda?', 'Vocês preparam a cor na loja?'],
    [
      'Sí, en las tiendas con máquina tintométrica preparamos el color que elija a partir de nuestra carta de colores o de una muestra.',
      'Sim, nas lojas com máquina tintométrica preparamos a cor que você escolher a partir do nosso catálogo ou de uma amostra.',
    ],
  ),
  q(
    'paint',
    ['¿Sirve para baños y cocinas?', 'Serve para banheiros e cozinhas?'],
    [
      'Para zonas húmedas recomendamos una terminación satinada o semibrillo con protección antihongos, que resiste mejor la limpieza frecuente.',
      'Para áreas úmidas recomendamos acabamento acetinado ou semibrilho com proteção antimofo, que resiste melhor à limpeza frequente.',
    ],
  ),
  q(
    'floors',
    ['¿Cuántas cajas necesito para mi piso?', 'Quantas caixas preciso para o meu piso?'],
    [
      'Use nuestro calculador: ingrese los metros cuadrados y le sumamos un 10 % por cortes y pérdidas. El resultado se redondea a cajas completas.',
      'Use a nossa calculadora: informe os metros quadrados e somamos 10% de perda por recortes. O resultado é arredondado para caixas inteiras.',
    ],
  ),
  q(
    'floors',
    ['¿Se puede instalar sobre la cerámica existente?', 'Posso assentar sobre a cerâmica existente?'],
    [
      'Sí, si la superficie está firme, nivelada y limpia. Use un adhesivo apto para cerámica sobre cerámica o una base niveladora en el caso de pisos flotantes.',
      'Sim, se a superfície estiver firme, nivelada e limpa. Use uma argamassa própria para cerâmica sobre cerâmica ou uma manta niveladora no caso de pisos laminados.',
    ],
  ),
  q(
    'floors',
    ['¿Todas las cajas vienen del mismo lote?', 'Todas as caixas vêm do mesmo lote?'],
    [
      'Procuramos enviar cajas del mismo lote. Revise el código de tono antes de instalar y compre todo lo necesario de una vez.',
      'Procuramos enviar caixas do mesmo lote. Confira o código de tonalidade antes de assentar e compre tudo de uma vez.',
    ],
  ),
  q(
    'floors',
    ['¿Ofrecen servicio de instalación?', 'Vocês oferecem instalação?'],
    [
      'Sí, al agregar el producto al carro puede sumar el servicio de instalación. Un técnico lo contactará para coordinar la visita.',
      'Sim, ao adicionar o produto ao carrinho você pode incluir o serviço de instalação. Um técnico entrará em contato para agendar a visita.',
    ],
  ),
  q(
    'tools',
    ['¿Qué garantía tiene?', 'Qual é a garantia?'],
    [
      'Tiene la garantía del fabricante y, en los productos que lo permiten, puede sumar una garantía extendida de hasta 3 años al momento de comprar.',
      'Tem a garantia do fabricante e, nos produtos elegíveis, você pode incluir uma garantia estendida de até 3 anos no momento da compra.',
    ],
  ),
  q(
    'tools',
    ['¿Tienen repuestos y servicio técnico?', 'Vocês têm peças de reposição e assistência técnica?'],
    [
      'Sí, la marca cuenta con servicio técnico autorizado. Los datos de contacto vienen en el manual y en el certificado de garantía.',
      'Sim, a marca tem assistência técnica autorizada. Os contatos estão no manual e no certificado de garantia.',
    ],
  ),
  q(
    'tools',
    ['¿Es para uso profesional o doméstico?', 'É para uso profissional ou doméstico?'],
    [
      'Es apto para uso doméstico intensivo y trabajos de mantenimiento. Para uso diario en obra le recomendamos revisar la línea profesional de la marca.',
      'É indicado para uso doméstico intenso e trabalhos de manutenção. Para uso diário em obra, recomendamos a linha profissional da marca.',
    ],
  ),
  q(
    'tools',
    ['¿Lo puedo retirar hoy en la tienda?', 'Posso retirar hoje na loja?'],
    [
      'Si la tienda elegida tiene stock, puede retirarlo desde 2 horas después de la compra. Verá la disponibilidad al elegir el retiro en tienda.',
      'Se a loja escolhida tiver estoque, você pode retirar a partir de 2 horas após a compra. A disponibilidade aparece ao escolher a retirada na loja.',
    ],
  ),
  q(
    'building',
    ['¿Hacen entregas en la obra?', 'Vocês entregam na obra?'],
    [
      'Sí, entregamos a domicilio y en obra. Los productos pesados se entregan a nivel de calle, sin subir pisos.',
      'Sim, entregamos em casa e na obra. Produtos pesados são entregues no nível da rua, sem subir andares.',
    ],
  ),
  q(
    'building',
    ['¿Tienen precios para profesionales?', 'Vocês têm preços para profissionais?'],
    [
      'Sí, los profesionales inscritos en el círculo de especialistas acceden a precios profesionales en muchos materiales.',
      'Sim, os profissionais cadastrados no círculo de especialistas têm acesso a preços profissionais em muitos materiais.',
    ],
  ),
  q(
    'building',
    ['¿Puedo retirar una cantidad grande en la tienda?', 'Posso retirar uma quantidade grande na loja?'],
    [
      'Sí. Para compras grandes le recomendamos retirar en el patio de materiales con un vehículo adecuado; le ayudamos a cargar.',
      'Sim. Para compras grandes recomendamos retirar no pátio de materiais com um veículo adequado; ajudamos a carregar.',
    ],
  ),
  q(
    'building',
    ['¿Cómo debo almacenarlo en la obra?', 'Como devo armazenar na obra?'],
    [
      'Guárdelo en un lugar seco y cubierto, sobre pallets, sin contacto directo con el suelo y protegido de la lluvia.',
      'Guarde em local seco e coberto, sobre paletes, sem contato direto com o chão e protegido da chuva.',
    ],
  ),
  q(
    'bathroom',
    ['¿Incluye los accesorios de instalación?', 'Vem com os acessórios de instalação?'],
    [
      'Incluye lo que indica la ficha técnica. Los flexibles, selladores y fijaciones adicionales se venden por separado.',
      'Inclui o que está indicado na ficha técnica. Engates flexíveis, vedantes e fixações adicionais são vendidos separadamente.',
    ],
  ),
  q(
    'bathroom',
    ['¿Es resistente a la humedad?', 'É resistente à umidade?'],
    [
      'Sí, está pensado para baños. Para que dure más, ventile el baño después de ducharse y límpielo con productos neutros.',
      'Sim, foi pensado para banheiros. Para durar mais, ventile o banheiro depois do banho e limpe com produtos neutros.',
    ],
  ),
  q(
    'bathroom',
    ['¿Qué hago si llega con un defecto?', 'E se chegar com defeito?'],
    [
      'Revíselo al recibirlo. Si tiene un defecto, tiene 30 días para cambiarlo o devolverlo presentando su comprobante de compra.',
      'Confira ao receber. Se tiver defeito, você tem 30 dias para trocar ou devolver apresentando a nota fiscal.',
    ],
  ),
  q(
    'kitchen',
    ['¿Cuánto demora la entrega?', 'Qual é o prazo de entrega?'],
    [
      'Depende de su zona: al agregar el producto al carro verá las fechas disponibles para la entrega a domicilio y para el retiro en tienda.',
      'Depende da sua região: ao adicionar o produto ao carrinho você verá as datas disponíveis para entrega em casa e para retirada na loja.',
    ],
  ),
  q(
    'kitchen',
    ['¿Se puede limpiar con productos abrasivos?', 'Posso limpar com produtos abrasivos?'],
    [
      'No se recomiendan. Use un paño suave con detergente neutro para no dañar la terminación.',
      'Não é recomendado. Use um pano macio com detergente neutro para não danificar o acabamento.',
    ],
  ),
  q(
    'kitchen',
    ['¿Viene armado?', 'Vem montado?'],
    [
      'Los productos que requieren armado vienen con instrucciones y herrajes. Puede sumar el servicio de armado o instalación al comprar.',
      'Os produtos que precisam de montagem vêm com instruções e ferragens. Você pode incluir o serviço de montagem ou instalação na compra.',
    ],
  ),
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
