import type { QuestionSeed } from '../types';
import { q } from './seed';

/** Questions for paint, floors, tools, building, bathroom, kitchen. */
export const finishesBuildingQuestions: QuestionSeed[] = [
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
];
