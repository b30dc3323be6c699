EN el principio crió Dios los cielos y la tierra.
Y la tierra estaba desordenada y vacía, y las tinieblas estaban sobre la haz del abismo, y el Espíritu de Dios se movía sobre la haz de las aguas.
Y dijo Dios: Sea la luz: y fué la luz.
Y vió Dios que la luz era buena: y apartó Dios la luz de las tinieblas.
Y llamó Dios á la luz Día, y á las tinieblas llamó Noche: y fué la tarde y la mañana un día.
Y dijo Dios: Haya expansión en medio de las aguas, y separe las aguas de las aguas.
E hizo Dios la expansión, y apartó las aguas que estaban debajo de la expansión, de las aguas que estaban sobre la expansión: y fué así.
Y llamó Dios á la expansión Cielos: y fué la tarde y la mañana el día segundo.
Y dijo Dios: Júntense las aguas que están debajo de los cielos en un lugar, y descúbrase la seca: y fué así.
Y llamó Dios á la seca Tierra, y á la reunión de las aguas llamó Mares: y vió Dios que era bueno.
Y dijo Dios: Produzca la tierra hierba verde, hierba que dé simiente; árbol de fruto que dé fruto según su género, que su simiente esté en él, sobre la tierra: y fué así.
Y produjo la tierra hierba verde, hierba que da simiente según su naturaleza, y árbol que da fruto, cuya simiente está en él, según su género: y vió Dios que era bueno.
Y fué la tarde y la mañana el día tercero.
Y dijo Dios: Sean lumbreras en la expansión de los cielos para apartar el día y la noche: y sean por señales, y para las estaciones, y para días y años;
Y sean por lumbreras en la expansión de los cielos para alumbrar sobre la tierra: y fué así.
E hizo Dios las dos grandes lumbreras; la lumbrera mayor para que señorease en el día, y la lumbrera menor para que señorease en la noche: hizo también las estrellas.
Y púsolas Dios en la expansión de los cielos, para alumbrar sobre la tierra,
Y para señorear en el día y en la noche, y para apartar la luz y las tinieblas: y vió Dios que era bueno.
Y fué la tarde y la mañana el día cuarto.
Y dijo Dios: Produzcan las aguas reptil de ánima viviente, y aves que vuelen sobre la tierra, en la abierta expansión de los cielos.
Y crió Dios las grandes ballenas, y toda cosa viva que anda arrastrando, que las aguas produjeron según su género, y toda ave alada según su especie: y vió Dios que era bueno.
Y Dios los bendijo diciendo: Fructificad y multiplicad, y henchid las aguas en los mares, y las aves se multipliquen en la tierra.
Y fué la tarde y la mañana el día quinto.
Y dijo Dios: Produzca la tierra seres vivientes según su género, bestias y serpientes y animales de la tierra según su especie: y fué así.
E hizo Dios animales de la tierra según su género, y ganado según su género, y todo animal que anda arrastrando sobre la tierra según su especie: y vió Dios que era bueno.
Y dijo Dios: Hagamos al hombre á nuestra imagen, conforme á nuestra semejanza; y señoree en los peces de la mar, y en las aves de los cielos, y en las bestias, y en toda la tierra, y en todo animal que anda arrastrando sobre la tierra.
Y crió Dios al hombre á su imagen, á imagen de Dios lo crió; varón y hembra los crió.
Y los bendijo Dios; y díjoles Dios: Fructificad y multiplicad, y henchid la tierra, y sojuzgadla, y señoread en los peces de la mar, y en las aves de los cielos, y en todas las bestias que se mueven sobre la tierra.
Y dijo Dios: He aquí que os he dado toda hierba que da simiente, que está sobre la haz de toda la tierra; y todo árbol en que hay fruto de árbol que da simiente, seros ha para comer.
Y á toda bestia de la tierra, y á todas las aves de los cielos, y á todo lo que se mueve sobre la tierra, en que hay vida, toda hierba verde les será para comer: y fué así.
Y vió Dios todo lo que había hecho, y he aquí que era bueno en gran manera. Y fué la tarde y la mañana el día sexto.
Y OÍA él las palabras de los hijos de Labán, que decían: Jacob ha tomado todo lo que era de nuestro padre; y de lo que era de nuestro padre ha adquirido toda esta grandeza.
Miraba también Jacob el semblante de Labán, y veía que no era para con él como ayer y antes de ayer.
También Jehová dijo á Jacob: Vuélvete á la tierra de tus padres, y á tu parentela; que yo seré contigo.
Y envió Jacob, y llamó á Rachêl y á Lea al campo á sus ovejas,
Y díjoles: Veo que el semblante de vuestro padre no es para conmigo como ayer y antes de ayer: mas el Dios de mi padre ha sido conmigo.
Y vosotras sabéis que con todas mis fuerzas he servido á vuestro padre:
Y vuestro padre me ha engañado, y me ha mudado el salario diez veces: pero Dios no le ha permitido que me hiciese mal.
Si él decía así: Los pintados serán tu salario; entonces todas las ovejas parían pintados: y si decía así: Los listados serán tu salario; entonces todas las ovejas parían listados.
Así quitó Dios el ganado de vuestro padre, y diómelo á mí.
Y sucedió que al tiempo que las ovejas se recalentaban, alcé yo mis ojos y vi en sueños, y he aquí los machos que cubrían á las hembras eran listados, pintados y abigarrados.
Y díjome el ángel de Dios en sueños: Jacob. Y yo dije: Heme aquí.
Y él dijo: Alza ahora tus ojos, y verás todos los machos que cubren á las ovejas listados, pintados y abigarrados; porque yo he visto todo lo que Labán te ha hecho.
Yo soy el Dios de Beth-el, donde tú ungiste el título, y donde me hiciste un voto. Levántate ahora, y sal de esta tierra, y vuélvete á la tierra de tu naturaleza.
Y respondió Rachêl y Lea, y dijéronle: ¿Tenemos ya parte ni heredad en la casa de nuestro padre?
¿No nos tiene ya como por extrañas, pues que nos vendió, y aun se ha comido del todo nuestro precio?
Porque toda la riqueza que Dios ha quitado á nuestro padre, nuestra es y de nuestros hijos: ahora pues, haz todo lo que Dios te ha dicho.
Entonces se levantó Jacob, y subió sus hijos y sus mujeres sobre los camellos.
Y puso en camino todo su ganado, y toda su hacienda que había adquirido, el ganado de su ganancia que había obtenido en Padan-aram, para volverse á Isaac su padre en la tierra de Canaán.
Y Labán había ido á trasquilar sus ovejas: y Rachêl hurtó los ídolos de su padre.
Y recató Jacob el corazón de Labán Arameo, en no hacerle saber que se huía.
Huyó, pues, con todo lo que tenía; y levantóse, y pasó el río, y puso su rostro al monte de Galaad.
Y fué dicho á Labán al tercero día como Jacob se había huído.
Entonces tomó á sus hermanos consigo, y fué tras él camino de siete días, y alcanzóle en el monte de Galaad.
Y vino Dios á Labán Arameo en sueños aquella noche, y le dijo: Guárdate que no hables á Jacob descomedidamente.
Alcanzó pues Labán á Jacob, y éste había fijado su tienda en el monte: y Labán plantóla con sus hermanos en el monte de Galaad.
Y dijo Labán á Jacob: ¿Qué has hecho, que me hurtaste el corazón, y has traído á mis hijas como prisioneras de guerra?
¿Por qué te escondiste para huir, y me hurtaste, y no me diste noticia, para que yo te enviara con alegría y con cantares, con tamborín y vihuela?
Que aun no me dejaste besar mis hijos y mis hijas. Ahora locamente has hecho.
Poder hay en mi mano para haceros mal: mas el Dios de vuestro padre me habló anoche diciendo: Guárdate que no hables á Jacob descomedidamente.
Y ya que te ibas, porque tenías deseo de la casa de tu padre, ¿por qué me hurtaste mis dioses?
Y Jacob respondió, y dijo á Labán: Porque tuve miedo; pues dije, que quizá me quitarías por fuerza tus hijas.
En quien hallares tus dioses, no viva: delante de nuestros hermanos reconoce lo que yo tuviere tuyo, y llévatelo. Jacob no sabía que Rachêl los había hurtado.
Y entró Labán en la tienda de Jacob, y en la tienda de Lea, y en la tienda de las dos siervas, y no los halló, y salió de la tienda de Lea, y vino á la tienda de Rachêl.
Y tomó Rachêl los ídolos, y púsolos en una albarda de un camello, y sentóse sobre ellos: y tentó Labán toda la tienda, y no los halló.
Y ella dijo á su padre: No se enoje mi señor, porque no me puedo levantar delante de ti; pues estoy con la costumbre de las mujeres. Y él buscó, pero no halló los ídolos.
Entonces Jacob se enojó, y regañó con Labán; y respondió Jacob y dijo á Labán: ¿Qué prevaricación es la mía? ¿cuál es mi pecado, que con tanto ardor has venido en seguimiento mío?
Pues que has tentado todos mis muebles, ¿qué has hallado de todas las alhajas de tu casa? Ponlo aquí delante de mis hermanos y tuyos, y juzguen entre nosotros ambos.
Estos veinte años he estado contigo: tus ovejas y tus cabras nunca abortaron, ni yo comí carnero de tus ovejas.
Nunca te traje lo arrebatado por las fieras; yo pagaba el daño; lo hurtado así de día como de noche, de mi mano lo requerías.
De día me consumía el calor, y de noche la helada, y el sueño se huía de mis ojos.
Así he estado veinte años en tu casa: catorce años te serví por tus dos hijas, y seis años por tu ganado; y has mudado mi salario diez veces.
Si el Dios de mi padre, el Dios de Abraham, y el temor de Isaac, no fuera conmigo, de cierto me enviarías ahora vacío: vió Dios mi aflicción y el trabajo de mis manos, y reprendióte anoche.
Y respondió Labán, y dijo á Jacob: Las hijas son hijas mías, y los hijos, hijos míos son, y las ovejas son mis ovejas, y todo lo que tú ves es mío: ¿y qué puedo yo hacer hoy á estas mis hijas, ó á sus hijos que ellas han parido?
Ven pues ahora, y hagamos alianza yo y tú; y sea en testimonio entre mí y entre ti.
Entonces Jacob tomó una piedra, y levantóla por título.
Y dijo Jacob á sus hermanos: Coged piedras. Y tomaron piedras é hicieron un majano; y comieron allí sobre aquel majano.
Y llamólo Labán Jegar Sahadutha: y lo llamó Jacob Galaad.
Porque Labán dijo: Este majano es testigo hoy entre mí y entre ti; por eso fué llamado su nombre Galaad;
Y Mizpa, por cuanto dijo: Atalaye Jehová entre mí y entre ti, cuando nos apartáremos el uno del otro.
Si afligieres mis hijas, ó si tomares otras mujeres además de mis hijas, nadie está con nosotros; mira, Dios es testigo entre mí y entre ti.
Dijo más Labán á Jacob: He aquí este majano, y he aquí este título, que he erigido entre mí y ti.
Testigo sea este majano, y testigo sea este título, que ni yo pasaré contra ti este majano, ni tú pasarás contra mí este majano ni este título, para mal.
El Dios de Abraham, y el Dios de Nachôr juzgue entre nosotros, el Dios de sus padres. Y Jacob juró por el temor de Isaac su padre.
Entonces Jacob inmoló víctimas en el monte, y llamó á sus hermanos á comer pan: y comieron pan, y durmieron aquella noche en el monte.
Y levantóse Labán de mañana, y besó sus hijos y sus hijas, y los bendijo; y retrocedió y volvióse á su lugar.
Y JEHOVÁ dijo á Moisés: Una plaga traeré aún sobre Faraón, y sobre Egipto; después de la cual él os dejará ir de aquí; y seguramente os echará de aquí del todo.
Habla ahora al pueblo, y que cada uno demande á su vecino, y cada una á su vecina, vasos de plata y de oro.
Y Jehová dió gracia al pueblo en los ojos de los Egipcios. También Moisés era muy gran varón en la tierra de Egipto, á los ojos de los siervos de Faraón, y á los ojos del pueblo.
Y dijo Moisés: Jehová ha dicho así: A la media noche yo saldré por medio de Egipto,
Y morirá todo primogénito en tierra de Egipto, desde el primogénito de Faraón que se sienta en su trono, hasta el primogénito de la sierva que está tras la muela; y todo primogénito de las bestias.
Y habrá gran clamor por toda la tierra de Egipto, cual nunca fué, ni jamás será.
Mas entre todos los hijos de Israel, desde el hombre hasta la bestia, ni un perro moverá su lengua: para que sepáis que hará diferencia Jehová entre los Egipcios y los Israelitas.
Y descenderán á mí todos estos tus siervos, é inclinados delante de mí dirán: Sal tú, y todo el pueblo que está bajo de ti; y después de esto yo saldré. Y salióse muy enojado de con Faraón.
Y Jehová dijo á Moisés: Faraón no os oirá, para que mis maravillas se multipliquen en la tierra de Egipto.
Y Moisés y Aarón hicieron todos estos prodigios delante de Faraón: mas Jehová había endurecido el corazón de Faraón, y no envió á los hijos de Israel fuera de su país.
Y LLAMÓ Jehová á Moisés, y habló con él desde el tabernáculo del testimonio, diciendo:
Habla á los hijos de Israel, y diles: Cuando alguno de entre vosotros ofreciere ofrenda á Jehová, de ganado vacuno ú ovejuno haréis vuestra ofrenda.
Si su ofrenda fuere holocausto de vacas, macho sin tacha lo ofrecerá: de su voluntad lo ofrecerá á la puerta del tabernáculo del testimonio delante de Jehová.
Y pondrá su mano sobre la cabeza del holocausto; y él lo aceptará para expiarle.
Entonces degollará el becerro en la presencia de Jehová; y los sacerdotes, hijos de Aarón, ofrecerán la sangre, y la rociarán alrededor sobre el altar, el cual está á la puerta del tabernáculo del testimonio.
Y desollará el holocausto, y lo dividirá en sus piezas.
Y los hijos de Aarón sacerdote pondrán fuego sobre el altar, y compondrán la leña sobre el fuego.
Luego los sacerdotes, hijos de Aarón, acomodarán las piezas, la cabeza y el redaño, sobre la leña que está sobre el fuego, que habrá encima del altar:
Y lavará con agua sus intestinos y sus piernas: y el sacerdote hará arder todo sobre el altar: holocausto es, ofrenda encendida de olor suave á Jehová.
Y si su ofrenda para holocausto fuere de ovejas, de los corderos, ó de las cabras, macho sin defecto lo ofrecerá.
Y ha de degollarlo al lado septentrional del altar delante de Jehová: y los sacerdotes, hijos de Aarón, rociarán su sangre sobre el altar alrededor.
Y lo dividirá en sus piezas, con su cabeza y su redaño; y el sacerdote las acomodará sobre la leña que está sobre el fuego, que habrá encima del altar;
Y lavará sus entrañas y sus piernas con agua; y el sacerdote lo ofrecerá todo, y harálo arder sobre el altar; holocausto es, ofrenda encendida de olor suave á Jehová.
Y si el holocausto se hubiere de ofrecer á Jehová de aves, presentará su ofrenda de tórtolas, ó de palominos.
Y el sacerdote la ofrecerá sobre el altar, y ha de quitarle la cabeza, y hará que arda en el altar; y su sangre será exprimida sobre la pared del altar.
Y le ha de quitar el buche y las plumas, lo cual echará junto al altar, hacia el oriente, en el lugar de las cenizas.
Y la henderá por sus alas, mas no la dividirá en dos: y el sacerdote la hará arder sobre el altar, sobre la leña que estará en el fuego; holocausto es, ofrenda encendida de olor suave á Jehová.
Y HABLÓ Jehová á Moisés y á Aarón, diciendo:
Toma la cuenta de los hijos de Coath de entre los hijos de Leví, por sus familias, por las casas de sus padres,
De edad de treinta años arriba hasta cincuenta años, todos los que entran en compañía, para hacer servicio en el tabernáculo del testimonio.
Este será el oficio de los hijos de Coath en el tabernáculo del testimonio, en el lugar santísimo:
Cuando se hubiere de mudar el campo, vendrán Aarón y sus hijos, y desarmarán el velo de la tienda, y cubrirán con él el arca del testimonio:
Y pondrán sobre ella la cubierta de pieles de tejones, y extenderán encima el paño todo de cárdeno, y le pondrán sus varas.
Y sobre la mesa de la proposición extenderán el paño cárdeno, y pondrán sobre ella las escudillas, y las cucharas, y las copas, y los tazones para libar: y el pan continuo estará sobre ella.
Y extenderán sobre ella el paño de carmesí colorado, y lo cubrirán con la cubierta de pieles de tejones; y le pondrán sus varas.
Y tomarán un paño cárdeno, y cubrirán el candelero de la luminaria; y sus candilejas, y sus despabiladeras, y sus platillos, y todos sus vasos del aceite con que se sirve;
Y lo pondrán con todos sus vasos en una cubierta de pieles de tejones, y lo colocarán sobre unas parihuelas.
Y sobre el altar de oro extenderán el paño cárdeno, y le cubrirán con la cubierta de pieles de tejones, y le pondrán sus varales.
Y tomarán todos los vasos del servicio, de que hacen uso en el santuario, y los pondrán en un paño cárdeno, y los cubrirán con una cubierta de pieles de tejones, y los colocarán sobre unas parihuelas.
Y quitarán la ceniza del altar, y extenderán sobre él un paño de púrpura:
Y pondrán sobre él todos sus instrumentos de que se sirve: las paletas, los garfios, los braseros, y los tazones, todos los vasos del altar; y extenderán sobre él la cubierta de pieles de tejones, y le pondrán además las varas.
Y en acabando Aarón y sus hijos de cubrir el santuario y todos los vasos del santuario, cuando el campo se hubiere de mudar, vendrán después de ello los hijos de Coath para conducir: mas no tocarán cosa santa, que morirán. Estas serán las cargas de los hijos de Coath en el tabernáculo del testimonio.
Empero al cargo de Eleazar, hijo de Aarón el sacerdote, estará el aceite de la luminaria, y el perfume aromático, y el presente continuo, y el aceite de la unción; el cargo de todo el tabernáculo, y de todo lo que está en él, en el santuario, y en sus vasos.
Y habló Jehová á Moisés y á Aarón, diciendo:
No cortaréis la tribu de las familias de Coath de entre los Levitas;
Mas esto haréis con ellos, para que vivan, y no mueran cuando llegaren al lugar santísimo: Aarón y sus hijos vendrán y los pondrán á cada uno en su oficio, y en su cargo.
No entrarán para ver, cuando cubrieren las cosas santas; que morirán.
Y habló Jehová á Moisés diciendo:
Toma también la cuenta de los hijos de Gersón por las casas de sus padres, por sus familias.
De edad de treinta años arriba hasta cincuenta años los contarás; todos los que entran en compañía, para hacer servicio en el tabernáculo del testimonio.
Este será el oficio de las familias de Gersón, para ministrar y para llevar:
Llevarán las cortinas del tabernáculo, y el tabernáculo del testimonio, su cubierta, y la cubierta de pieles de tejones que está sobre él encima, y el pabellón de la puerta del tabernáculo del testimonio,
Y las cortinas del atrio, y el pabellón de la puerta del atrio, que está cerca del tabernáculo y cerca del altar alrededor, y sus cuerdas, y todos los instrumentos de su servicio, y todo lo que será hecho para ellos: así servirán.
Según la orden de Aarón y de sus hijos será todo el ministerio de los hijos de Gersón en todos sus cargos, y en todo su servicio: y les encomendaréis en guarda todos sus cargos.
Este es el servicio de las familias de los hijos de Gersón en el tabernáculo del testimonio: y el cargo de ellos estará bajo la mano de Ithamar, hijo de Aarón el sacerdote.
Contarás los hijos de Merari por sus familias, por las casas de sus padres.
Desde el de edad de treinta años arriba hasta el de cincuenta años, los contarás; todos los que entran en compañía, para hacer servicio en el tabernáculo del testimonio.
Y este será el deber de su cargo para todo su servicio en el tabernáculo del testimonio: las tablas del tabernáculo, y sus barras, y sus columnas, y sus basas,
Y las columnas del atrio alrededor, y sus basas, y sus estacas, y sus cuerdas con todos sus instrumentos, y todo su servicio; y contaréis por sus nombres todos los vasos de la guarda de su cargo.
Este será el servicio de las familias de los hijos de Merari para todo su ministerio en el tabernáculo del testimonio, bajo la mano de Ithamar, hijo de Aarón el sacerdote.
Moisés, pues, y Aarón, y los jefes de la congregación, contaron los hijos de Coath por sus familias, y por las casas de sus padres,
Desde el de edad de treinta años arriba hasta el de edad de cincuenta años; todos los que entran en compañía, para ministrar en el tabernáculo del testimonio.
Y fueron los contados de ellos por sus familias, dos mil setecientos y cincuenta.
Estos fueron los contados de las familias de Coath, todos los que ministran en el tabernáculo del testimonio, los cuales contaron Moisés y Aarón, como lo mandó Jehová por mano de Moisés.
Y los contados de los hijos de Gersón, por sus familias, y por las casas de sus padres,
Desde el de edad de treinta años arriba hasta el de edad de cincuenta años, todos los que entran en compañía, para ministrar en el tabernáculo del testimonio;
Los contados de ellos por sus familias, por las casas de sus padres, fueron dos mil seiscientos y treinta.
Estos son los contados de las familias de los hijos de Gersón, todos los que ministran en el tabernáculo del testimonio, los cuales contaron Moisés y Aarón por mandato de Jehová.
Y los contados de las familias de los hijos de Merari, por sus familias, por las casas de sus padres,
Desde el de edad de treinta años arriba hasta el de edad de cincuenta años, todos los que entran en compañía, para ministrar en el tabernáculo del testimonio:
Los contados de ellos, por sus familias, fueron tres mil y doscientos.
Estos fueron los contados de las familias de los hijos de Merari, los cuales contaron Moisés y Aarón, según lo mandó Jehová por mano de Moisés.
Todos los contados de los Levitas, que Moisés y Aarón y los jefes de Israel contaron por sus familias, y por las casas de sus padres,
Desde el de edad de treinta años arriba hasta el de edad de cincuenta años, todos los que entraban para ministrar en el servicio, y tener cargo de obra en el tabernáculo del testimonio;
Los contados de ellos fueron ocho mil quinientos y ochenta,
Como lo mandó Jehová por mano de Moisés fueron contados, cada uno según su oficio, y según su cargo; los cuales contó él, como le fué mandado.
Y JEHOVÁ habló á Moisés, diciendo:
Manda á los hijos de Israel, y diles: Cuando hubiereis entrado en la tierra de Canaán, es á saber, la tierra que os ha de caer en heredad, la tierra de Canaán según sus términos;
Tendréis el lado del mediodía desde el desierto de Zin hasta los términos de Edom; y os será el término del mediodía al extremo del mar salado hacia el oriente:
Y este término os irá rodeando desde el mediodía hasta la subida de Acrabbim, y pasará hasta Zin; y sus salidas serán del mediodía á Cades-barnea; y saldrá á Hasar-addar, y pasará hasta Asmón;
Y rodeará este término, desde Asmón hasta el torrente de Egipto, y sus remates serán al occidente.
Y el término occidental os será la gran mar: este término os será el término occidental.
Y el término del norte será este: desde la gran mar os señalaréis el monte de Hor;
Del monte de Hor señalaréis á la entrada de Hamath, y serán las salidas de aquel término á Sedad;
Y saldrá este término á Ziphón, y serán sus remates en Hasar-enán: este os será el término del norte.
Y por término al oriente os señalaréis desde Hasar-enán hasta Sepham;
Y bajará este término desde Sepham á Ribla, al oriente de Ain: y descenderá el término, y llegará á la costa de la mar de Cinnereth al oriente;
Después descenderá este término al Jordán, y serán sus salidas al mar Salado: esta será vuestra tierra: por sus términos alrededor.
Y mandó Moisés á los hijos de Israel, diciendo: Esta es la tierra que heredaréis por suerte, la cual mandó Jehová que diese á las nueve tribus, y á la media tribu:
Porque la tribu de los hijos de Rubén según las casas de sus padres, y la tribu de los hijos de Gad según las casas de sus padres, y la media tribu de Manasés, han tomado su herencia:
Dos tribus y media tomaron su heredad de esta parte del Jordán de Jericó al oriente, al nacimiento del sol.
Y habló Jehová á Moisés, diciendo:
Estos son los nombres de los varones que os aposesionarán la tierra: Eleazar el sacerdote, y Josué hijo de Nun.
Tomaréis también de cada tribu un príncipe, para dar la posesión de la tierra.
Y estos son los nombres de los varones: De la tribu de Judá, Caleb hijo de Jephone.
Y de la tribu de los hijos de Simeón, Samuel hijo de Ammiud.
De la tribu de Benjamín, Elidad hijo de Chislón.
Y de la tribu de los hijos de Dan, el príncipe Bucci hijo de Jogli.
De los hijos de José: de la tribu de los hijos de Manasés, el príncipe Haniel hijo de Ephod.
Y de la tribu de los hijos de Ephraim, el príncipe Chêmuel hijo de Siphtán.
Y de la tribu de los hijos de Zabulón, el príncipe Elisaphán hijo de Pharnach.
Y de la tribu de los hijos de Issachâr, el príncipe Paltiel hijo de Azan.
Y de la tribu de los hijos de Aser, el príncipe Ahiud hijo de Selomi.
Y de la tribu de los hijos de Nephtalí, el príncipe Pedael hijo de Ammiud.
Estos son á los que mandó Jehová que hiciesen la partición de la herencia á los hijos de Israel en la tierra de Canaán.
Y SERÁ que, si oyeres diligente la voz de Jehová tu Dios, para guardar, para poner por obra todos sus mandamientos que yo te prescribo hoy, también Jehová tu Dios te pondrá alto sobre todas las gentes de la tierra;
Y vendrán sobre ti todas estas bendiciones, y te alcanzarán, cuando oyeres la voz de Jehová tu Dios.
Bendito serás tú en la ciudad, y bendito tú en el campo.
Bendito el fruto de tu vientre, y el fruto de tu bestia, la cría de tus vacas, y los rebaños de tus ovejas.
Bendito tu canastillo y tus sobras.
Bendito serás en tu entrar, y bendito en tu salir.
Pondrá Jehová á tus enemigos que se levantaren contra ti, de rota batida delante de ti: por un camino saldrán á ti, por siete caminos huirán delante de ti.
Enviará Jehová contigo la bendición en tus graneros, y en todo aquello en que pusieres tu mano; y te bendecirá en la tierra que Jehová tu Dios te da.
Confirmarte ha Jehová por pueblo suyo santo, como te ha jurado, cuando guardares los mandamientos de Jehová tu Dios, y anduvieres en sus caminos.
Y verán todos los pueblos de la tierra que el nombre de Jehová es llamado sobre ti, y te temerán.
Y te hará Jehová sobreabundar en bienes, en el fruto de tu vientre, y en el fruto de tu bestia, y en el fruto de tu tierra, en el país que juró Jehová á tus padres que te había de dar.
Abrirte ha Jehová su buen depósito, el cielo, para dar lluvia á tu tierra en su tiempo, y para bendecir toda obra de tus manos. Y prestarás á muchas gentes, y tú no tomarás emprestado.
Y te pondrá Jehová por cabeza, y no por cola: y estarás encima solamente, y no estarás debajo; cuando obedecieres á los mandamientos de Jehová tu Dios, que yo te ordeno hoy, para que los guardes y cumplas.
Y no te apartes de todas las palabras que yo os mando hoy, ni á diestra ni á siniestra, para ir tras dioses ajenos para servirles.
Y será, si no oyeres la voz de Jehová tu Dios, para cuidar de poner por obra todos sus mandamientos y sus estatutos, que yo te intimo hoy, que vendrán sobre ti todas estas maldiciones, y te alcanzarán.
Maldito serás tu en la ciudad, y maldito en el campo.
Maldito tu canastillo, y tus sobras.
Maldito el fruto de tu vientre, y el fruto de tu tierra, y la cría de tus vacas, y los rebaños de tus ovejas.
Maldito serás en tu entrar, y maldito en tu salir.
Y Jehová enviará contra ti la maldición, quebranto y asombro en todo cuanto pusieres mano é hicieres, hasta que seas destruído, y perezcas presto á causa de la maldad de tus obras, por las cuales me habrás dejado.
Jehová hará que se te pegue mortandad, hasta que te consuma de la tierra á la cual entras para poseerla.
Jehová te herirá de tisis, y de fiebre, y de ardor, y de calor, y de cuchillo, y de calamidad repentina, y con añublo; y perseguirte han hasta que perezcas.
Y tus cielos que están sobre tu cabeza, serán de metal; y la tierra que está debajo de ti, de hierro.
Dará Jehová por lluvia á tu tierra polvo y ceniza: de los cielos descenderán sobre ti hasta que perezcas.
Jehová te entregará herido delante de tus enemigos: por un camino saldrás á ellos, y por siete caminos huirás delante de ellos: y serás sacudido á todos los reinos de la tierra.
Y será tu cuerpo muerto por comida á toda ave del cielo y bestia de la tierra, y no habrá quien las espante.
Jehová te herirá de la plaga de Egipto, y con almorranas, y con sarna, y con comezón, de que no puedas ser curado.
Jehová te herirá con locura, y con ceguedad, y con pasmo de corazón.
Y palparás al mediodía, como palpa el ciego en la oscuridad, y no serás prosperado en tus caminos: y nunca serás sino oprimido y robado todos los días, y no habrá quien te salve.
Te desposarás con mujer, y otro varón dormirá con ella; edificarás casa, y no habitarás en ella; plantarás viña, y no la vendimiarás.
Tu buey será matado delante de tus ojos, y tú no comerás de él; tu asno será arrebatado de delante de ti, y no se te volverá; tus ovejas serán dadas á tus enemigos, y no tendrás quien te las rescate.
Tus hijos y tus hijas serán entregados á otro pueblo, y tus ojos lo verán, y desfallecerán por ellos todo el día: y no habrá fuerza en tu mano.
El fruto de tu tierra y todo tu trabajo comerá pueblo que no conociste; y nunca serás sino oprimido y quebrantado todos los días.
Y enloquecerás á causa de lo que verás con tus ojos.
Herirte ha Jehová con maligna pústula en las rodillas y en las piernas, sin que puedas ser curado: aun desde la planta de tu pie hasta tu mollera.
Jehová llevará á ti, y á tu rey que hubieres puesto sobre ti, á gente que no conociste tú ni tus padres; y allá servirás á dioses ajenos, al palo y á la piedra.
Y serás por pasmo, por ejemplo y por fábula, á todos los pueblos á los cuales te llevará Jehová.
Sacarás mucha simiente al campo, y cogerás poco; porque la langosta lo consumirá.
Plantarás viñas y labrarás, mas no beberás vino, ni cogerás uvas; porque el gusano las comerá.
Tendrás olivas en todo tu término, mas no te ungirás con el aceite; porque tu aceituna se caerá.
Hijos é hijas engendrarás, y no serán para ti; porque irán en cautiverio.
Toda tu arboleda y el fruto de tu tierra consumirá la langosta.
El extranjero que estará en medio de ti subirá sobre ti muy alto, y tú serás puesto muy bajo.
El te prestará á ti, y tú no prestarás á él: él será por cabeza, y tú serás por cola.
Y vendrán sobre ti todas estas maldiciones, y te perseguirán, y te alcanzarán hasta que perezcas; por cuanto no habrás atendido á la voz de Jehová tu Dios, para guardar sus mandamientos y sus estatutos, que él te mandó:
Y serán en ti por señal y por maravilla, y en tu simiente para siempre.
Por cuanto no serviste á Jehová tu Dios con alegría y con gozo de corazón, por la abundancia de todas las cosas;
Servirás por tanto á tus enemigos que enviare Jehová contra ti, con hambre y con sed y con desnudez, y con falta de todas las cosas; y él pondrá yugo de hierro sobre tu cuello, hasta destruirte.
Jehová traerá sobre ti gente de lejos, del cabo de la tierra, que vuele como águila, gente cuya lengua no entiendas;
Gente fiera de rostro, que no tendrá respeto al anciano, ni perdonará al niño:
Y comerá el fruto de tu bestia y el fruto de tu tierra, hasta que perezcas: y no te dejará grano, ni mosto, ni aceite, ni la cría de tus vacas, ni los rebaños de tus ovejas, hasta destruirte.
Y te pondrá cerco en todas tus ciudades, hasta que caigan tus muros altos y encastillados en que tú confías, en toda tu tierra: te cercará, pues, en todas tus ciudades y en toda tu tierra, que Jehová tu Dios te habrá dado.
Y comerás el fruto de tu vientre, la carne de tus hijos y de tus hijas que Jehová tu Dios te dió, en el cerco y en el apuro con que te angustiará tu enemigo.
El hombre tierno en ti, y el muy delicado, su ojo será maligno para con su hermano, y para con la mujer de su seno, y para con el resto de sus hijos que le quedaren;
Para no dar á alguno de ellos de la carne de sus hijos, que él comerá, porque nada le habrá quedado, en el cerco y en el apuro con que tu enemigo te oprimirá en todas tus ciudades.
La tierna y la delicada entre vosotros, que nunca la planta de su pie probó á sentar sobre la tierra, de ternura y delicadeza, su ojo será maligno para con el marido de su seno, y para con su hijo, y para con su hija,
Y para con su chiquita que sale de entre sus pies, y para con sus hijos que pariere; pues los comerá escondidamente, á falta de todo, en el cerco y en el apuro con que tu enemigo te oprimirá en tus ciudades.
Si no cuidares de poner por obra todas las palabras de aquesta ley que están escritas en este libro, temiendo este nombre glorioso y terrible, JEHOVÁ TU DIOS,
Jehová aumentará maravillosamente tus plagas y las plagas de tu simiente, plagas grandes y estables, y enfermedades malignas y duraderas;
Y hará volver sobre ti todos los males de Egipto, delante de los cuales temiste, y se te pegarán.
Asimismo toda enfermedad y toda plaga que no está escrita en el libro de esta ley, Jehová la enviará sobre ti, hasta que tú seas destruído.
Y quedaréis en poca gente, en lugar de haber sido como las estrellas del cielo en multitud; por cuanto no obedeciste á la voz de Jehová tu Dios.
Y será que como Jehová se gozó sobre vosotros para haceros bien, y para multiplicaros, así se gozará Jehová sobre vosotros para arruinaros, y para destruiros; y seréis arrancados de sobre la tierra, á la cual entráis para poseerla.
Y Jehová te esparcirá por todos los pueblos, desde el un cabo de la tierra hasta el otro cabo de ella; y allí servirás á dioses ajenos que no conociste tú ni tus padres, al leño y á la piedra.
Y ni aun entre las mismas gentes descansarás, ni la planta de tu pie tendrá reposo; que allí te dará Jehová corazón temeroso, y caimiento de ojos, y tristeza de alma:
Y tendrás tu vida como colgada delante de ti, y estarás temeroso de noche y de día, y no confiarás de tu vida.
Por la mañana dirás: ¡Quién diera fuese la tarde! y á la tarde dirás: ¡Quién diera fuese la mañana! por el miedo de tu corazón con que estarás amedrentado, y por lo que verán tus ojos.
Y Jehová te hará tornar á Egipto en navíos por el camino del cual te ha dicho: Nunca más volveréis: y allí seréis vendidos á vuestros enemigos por esclavos y por esclavas, y no habrá quien os compre.
Y JUNTANDO Josué todas las tribus de Israel en Sichêm, llamó á los ancianos de Israel, y á sus príncipes, á sus jueces, y á sus oficiales; y presentáronse delante de Dios.
Y dijo Josué á todo el pueblo: Así dice Jehová, Dios de Israel: Vuestros padres habitaron antiguamente de esotra parte del río, es á saber, Tharé, padre de Abraham y de Nachôr; y servían á dioses extraños.
Y yo tomé á vuestro padre Abraham de la otra parte del río, y trájelo por toda la tierra de Canaán, y aumenté su generación, y díle á Isaac.
Y á Isaac dí á Jacob y á Esaú: y á Esaú dí el monte de Seir, que lo poseyese: mas Jacob y sus hijos descendieron á Egipto.
Y yo envié á Moisés y á Aarón, y herí á Egipto, al modo que lo hice en medio de él, y después os saqué.
Y saqué á vuestros padres de Egipto: y como llegaron á la mar, los Egipcios siguieron á vuestros padres hasta el mar Bermejo con carros y caballería.
Y como ellos clamasen á Jehová, él puso oscuridad entre vosotros y los Egipcios, é hizo venir sobre ellos la mar, la cual los cubrió: y vuestros ojos vieron lo que hice en Egipto. Después estuvisteis muchos días en el desierto.
Y os introduje en la tierra de los Amorrheos, que habitaban de la otra parte del Jordán, los cuales pelearon contra vosotros; mas yo los entregué en vuestras manos, y poseísteis su tierra, y los destruí de delante de vosotros.
Y levantóse después Balac hijo de Sephor, rey de los Moabitas, y peleó contra Israel; y envió á llamar á Balaam hijo de Beor, para que os maldijese.
Mas yo no quise escuchar á Balaam, antes os bendijo repetidamente, y os libré de sus manos.
Y pasado el Jordán, vinisteis á Jericó; y los moradores de Jericó pelearon contra vosotros: los Amorrheos, Pherezeos, Cananeos, Hetheos, Gergeseos, Heveos, y Jebuseos: y yo los entregué en vuestras manos.
Y envié tábanos delante de vosotros, los cuales los echaron de delante de vosotros, á saber, á los dos reyes de los Amorrheos; no con tu espada, ni con tu arco.
Y os dí la tierra por la cual nada trabajasteis, y las ciudades que no edificasteis, en las cuales moráis; y de las viñas y olivares que no plantasteis, coméis.
Ahora pues, temed á Jehová, y servidle con integridad y en verdad; y quitad de en medio los dioses á los cuales sirvieron vuestros padres de esotra parte del río, y en Egipto; y servid á Jehová.
Y si mal os parece servir á Jehová, escogeos hoy á quién sirváis; si á los dioses á quienes sirvieron vuestros padres, cuando estuvieron de esotra parte del río, ó á los dioses de los Amorrheos en cuya tierra habitáis: que yo y mi casa serviremos á Jehová.
Entonces el pueblo respondió, y dijo: Nunca tal acontezca, que dejemos á Jehová por servir á otros dioses:
Porque Jehová nuestro Dios es el que nos sacó á nosotros y á nuestros padres de la tierra de Egipto, de la casa de servidumbre; el cual delante de nuestros ojos ha hecho estas grandes señales, y nos ha guardado por todo el camino por donde hemos andado, y en todos los pueblos por entre los cuales pasamos.
Y Jehová echó de delante de nosotros á todos los pueblos, y al Amorrheo que habitaba en la tierra: nosotros, pues, también serviremos á Jehová, porque él es nuestro Dios.
Entonces Josué dijo al pueblo: No podréis servir á Jehová, porque él es Dios santo, y Dios celoso; no sufrirá vuestras rebeliones y vuestros pecados.
Si dejareis á Jehová y sirviereis á dioses ajenos, se volverá, y os maltratará, y os consumirá, después que os ha hecho bien.
El pueblo entonces dijo á Josué: No, antes á Jehová serviremos.
Y Josué respondió al pueblo: Vosotros sois testigos contra vosotros mismos, de que os habéis elegido á Jehová para servirle. Y ellos respondieron: Testigos somos.
Quitad, pues, ahora los dioses ajenos que están entre vosotros, é inclinad vuestro corazón á Jehová Dios de Israel.
Y el pueblo respondió á Josué: A Jehová nuestro Dios serviremos, y á su voz obedeceremos.
Entonces Josué hizo alianza con el pueblo el mismo día, y púsole ordenanzas y leyes en Sichêm.
Y escribió Josué estas palabras en el libro de la ley de Dios; y tomando una grande piedra, levantóla allí debajo de un alcornoque que estaba junto al santuario de Jehová.
Y dijo Josué á todo el pueblo: He aquí esta piedra será entre nosotros por testigo, la cual ha oído todas las palabras de Jehová que él ha hablado con nosotros: será, pues, testigo contra vosotros, porque no mintáis contra vuestro Dios.
Y envió Josué al pueblo, cada uno á su heredad.
Y después de estas cosas murió Josué, hijo de Nun, siervo de Jehová, siendo de ciento y diez años.
Y enterráronlo en el término de su posesión en Timnath-sera, que está en el monte de Ephraim, al norte del monte de Gaas.
Y sirvió Israel á Jehová todo el tiempo de Josué, y todo el tiempo de los ancianos que vivieron después de Josué, y que sabían todas las obras de Jehová, que había hecho por Israel.
Y enterraron en Sichêm los huesos de José que los hijos de Israel habían traído de Egipto, en la parte del campo que Jacob compró de los hijos de Hemor padre de Sichêm, por cien corderas; y fué en posesión á los hijos de José.
También murió Eleazar, hijo de Aarón; al cual enterraron en el collado de Phinees su hijo, que le fué dado en el monte de Ephraim.
Y LOS Filisteos, tomada el arca de Dios, trajéronla desde Eben-ezer á Asdod.
Y tomaron los Filisteos el arca de Dios, y metiéronla en la casa de Dagón, y pusiéronla junto á Dagón.
Y el siguiente día los de Asdod se levantaron de mañana, y he aquí Dagón postrado en tierra delante del arca de Jehová: y tomaron á Dagón, y volviéronlo á su lugar.
Y tornándose á levantar de mañana el siguiente día, he aquí que Dagón había caído postrado en tierra delante del arca de Jehová; y la cabeza de Dagón y las dos palmas de sus manos estaban cortadas sobre el umbral, habiéndole quedado á Dagón el tronco solamente.
Por esta causa los sacerdotes de Dagón, y todos los que en el templo de Dagón entran, no pisan el umbral de Dagón en Asdod, hasta hoy.
Empero agravóse la mano de Jehová sobre los de Asdod, y destruyólos, é hiriólos con hemorroides en Asdod y en todos sus términos.
Y viendo esto los de Asdod, dijeron: No quede con nosotros el arca del Dios de Israel, porque su mano es dura sobre nosotros, y sobre nuestro dios Dagón.
Enviaron pues á juntar á sí todos los príncipes de los Filisteos, y dijeron: ¿Qué haremos del arca del Dios de Israel? Y ellos respondieron: Pásese el arca del Dios de Israel á Gath. Y pasaron allá el arca del Dios de Israel.
Y aconteció que como la hubieron pasado, la mano de Jehová fué contra la ciudad con grande quebrantamiento; é hirió los hombres de aquella ciudad desde el chico hasta el grande, que se llenaron de hemorroides.
Entonces enviaron el arca de Dios á Ecrón. Y como el arca de Dios vino á Ecrón, los Ecronitas dieron voces diciendo: Han pasado á mí el arca del Dios de Israel por matarme á mí y á mi pueblo.
Y enviaron á juntar todos los príncipes de los Filisteos, diciendo: Despachad el arca del Dios de Israel, y tórnese á su lugar, y no mate á mí ni á mi pueblo: porque había quebrantamiento de muerte en toda la ciudad, y la mano de Dios se había allí agravado.
Y los que no morían, eran heridos de hemorroides; y el clamor de la ciudad subía al cielo.
LUEGO que oyó el hijo de Saúl que Abner había sido muerto en Hebrón, las manos se le descoyuntaron, y fué atemorizado todo Israel.
Y tenía el hijo de Saúl dos varones, los cuales eran capitanes de compañía, el nombre de uno era Baana, y el del otro Rechâb, hijos de Rimmón Beerothita, de los hijos de Benjamín: (porque Beeroth era contada con Benjamín;
Estos Beerothitas se habían huído á Gittaim, y habían sido peregrinos allí hasta entonces.)
Y Jonathán, hijo de Saúl, tenía un hijo lisiado de los pies de edad de cinco años: que cuando la noticia de la muerte de Saúl y de Jonathán vino de Jezreel, tomóle su ama y huyó; y como iba huyendo con celeridad, cayó el niño y quedó cojo. Su nombre era Mephi-boseth.
Los hijos pues de Rimmón Beerothita, Rechâb y Baana, fueron y entraron en el mayor calor del día en casa de Is-boseth, el cual estaba durmiendo en su cámara la siesta.
Entonces entraron ellos en medio de la casa en hábito de mercaderes de grano, y le hirieron en la quinta costilla. Escapáronse luego Rechâb y Baana su hermano;
Pues como entraron en la casa, estando él en su cama en su cámara de dormir, lo hirieron y mataron, y cortáronle la cabeza, y habiéndola tomado, caminaron toda la noche por el camino de la campiña.
Y trajeron la cabeza de Is-boseth á David en Hebrón, y dijeron al rey: He aquí la cabeza de Is-boseth hijo de Saúl tu enemigo, que procuraba matarte; y Jehová ha vengado hoy á mi señor el rey, de Saúl y de su simiente.
Y David respondió á Rechâb y á su hermano Baana, hijos de Rimmón Beerothita, y díjoles: Vive Jehová que ha redimido mi alma de toda angustia,
Que cuando uno me dió nuevas, diciendo, He aquí Saúl es muerto imaginándose que traía buenas nuevas, yo lo prendí, y le maté en Siclag en pago de la nueva.
¿Cuánto más á los malos hombres que mataron á un hombre justo en su casa, y sobre su cama? Ahora pues, ¿no tengo yo de demandar su sangre de vuestras manos, y quitaros de la tierra?
Entonces David mandó á los mancebos, y ellos los mataron, y cortáronles las manos y los pies, y colgáronlos sobre el estanque, en Hebrón. Luego tomaron la cabeza de Is-boseth, y enterráronla en el sepulcro de Abner en Hebrón.
Y OYENDO la reina de Seba la fama de Salomón en el nombre de Jehová, vino á probarle con preguntas.
Y vino á Jerusalem con muy grande comitiva, con camellos cargados de especias, y oro en grande abundancia, y piedras preciosas: y como vino á Salomón, propúsole todo lo que en su corazón tenía.
Y Salomón le declaró todas sus palabras: ninguna cosa se le escondió al rey, que no le declarase.
Y cuando la reina de Seba vió toda la sabiduría de Salomón, y la casa que había edificado,
Asimismo la comida de su mesa, el asiento de sus siervos, el estado y vestidos de los que le servían, sus maestresalas, y sus holocaustos que sacrificaba en la casa de Jehová, quedóse enajenada.
Y dijo al rey: Verdad es lo que oí en mi tierra de tus cosas y de tu sabiduría;
Mas yo no lo creía, hasta que he venido, y mis ojos han visto, que ni aun la mitad fué lo que se me dijo: es mayor tu sabiduría y bien que la fama que yo había oído.
Bienaventurados tus varones, dichosos estos tus siervos, que están continuamente delante de ti, y oyen tu sabiduría.
Jehová tu Dios sea bendito, que se agradó de ti para ponerte en el trono de Israel; porque Jehová ha amado siempre á Israel, y te ha puesto por rey, para que hagas derecho y justicia.
Y dió ella al rey ciento y veinte talentos de oro, y muy mucha especiería, y piedras preciosas: nunca vino tan grande copia de especias, como la reina de Seba dió al rey Salomón.
La flota de Hiram que había traído el oro de Ophir, traía también de Ophir muy mucha madera de brasil, y piedras preciosas.
Y de la madera de brasil hizo el rey balaustres para la casa de Jehová, y para las casas reales, arpas también y salterios para los cantores: nunca vino tanta madera de brasil, ni se ha visto hasta hoy.
Y el rey Salomón dió á la reina de Seba todo lo que quiso, y todo lo que pidió, además de lo que Salomón le dió como de mano del rey Salomón. Y ella se volvió, y se fué á su tierra con sus criados.
El peso del oro que Salomón tenía de renta cada un año, era seiscientos sesenta y seis talentos de oro;
Sin lo de los mercaderes, y de la contratación de especias, y de todos los reyes de Arabia, y de los principales de la tierra.
Hizo también el rey Salomón doscientos paveses de oro extendido: seiscientos siclos de oro gastó en cada pavés.
Asimismo trescientos escudos de oro extendido, en cada uno de los cuales gastó tres libras de oro: y púsolos el rey en la casa del bosque del Líbano.
Hizo también el rey un gran trono de marfil, el cual cubrió de oro purísimo.
Seis gradas tenía el trono, y lo alto de él era redondo por el respaldo: y de la una parte y de la otra tenía apoyos cerca del asiento, junto á los cuales estaban colocados dos leones.
Estaban también doce leones puestos allí sobre las seis gradas, de la una parte y de la otra: en ningún otro reino se había hecho trono semejante.
Y todos los vasos de beber del rey Salomón eran de oro, y asimismo toda la vajilla de la casa del bosque del Líbano era de oro fino: no había plata; en tiempo de Salomón no era de estima.
Porque el rey tenía la flota que salía á la mar, á Tharsis, con la flota de Hiram: una vez en cada tres años venía la flota de Tharsis, y traía oro, plata, marfil, simios y pavos.
Así excedía el rey Salomón á todos los reyes de la tierra en riquezas y en sabiduría.
Toda la tierra procuraba ver la cara de Salomón, para oir su sabiduría, la cual Dios había puesto en su corazón.
Y todos le llevaban cada año sus presentes: vasos de oro, vasos de plata, vestidos, armas, aromas, caballos y acémilas.
Y juntó Salomón carros y gente de á caballo; y tenía mil cuatrocientos carros, y doce mil jinetes, los cuales puso en las ciudades de los carros, y con el rey en Jerusalem.
Y puso el rey en Jerusalem plata como piedras, y cedros como los cabrahigos que están por los campos en abundancia.
Y sacaban caballos y lienzos á Salomón de Egipto: porque la compañía de los mercaderes del rey compraban caballos y lienzos.
Y venía y salía de Egipto, el carro por seiscientas piezas de plata, y el caballo por ciento y cincuenta; y así los sacaban por mano de ellos todos los reyes de los Hetheos, y de Siria.
EN el tercer año de Oseas hijo de Ela rey de Israel, comenzó á reinar Ezechîas hijo de Achâz rey de Judá.
Cuando comenzó á reinar era de veinticinco años, y reinó en Jerusalem veintinueve años. El nombre de su madrefuéAbi hija de Zachârías.
Hizo lo recto en ojos de Jehová, conforme á todas las cosas que había hecho David su padre.
El quitó los altos, y quebró las imágenes, y taló los bosques, é hizo pedazos la serpiente de bronce que había hecho Moisés, porque hasta entonces le quemaban perfumes los hijos de Israel; y llamóle por nombre Nehustán.
En Jehová Dios de Israel puso su esperanza: después ni antes de él no hubo otro como él en todos los reyes de Judá.
Porque se llegó á Jehová, y no se apartó de él, sino que guardó los mandamientos que Jehová prescribió á Moisés.
Y Jehová fué con él; y en todas las cosas á que salía prosperaba. El se rebeló contra el rey de Asiria, y no le sirvió.
Hirió también á los Filisteos hasta Gaza y sus términos, desde las torres de las atalayas hasta la ciudad fortalecida.
En el cuarto año del rey Ezechîas, que era el año séptimo de Oseas hijo de Ela rey de Israel, subió Salmanasar rey de los Asirios contra Samaria, y cercóla.
Y tomáronla al cabo de tres años; esto es, en el sexto año de Ezechîas, el cual era el año nono de Oseas rey de Israel, fué Samaria tomada.
Y el rey de Asiria traspuso á Israel á Asiria, y púsolos en Hala, y en Habor, junto al río de Gozán, y en las ciudades de los Medos:
Por cuanto no habían atendido la voz de Jehová su Dios, antes habían quebrantado su pacto; y todas las cosas que Moisés siervo de Jehová había mandado, ni las habían escuchado, ni puesto por obra.
Y á los catorce años del rey Ezechîas, subió Sennachêrib rey de Asiria contra todas las ciudades fuertes de Judá, y tomólas.
Entonces Ezechîas rey de Judá envió á decir al rey de Asiria en Lachîs: Yo he pecado: vuélvete de mí, y llevaré todo lo que me impusieres. Y el rey de Asiria impuso á Ezechîas rey de Judá trescientos talentos de plata, y treinta talentos de oro.
Dió por tanto Ezechîas toda la plata que fué hallada en la casa de Jehová, y en los tesoros de la casa real.
Entonces descompuso Ezechîas las puertas del templo de Jehová, y los quiciales que el mismo rey Ezechîas había cubierto de oro, y diólo al rey de Asiria.
Después el rey de Asiria envió al rey Ezechîas, desde Lachîs contra Jerusalem, á Thartán y á Rabsaris y á Rabsaces, con un grande ejército: y subieron, y vinieron á Jerusalem. Y habiendo subido, vinieron y pararon junto al conducto del estanque de arriba, que es en el camino de la heredad del batanero.
Llamaron luego al rey, y salió á ellos Eliacim hijo de Hilcías, que era mayordomo, y Sebna escriba, y Joah hijo de Asaph, canciller.
Y díjoles Rabsaces: Decid ahora á Ezechîas: Así dice el gran rey de Asiria: ¿Qué confianza es esta en que tú estás?
Dices, (por cierto palabras de labios): Consejo tengo y esfuerzo para la guerra. Mas ¿en qué confías, que te has rebelado contra mí?
He aquí tú confías ahora en este bordón de caña cascada, en Egipto, en el que si alguno se apoyare, entrarále por la mano, y se le pasará. Tal es Faraón rey de Egipto, para todos los que en él confían.
Y si me decís: Nosotros confiamos en Jehová nuestro Dios: ¿no es aquél cuyos altos y altares ha quitado Ezechîas, y ha dicho á Judá y á Jerusalem: Delante de este altar adoraréis en Jerusalem?
Por tanto, ahora yo te ruego que des rehenes á mi señor, el rey de Asiria, y yo te daré dos mil caballos, si tú pudieres dar jinetes para ellos.
¿Cómo pues harás volver el rostro de un capitán el menor de los siervos de mi señor, aunque estés confiado en Egipto por sus carros y su gente de á caballo?
Además, ¿he venido yo ahora sin Jehová á este lugar, para destruirlo? Jehová me ha dicho: Sube á esta tierra, y destrúyela.
Entonces dijo Eliacim hijo de Hilcías, y Sebna y Joah, á Rabsaces: Ruégote que hables á tus siervos siriaco, porque nosotros lo entendemos, y no hables con nosotros judaico á oídos del pueblo que está sobre el muro.
Y Rabsaces les dijo: ¿Hame enviado mi señor á ti y á tu señor para decir estas palabras, y no antes á los hombres que están sobre el muro, para comer su estiércol, y beber el agua de sus pies con vosotros?
Paróse luego Rabsaces, y clamó á gran voz en judaico, y habló, diciendo: Oid la palabra del gran rey, el rey de Asiria.
Así ha dicho el rey: No os engañe Ezechîas, porque no os podrá librar de mi mano.
Y no os haga Ezechîas confiar en Jehová, diciendo: De cierto nos librará Jehová, y esta ciudad no será entregada en mano del rey de Asiria.
No oigáis á Ezechîas, porque así dice el rey de Asiria: Haced conmigo paz, y salid á mí, y cada uno comerá de su vid, y de su higuera, y cada uno beberá las aguas de su pozo;
Hasta que yo venga, y os lleve á una tierra como la vuestra, tierra de grano y de vino, tierra de pan y de viñas, tierra de olivas, de aceite, y de miel; y viviréis, y no moriréis. No oigáis á Ezechîas, porque os engaña cuando dice: Jehová nos librará.
¿Acaso alguno de los dioses de las gentes ha librado su tierra de la mano del rey de Asiria?
¿Dónde está el dios de Hamath, y de Arphad? ¿dónde el dios de Sepharvaim, de Hena, y de Hiva? ¿pudieron éstos librar á Samaria de mi mano?
¿Qué dios de todos los dioses de las provincias ha librado á su provincia de mi mano, para que libre Jehová de mi mano á Jerusalem?
Y el pueblo calló, que no le respondieron palabra: porque había mandamiento del rey, el cual había dicho: No le respondáis.
Entonces Eliacim hijo de Hilcías, que era mayordomo, y Sebna el escriba, y Joah hijo de Asaph, canciller, vinieron á Ezechîas, rotos sus vestidos, y recitáronle las palabras de Rabsaces.
SIENDO pues David ya viejo y harto de días, hizo á Salomón su hijo rey sobre Israel.
Y juntando á todos los principales de Israel, y á los sacerdotes y Levitas,
Fueron contados los Levitas de treinta años arriba; y fué el número de ellos por sus cabezas, contados uno á uno, treinta y ocho mil.
De éstos, veinticuatro mil para dar prisa á la obra de la casa de Jehová; y gobernadores y jueces, seis mil;
Además cuatro mil porteros; y cuatro mil para alabar á Jehová, dijo David, con los instrumentos que he hecho para rendir alabanzas.
Y repartiólos David en órdenes conforme á los hijos de Leví, Gersón y Coath y Merari.
Los hijos de Gersón: Ladán, y Simi.
Los hijos de Ladán, tres: Jehiel el primero, después Zetham y Joel.
Los hijos de Simi, tres: Selomith, Haziel, y Arán. Estos fueron los príncipes de las familias de Ladán.
Y los hijos de Simi: Jahath, Zinat, Jeus, y Berías. Estos cuatro fueron los hijos de Simi.
Jahath era el primero, Zinat el segundo; mas Jeus y Berías no multiplicaron en hijos, por lo cual fueron contados por una familia.
Los hijos de Coath: Amram, Ishar, Hebrón, y Uzziel, ellos cuatro.
Los hijos de Amram: Aarón y Moisés. Y Aarón fué apartado para ser dedicado á las más santas cosas, él y sus hijos para siempre, para que quemasen perfumes delante de Jehová, y le ministrasen, y bendijesen en su nombre, para siempre.
Y los hijos de Moisés, varón de Dios, fueron contados en la tribu de Leví.
Los hijos de Moisés fueron Gersón y Eliezer.
Hijo de Gersón fué Sebuel el primero.
E hijo de Eliezer fué Rehabía el primero. Y Eliezer no tuvo otros hijos; mas los hijos de Rehabía fueron muchos.
Hijo de Ishar fué Selomith el primero.
Los hijos de Hebrón: Jería el primero, Amarías el segundo, Jahaziel el tercero, y Jecamán el cuarto.
Los hijos de Uzziel: Michâ el primero, é Isía el segundo.
Los hijos de Merari: Mahali y Musi. Los hijos de Mahali: Eleazar y Cis.
Y murió Eleazar sin hijos, mas tuvo hijas; y los hijos de Cis, sus hermanos, las tomaron por mujeres.
Los hijos de Musi: Mahali, Eder y Jerimoth, ellos tres.
Estos son los hijos de Leví en las familias de sus padres, cabeceras de familias en sus delineaciones, contados por sus nombres, por sus cabezas, los cuales hacían obra en el ministerio de la casa de Jehová, de veinte años arriba.
Porque David dijo: Jehová Dios de Israel ha dado reposo á su pueblo Israel, y el habitar en Jerusalem para siempre.
Y también los Levitas no llevarán más el tabernáculo, y todos sus vasos para su ministerio.
Así que, conforme á las postreras palabras de David, fué la cuenta de los hijos de Leví de veinte años arriba.
Y estaban bajo la mano de los hijos de Aarón, para ministrar en la casa de Jehová, en los atrios y en las cámaras, y en la purificación de toda cosa santificada, y en la demás obra del ministerio de la casa de Dios;
Asimismo para los panes de la proposición, y para la flor de la harina para el sacrificio, y para las hojuelas sin levadura, y para la fruta de sartén, y para lo tostado, y para toda medida y cuenta;
Y para que asistiesen cada mañana todos los días á confesar y alabar á Jehová, y asimismo á la tarde;
Y para ofrecer todos los holocaustos á Jehová los sábados, nuevas lunas, y solemnidades, por la cuenta y forma que tenían, continuamente delante de Jehová.
Y para que tuviesen la guarda del tabernáculo del testimonio, y la guarda del santuario, y las órdenes de los hijos de Aarón sus hermanos, en el ministerio de la casa de Jehová.
DE SIETE años era Joas cuando comenzó á reinar, y cuarenta años reinó en Jerusalem. El nombre de su madre fué Sibia, de Beer-seba.
E hizo Joas lo recto en ojos de Jehová todos los días de Joiada el sacerdote.
Y tomó para él Joiada dos mujeres; y engendró hijos é hijas.
Después de esto aconteció que Joas tuvo voluntad de reparar la casa de Jehová.
Y juntó los sacerdotes y los Levitas, y díjoles: Salid por las ciudades de Judá, y juntad dinero de todo Israel, para que cada año sea reparada la casa de vuestro Dios; y vosotros poned diligencia en el negocio. Mas los Levitas no pusieron diligencia.
Por lo cual el rey llamó á Joiada el principal, y díjole: ¿Por qué no has procurado que los Levitas traigan de Judá y de Jerusalem al tabernáculo del testimonio, la ofrenda que impuso Moisés siervo de Jehová, y de la congregación de Israel?
Porque la impía Athalía y sus hijos habían destruído la casa de Dios, y además habían gastado en los ídolos todas las cosas consagradas á la casa de Jehová.
Mandó pues el rey que hiciesen un arca, la cual pusieron fuera á la puerta de la casa de Jehová;
E hicieron pregonar en Judá y en Jerusalem, que trajesen á Jehová la ofrenda que Moisés siervo de Dios había impuesto á Israel en el desierto.
Y todos los príncipes y todo el pueblo se holgaron: y traían, y echaban en el arca hasta henchirla.
Y como venía el tiempo para llevar el arca al magistrado del rey por mano de los Levitas, cuando veían que había mucho dinero, venía el escriba del rey, y el que estaba puesto por el sumo sacerdote, y llevaban el arca, y vaciábanla, y volvíanla á su lugar: y así lo hacían de día en día, y recogían mucho dinero;
El cual daba el rey y Joiada á los que hacían la obra del servicio de la casa de Jehová, y tomaban canteros y oficiales que reparasen la casa de Jehová, y herreros y metalarios para componer la casa de Jehová.
Hacían pues los oficiales la obra, y por sus manos fué la obra restaurada, y restituyeron la casa de Dios á su condición, y la consolidaron.
Y cuando hubieron acabado, trajeron lo que quedaba del dinero al rey y á Joiada, é hicieron de él vasos para la casa de Jehová, vasos para el servicio, morteros, cucharas, vasos de oro y de plata. Y sacrificaban holocaustos continuamente en la casa de Jehová todos los días de Joiada.
Mas Joiada envejeció, y murió harto de días: de ciento y treinta años era cuando murió.
Y sepultáronlo en la ciudad de David con los reyes, por cuanto había hecho bien con Israel, y para con Dios, y con su casa.
Muerto Joiada, vinieron los príncipes de Judá, é hicieron acatamiento al rey; y el rey los oyó.
Y desampararon la casa de Jehová el Dios de sus padres, y sirvieron á los bosques y á las imágenes esculpidas; y la ira vino sobre Judá y Jerusalem por este su pecado.
Y envióles profetas, para que los redujesen á Jehová, los cuales les protestaron: mas ellos no los escucharon.
Y el espíritu de Dios envistió á Zachârías, hijo de Joiada el sacerdote, el cual estando sobre el pueblo, les dijo: Así ha dicho Dios: ¿Por qué quebrantáis los mandamientos de Jehová? No os vendrá bien de ello; porque por haber dejado á Jehová, él también os dejará.
Mas ellos hicieron conspiración contra él, y cubriéronle de piedras por mandato del rey, en el patio de la casa de Jehová.
No tuvo pues memoria el rey Joas de la misericordia que su padre Joiada había hecho con él, antes matóle su hijo; el cual dijo al morir: Jehová lo vea, y lo requiera.
A la vuelta del año subió contra él el ejército de Siria; y vinieron á Judá y á Jerusalem, y destruyeron en el pueblo á todos los principales de él, y enviaron todos sus despojos al rey á Damasco.
Porque aunque el ejército de Siria había venido con poca gente, Jehová les entregó en sus manos un ejército muy numeroso; por cuanto habían dejado á Jehová el Dios de sus padres. Y con Joas hicieron juicios.
Y yéndose de él los Siros, dejáronlo en muchas enfermedades; y conspiraron contra él sus siervos á causa de las sangres de los hijos de Joiada el sacerdote, é hiriéronle en su cama, y murió: y sepultáronle en la ciudad de David, mas no lo sepultaron en los sepulcros de los reyes.
Los que conspiraron contra él fueron Zabad, hijo de Simath Ammonita, y Jozabad, hijo de Simrith Moabita.
De sus hijos, y de la multiplicación que hizo de las rentas, y de la instauración de la casa de Jehová, he aquí está escrito en la historia del libro de los reyes. Y reinó en su lugar Amasías su hijo.
Y JUNTÓSE todo el pueblo como un solo hombre en la plaza que está delante de la puerta de las Aguas, y dijeron á Esdras el escriba, que trajese el libro de la ley de Moisés, la cual mandó Jehová á Israel.
Y Esdras el sacerdote, trajo la ley delante de la congregación, así de hombres como de mujeres, y de todo entendido para escuchar, el primer día del mes séptimo.
Y leyó en el libro delante de la plaza que está delante de la puerta de las Aguas, desde el alba hasta el medio día, en presencia de hombres y mujeres y entendidos; y los oídos de todo el pueblo estaban atentos al libro de la ley.
Y Esdras el escriba estaba sobre un púlpito de madera, que habían hecho para ello; y junto á él estaban Mathithías, y Sema, y Anías, y Urías, é Hilcías, y Maasías, á su mano derecha; y á su mano izquierda, Pedaía, Misael, y Malchîas, y Hasum, y Hasbedana, Zachârías, y Mesullam.
Abrió pues Esdras el libro á ojos de todo el pueblo, (porque estaba más alto que todo el pueblo); y como lo abrió, todo el pueblo estuvo atento.
Bendijo entonces Esdras á Jehová, Dios grande. Y todo el pueblo respondió, ¡Amén! ¡Amén! alzando sus manos; y humilláronse, y adoraron á Jehová inclinados á tierra.
Y Jesuá, y Bani, y Serebías, Jamín, Accub, Sabethai, Odías, Maasías, Celita, Azarías, Jozabed, Hanán, Pelaía, Levitas, hacían entender al pueblo la ley: y el pueblo estaba en su lugar.
Y leían en el libro de la ley de Dios claramente, y ponían el sentido, de modo que entendiesen la lectura.
Y Nehemías el Tirsatha, y el sacerdote Esdras, escriba, y los Levitas que hacían entender al pueblo, dijeron á todo el pueblo: Día santo es á Jehová nuestro Dios; no os entristezcáis, ni lloréis: porque todo el pueblo lloraba oyendo las palabras de la ley.
Díjoles luego: Id, comed grosuras, y bebed vino dulce, y enviad porciones á los que no tienen prevenido; porque día santo es á nuestro Señor: y no os entristezcáis, porque el gozo de Jehová es vuestra fortaleza.
Los Levitas pues, hacían callar á todo el pueblo, diciendo: Callad, que es día santo, y no os entristezcáis.
Y todo el pueblo se fué á comer y á beber, y á enviar porciones, y á gozar de grande alegría, porque habían entendido las palabras que les habían enseñado.
Y el día siguiente se juntaron los príncipes de las familias de todo el pueblo, sacerdotes, y Levitas, á Esdras escriba, para entender las palabras de la ley.
Y hallaron escrito en la ley que Jehová había mandado por mano de Moisés, que habitasen los hijos de Israel en cabañas en la solemnidad del mes séptimo;
Y que hiciesen saber, y pasar pregón por todas sus ciudades y por Jerusalem, diciendo: Salid al monte, y traed ramos de oliva, y ramos de pino, y ramos de arrayán, y ramos de palmas, y ramos de todo árbol espeso, para hacer cabañas como está escrito.
Salió pues el pueblo, y trajeron, é hiciéronse cabañas, cada uno sobre su terrado, y en sus patios, y en los patios de la casa de Dios, y en la plaza de la puerta de las Aguas, y en la plaza de la puerta de Ephraim.
Y toda la congregación que volvió de la cautividad hicieron cabañas, y en cabañas habitaron; porque desde los días de Josué hijo de Nun hasta aquel día, no habían hecho así los hijos de Israel. Y hubo alegría muy grande.
Y leyó Esdras en el libro de la ley de Dios cada día, desde el primer día hasta el postrero; é hicieron la solemnidad por siete días, y al octavo día congregación, según el rito.
Y RESPONDIÓ Eliphaz Temanita, y dijo:
¿Si proferirá el sabio vana sabiduría, y henchirá su vientre de viento solano?
¿Disputará con palabras inútiles, y con razones sin provecho?
Tú también disipas el temor, y menoscabas la oración delante de Dios.
Porque tu boca declaró tu iniquidad, pues has escogido el hablar de los astutos.
Tu boca te condenará, y no yo; y tus labios testificarán contra ti.
¿Naciste tú primero que Adam? ¿ó fuiste formado antes que los collados?
¿Oíste tú el secreto de Dios, que detienes en ti solo la sabiduría?
¿Qué sabes tú que no sepamos? ¿qué entiendes que no se halle en nosotros?
Entre nosotros también hay cano, también hay viejo mucho mayor en días que tu padre.
¿En tan poco tienes las consolaciones de Dios? ¿tienes acaso alguna cosa oculta cerca de ti?
¿Por qué te enajena tu corazón, y por qué guiñan tus ojos,
Pues haces frente á Dios con tu espíritu, y sacas tales palabras de tu boca?
¿Qué cosa es el hombre para que sea limpio, y que se justifique el nacido de mujer?
He aquí que en sus santos no confía, y ni los cielos son limpios delante de sus ojos:
¿Cuánto menos el hombre abominable y vil, que bebe la iniquidad como agua?
Escúchame; yo te mostraré y te contaré lo que he visto:
(Lo que los sabios nos contaron de sus padres, y no lo encubrieron;
A los cuales solos fué dada la tierra, y no pasó extraño por medio de ellos:)
Todos los días del impío, él es atormentado de dolor, y el número de años es escondido al violento.
Estruendos espantosos hay en sus oídos; en la paz le vendrá quien lo asuele.
El no creerá que ha de volver de las tinieblas, y está mirando al cuchillo.
Desasosegado á comer siempre, sabe que le está aparejado día de tinieblas.
Tribulación y angustia le asombrarán, y esforzaránse contra él como un rey apercibido para la batalla.
Por cuanto él extendió su mano contra Dios, y se esforzó contra el Todopoderoso,
El le acometerá en la cerviz, en lo grueso de las hombreras de sus escudos:
Porque cubrió su rostro con su gordura, é hizo pliegues sobre los ijares;
Y habitó las ciudades asoladas, las casas inhabitadas, que estaban puestas en montones.
No enriquecerá, ni será firme su potencia, ni extenderá por la tierra su hermosura.
No se escapará de las tinieblas: la llama secará sus ramos, y con el aliento de su boca perecerá.
No confíe el iluso en la vanidad; porque ella será su recompensa.
El será cortado antes de su tiempo, y sus renuevos no reverdecerán.
El perderá su agraz como la vid, y derramará su flor como la oliva.
Porque la sociedad de los hipócritas será asolada, y fuego consumirá las tiendas de soborno.
Concibieron dolor, y parieron iniquidad; y las entrañas de ellos meditan engaño.
Salmo de David, cuando huía de delante de Absalom su hijo. ¡OH Jehová, cuánto se han multiplicado mis enemigos! muchos se levantan contra mí.
Muchos dicen de mi vida: No hay para él salud en Dios. (Selah.)
Mas tú, Jehová, eres escudo alrededor de mí: mi gloria, y el que ensalza mi cabeza.
Con mi voz clamé á Jehová, y él me respondió desde el monte de su santidad. (Selah.)
Yo me acosté, y dormí, y desperté; porque Jehová me sostuvo.
No temeré de diez millares de pueblos, que pusieren cerco contra mí.
Levántate, Jehová; sálvame, Dios mío: porque tú heriste á todos mis enemigos en la quijada; los dientes de los malos quebrantaste.
De Jehová es la salud: sobre tu pueblo será tu bendición. (Selah.)
ALEGRAOS, justos, en Jehová: á los rectos es hermosa la alabanza.
Celebrad á Jehová con arpa: cantadle con salterio y decacordio.
Cantadle canción nueva: hacedlo bien tañendo con júbilo.
Porque recta es la palabra de Jehová, y toda su obra con verdadhecha.
El ama justicia y juicio: de la misericordia de Jehová está llena la tierra.
Por la palabra de Jehová fueron hechos los cielos, y todo el ejército de ellos por el espíritu de su boca.
El junta como en un montón las aguas de la mar: él pone en depósitos los abismos.
Tema á Jehová toda la tierra: teman de él todos los habitadores del mundo.
Porque él dijo, y fué hecho; él mandó, y existió.
Jehová hace nulo el consejo de las gentes, y frustra las maquinaciones de los pueblos.
El consejo de Jehová permanecerá para siempre; los pensamientos de su corazón por todas las generaciones.
Bienaventurada la gente de que Jehová es su Dios; el pueblo á quien escogió por heredad para sí.
Desde los cielos miró Jehová; vió á todos los hijos de los hombres:
Desde la morada de su asiento miró sobre todos los moradores de la tierra.
El formó el corazón de todos ellos; él considera todas sus obras.
El rey no es salvo con la multitud del ejército: no escapa el valiente por la mucha fuerza.
Vanidad es el caballo para salvarse: por la grandeza de su fuerza no librará.
He aquí, el ojo de Jehová sobre los que le temen, sobre los que esperan en su misericordia;
Para librar sus almas de la muerte, y para darles vida en el hambre.
Nuestra alma esperó á Jehová; nuestra ayuda y nuestro escudo es él.
Por tanto en él se alegrará nuestro corazón, porque en su santo nombre hemos confiado.
Sea tu misericordia, oh Jehová, sobre nosotros, como esperamos en ti.
Salmo de David, estando en el desierto de Judá. DIOS, Dios mío eres tú: levantaréme á ti de mañana: mi alma tiene sed de ti, mi carne te desea, en tierra de sequedad y transida sin aguas;
Para ver tu fortaleza y tu gloria, así como te he mirado en el santuario.
Porque mejor es tu misericordia que la vida: mis labios te alabarán.
Así te bendeciré en mi vida: en tu nombre alzaré mis manos.
Como de meollo y de grosura será saciada mi alma; y con labios de júbilo te alabará mi boca,
Cuando me acordaré de ti en mi lecho, cuando meditaré de ti en las velas de la noche.
Porque has sido mi socorro; y así en la sombra de tus alas me regocijaré.
Está mi alma apegada á ti: tu diestra me ha sostenido.
Mas los que para destrucción buscaron mi alma, caerán en los sitios bajos de la tierra.
Destruiránlos á filo de espada; serán porción de las zorras.
Empero el rey se alegrará en Dios; será alabado cualquiera que por él jura: porque la boca de los que hablan mentira, será cerrada.
JEHOVÁ reina, vistióse de magnificencia, vistióse Jehová, ciñóse de fortaleza; afirmó también el mundo, que no se moverá.
Firme es tu trono desde entonces: tú eres eternalmente.
Alzaron los ríos, oh Jehová, alzaron los ríos su sonido; alzaron los ríos sus ondas.
Jehová en las alturas es más poderoso que el estruendo de las muchas aguas, más quelas recias ondas de la mar.
Tus testimonios son muy firmes: la santidad conviene á tu casa, oh Jehová, por los siglos y para siempre.
Cántico gradual. A TI que habitas en los cielos, alcé mis ojos.
He aquí como los ojos de los siervosmiraná la mano de sus señores, ycomo los ojos de la sierva á la mano de su señora; así nuestros ojosmiraná Jehová nuestro Dios, hasta que haya misericordia de nosotros.
Ten misericordia de nosotros, oh Jehová, ten misericordia de nosotros; porque estamos muy hartos de menosprecio.
Muy harta está nuestra alma del escarnio de los holgados, y del menosprecio de los soberbios.
HIJO mío, no te olvides de mi ley; y tu corazón guarde mis mandamientos:
Porque largura de días, y años de vida y paz te aumentarán.
Misericordia y verdad no te desamparen; átalas á tu cuello, escríbelas en la tabla de tu corazón:
Y hallarás gracia y buena opinión en los ojos de Dios y de los hombres.
Fíate de Jehová de todo tu corazón, y no estribes en tu prudencia.
Reconócelo en todos tus caminos, y él enderezará tus veredas.
No seas sabio en tu opinión: teme á Jehová, y apártate del mal;
Porque será medicina á tu ombligo, y tuétano á tus huesos.
Honra á Jehová de tu sustancia, y de las primicias de todos tus frutos;
Y serán llenas tus trojes con abundancia, y tus lagares rebosarán de mosto.
No deseches, hijo mío, el castigo de Jehová; ni te fatigues de su corrección:
Porque al que ama castiga, como el padre al hijo á quien quiere.
Bienaventurado el hombre que halla la sabiduría, y que obtiene la inteligencia:
Porque su mercadería es mejor que la mercadería de la plata, y sus frutos más que el oro fino.
Más preciosa es que las piedras preciosas; y todo lo que puedes desear, no se puede comparar á ella.
Largura de días está en su mano derecha; en su izquierda riquezas y honra.
Sus caminos son caminos deleitosos, y todas sus veredas paz.
Ella es árbol de vida á los que de ella asen: y bienaventurados son los que la mantienen.
Jehová con sabiduría fundó la tierra; afirmó los cielos con inteligencia.
Con su ciencia se partieron los abismos, y destilan el rocío los cielos.
Hijo mío, no se aparten estas cosas de tus ojos; guarda la ley y el consejo;
Y serán vida á tu alma, y gracia á tu cuello.
Entonces andarás por tu camino confiadamente, y tu pie no tropezará.
Cuando te acostares, no tendrás temor; antes te acostarás, y tu sueño será suave.
No tendrás temor de pavor repentino, ni de la ruina de los impíos cuando viniere:
Porque Jehová será tu confianza, y él preservará tu pie de ser preso.
No detengas el bien de sus dueños, cuando tuvieres poder para hacerlo.
No digas á tu prójimo: Ve, y vuelve, y mañana te daré; cuando tienes contigo qué darle.
No intentes mal contra tu prójimo, estando él confiado de ti.
No pleitees con alguno sin razón, si él no te ha hecho agravio.
No envidies al hombre injusto, ni escojas alguno de sus caminos.
Porque el perverso es abominado de Jehová: mas su secreto es con los rectos.
La maldición de Jehová está en la casa del impío; mas él bendecirá la morada de los justos.
Ciertamente él escarnecerá á los escarnecedores, y á los humildes dará gracia.
Los sabios heredarán honra: mas los necios sostendrán ignominia.
DIJE yo en mi corazón: Ven ahora, te probaré con alegría, y gozarás de bienes. Mas he aquí esto también era vanidad.
A la risa dije: Enloqueces; y al placer: ¿De qué sirve esto?
Propuse en mi corazón agasajar mi carne con vino, y que anduviese mi corazón en sabiduría, con retención de la necedad, hasta ver cuál fuese el bien de los hijos de los hombres, en el cual se ocuparan debajo del cielo todos los días de su vida.
Engrandecí mis obras, edifiquéme casas, plantéme viñas;
Híceme huertos y jardines, y planté en ellos árboles de todos frutos;
Híceme estanques de aguas, para regar de ellos el bosque donde los árboles crecían.
Poseí siervos y siervas, y tuve hijos de familia; también tuve posesión grande de vacas y ovejas, sobre todos los que fueron antes de mí en Jerusalem;
Alleguéme también plata y oro, y tesoro preciado de reyes y de provincias; híceme de cantores y cantoras, y los deleites de los hijos de los hombres, instrumentos músicos y de todas suertes.
Y fuí engrandecido, y aumentado más que todos los que fueron antes de mí en Jerusalem: á más de esto perseveró conmigo mi sabiduría.
No negué á mis ojos ninguna cosa que desearan, ni aparté mi corazón de placer alguno, porque mi corazón gozó de todo mi trabajo: y ésta fué mi parte de toda mi faena.
Miré yo luego todas las obras que habían hecho mis manos, y el trabajo que tomé para hacerlas: y he aquí, todo vanidad y aflicción de espíritu, y no hay provecho debajo del sol.
Después torné yo á mirar para ver la sabiduría y los desvaríos y la necedad; (porque ¿qué hombre hay que pueda seguir al rey en lo que ya hicieron?)
Y he visto que la sabiduría sobrepuja á la necedad, como la luz á las tinieblas.
El sabio tiene sus ojos en su cabeza, mas el necio anda en tinieblas: empero también entendí yo que un mismo suceso acaecerá al uno que al otro.
Entonces dije yo en mi corazón: Como sucederá al necio me sucederá también á mí: ¿para qué pues he trabajado hasta ahora por hacerme más sabio? Y dije en mi corazón, que también esto era vanidad.
Porque ni del sabio ni del necio habrá memoria para siempre; pues en los días venideros ya todo será olvidado, y también morirá el sabio como el necio.
Aborrecí por tanto la vida; porque la obra que se hace debajo del sol me era fastidiosa; por cuanto todo es vanidad y aflicción de espíritu.
Yo asimismo aborrecí todo mi trabajo que había puesto por obra debajo del sol; el cual dejaré á otro que vendrá después de mí.
¿Y quién sabe si será sabio, ó necio, el que se enseñoreará de todo mi trabajo en que yo me afané, y en que ocupé debajo del sol mi sabiduría? Esto también es vanidad.
Tornéme por tanto á desesperanzar mi corazón acerca de todo el trabajo en que me afané, y en que había ocupado debajo del sol mi sabiduría.
¡Que el hombre trabaje con sabiduría, y con ciencia, y con rectitud, y que haya de dar su hacienda á hombre que nunca trabajó en ello! También es esto vanidad y mal grande.
Porque ¿qué tiene el hombre de todo su trabajo, y fatiga de su corazón, con que debajo del sol él se afanara?
Porque todos sus días no son sino dolores, y sus trabajos molestias: aun de noche su corazón no reposa. Esto también es vanidad.
No hay cosa mejor para el hombre sino que coma y beba, y que su alma vea el bien de su trabajo. También tengo yo visto que esto es de la mano de Dios.
Porque ¿quién comerá, y quién se cuidará, mejor que yo?
Porque al hombre que le agrada, Dios le da sabiduría y ciencia y gozo: mas al pecador da trabajo, el que allegue y amontone, para que dé al que agrada á Dios. También esto es vanidad y aflicción de espíritu.
Y DIRÁS en aquel día: Cantaré á ti, oh Jehová: pues aunque te enojaste contra mí, tu furor se apartó, y me has consolado.
He aquí Dios es salud mía; aseguraréme, y no temeré; porque mi fortaleza y mi canción es JAH Jehová, el cual ha sido salud para mí.
Sacaréis aguas con gozo de las fuentes de la salud.
Y diréis en aquel día: Cantad á Jehová, aclamad su nombre, haced célebres en los pueblos sus obras, recordad que su nombre es engrandecido.
Cantad salmos á Jehová; porque ha hecho cosas magníficas: sea sabido esto por toda la tierra.
Regocíjate y canta, oh moradora de Sión: porque grande es en medio de ti el Santo de Israel.
HE aquí mi siervo, yo le sostendré; mi escogido, en quien mi alma toma contentamiento: he puesto sobre él mi espíritu, dará juicio á las gentes.
No clamará, ni alzará, ni hará oir su voz en las plazas.
No quebrará la caña cascada, ni apagará el pábilo que humeare: sacará el juicio á verdad.
No se cansará, ni desmayará, hasta que ponga en la tierra juicio; y las islas esperarán su ley.
Así dice el Dios Jehová, el Criador de los cielos, y el que los extiende; el que extiende la tierra y sus verduras; el que da respiración al pueblo que mora sobre ella, y espíritu á los que por ella andan:
Yo Jehová te he llamado en justicia, y te tendré por la mano; te guardaré y te pondré por alianza del pueblo, por luz de las gentes;
Para que abras ojos de ciegos, para que saques de la cárcel á los presos, y de casas de prisión á los que están de asiento en tinieblas.
Yo Jehová: este es mi nombre; y á otro no daré mi gloria, ni mi alabanza á esculturas.
Las cosas primeras he aquí vinieron, y yo anuncio nuevas cosas: antes que salgan á luz, yo os las haré notorias.
Cantad á Jehová un nuevo cántico, su alabanza desde el fin de la tierra; los que descendéis á la mar, y lo que la hinche, las islas y los moradores de ellas.
Alcen la voz el desierto y sus ciudades, las aldeas donde habita Cedar: canten los moradores de la Piedra, y desde la cumbre de los montes den voces de júbilo.
Den gloria á Jehová, y prediquen sus loores en las islas.
Jehová saldrá como gigante, y como hombre de guerra despertará celo: gritará, voceará, esforzaráse sobre sus enemigos.
Desde el siglo he callado, tenido he silencio, y heme detenido: daré voces como la que está de parto; asolaré y devoraré juntamente.
Tornaré en soledad montes y collados, haré secar toda su hierba; los ríos tornaré en islas, y secaré los estanques.
Y guiaré los ciegos por camino que no sabían, haréles pisar por las sendas que no habían conocido; delante de ellos tornaré las tinieblas en luz, y los rodeos en llanura. Estas cosas les haré, y no los desampararé.
Serán vueltos atrás, y en extremo confundidos, los que confían en las esculturas, y dicen á las estatuas de fundición: Vosotros sois nuestros dioses.
Sordos, oid; y vosotros ciegos, mirad para ver.
¿Quién ciego, sino mi siervo? ¿quién sordo, como mi mensajero que envié? ¿quién ciego como el perfecto, y ciego como el siervo de Jehová,
Que ve muchas cosas y no advierte, que abre los oídos y no oye?
Jehová se complació por amor de su justicia en magnificar la ley y engrandecerla.
Mas este es pueblo saqueado y hollado, todos ellos enlazados en cavernas y escondidos en cárceles: son puestos á saco, y no hay quien libre; hollados, y no hay quien diga, Restituid.
¿Quién de vosotros oirá esto? ¿quién atenderá y escuchará en orden al porvernir?
¿Quién dió á Jacob en presa, y entregó á Israel á saqueadores? ¿No fué Jehová, contra quien pecamos? y no quisieron andar en sus caminos, ni oyeron su ley.
Por tanto derramó sobre él el furor de su ira, y fuerza de guerra; púsole fuego de todas partes, empero no entendió; y encendióle, mas no ha parado mientes.
HUID, hijos de Benjamín, de en medio de Jerusalem, y tocad bocina en Tecoa, y alzad por señal humo sobre Beth-hacchêrem: porque del aquilón se ha visto mal, y quebrantamiento grande.
A mujerhermosa y delicada comparé á la hija de Sión.
A ella vendrán pastores y sus rebaños; junto á ella en derredor pondrán sus tiendas; cada uno apacentará á su parte.
Denunciad guerra contra ella: levantaos y subamos hacia el mediodía. ¡Ay de nosotros! que va cayendo ya el día, que las sombras de la tarde se han extendido.
Levantaos, y subamos de noche, y destruyamos sus palacios.
Porque así dijo Jehová de los ejércitos: Cortad árboles, y extended baluarte junto á Jerusalem: esta es la ciudad que toda ella ha de ser visitada; violencia hay en medio de ella.
Como la fuente nunca cesa de manar sus aguas, así nunca cesa de manar su malicia; injusticia y robo se oye en ella; continuamente en mi presencia, enfermedad y herida.
Corrígete, Jerusalem, porque no se aparte mi alma de ti, porque no te torne desierta, tierra no habitada.
Así dijo Jehová de los ejércitos: Del todo rebuscarán como á vid el resto de Israel: torna tu mano como vendimiador á los cestos.
¿A quién tengo de hablar y amonestar, para que oigan? He aquí que sus orejas son incircuncisas, y no pueden escuchar; he aquí que la palabra de Jehová les es cosa vergonzosa, no la aman.
Por tanto estoy lleno de saña de Jehová, trabajado he por contenerme; derramaréla sobre los niños en la calle, y sobre la reunión de los jóvenes juntamente; porque el marido también será preso con la mujer, el viejo con el lleno de días.
Y sus casas serán traspasadas á otros, sus heredades y también sus mujeres; porque extenderé mi mano sobre los moradores de la tierra, dice Jehová.
Porque desde el más chico de ellos hasta el más grande de ellos, cada uno sigue la avaricia; y desde el profeta hasta el sacerdote, todos son engañadores.
Y curan el quebrantamiento de la hija de mi pueblo con liviandad, diciendo, Paz, paz; y no hay paz.
¿Hanse avergonzado de haber hecho abominación? No por cierto, no se han avergonzado, ni aun saben tener vergüenza: por tanto caerán entre los que caerán; caerán cuando los visitaré, dice Jehová.
Así dijo Jehová: Paraos en los caminos, y mirad, y preguntad por las sendas antiguas, cuál sea el buen camino, y andad por él, y hallaréis descanso para vuestra alma. Mas dijeron: No andaremos.
Desperté también sobre vosotros atalayas, que dijesen: Escuchad á la voz de la trompeta. Y dijeron ellos: No escucharemos.
Por tanto oid, gentes, y conoce, oh conjunto de ellas.
Oye, tierra. He aquí yo traigo mal sobre este pueblo, el fruto de sus pensamientos; porque no escucharon á mis palabras, y aborrecieron mi ley.
¿A qué viene para mí este incienso de Seba, y la buena caña olorosa de tierra lejana? Vuestros holocaustos no son á mi voluntad, ni vuestros sacrificios me dan gusto.
Por tanto Jehová dice esto: He aquí yo pongo á este pueblo tropiezos, y caerán en ellos los padres y los hijos juntamente, el vecino y su cercano perecerán.
Así ha dicho Jehová: He aquí que viene pueblo de tierra del aquilón, y gente grande se levantará de los cantones de la tierra.
Arco y escudo arrebatarán; crueles son, que no tendrán misericordia; sonará la voz de ellos como la mar, y montarán á caballo como hombres dispuestos para la guerra, contra ti, oh hija de Sión.
Su fama oimos, y nuestras manos se descoyuntaron; apoderóse de nosotros angustia, dolor como de mujer que pare.
No salgas al campo, ni andes por camino; porque espada de enemigo y temor hay por todas partes.
Hija de mi pueblo, cíñete de saco, y revuélcate en ceniza; hazte luto como por hijo único, llanto de amarguras: porque presto vendrá sobre nosotros el destruidor.
Por fortaleza te he puesto en mi pueblo, por torre: conocerás pues, y examinarás el camino de ellos.
Todos ellos príncipes rebeldes, andan con engaño; son cobre y hierro: todos ellos son corruptores.
Quemóse el fuelle, del fuego se ha consumido el plomo: por demás fundió el fundidor, pues los malos no son arrancados.
Plata desechada los llamarán, porque Jehová los desechó.
Y ACONTECIÓ en el cuarto año de Joacim hijo de Josías, rey de Judá, que fué esta palabra á Jeremías, de Jehová, diciendo:
Tómate un rollo de libro, y escribe en él todas las palabras que te he hablado contra Israel y contra Judá, y contra todas las gentes, desde el día quecomencéá hablarte, desde los días de Josías hasta hoy.
Quizá oirá la casa de Judá todo el mal que yo pienso hacerles, para volverse cada uno de su mal camino, y yo perdonaré su maldad y su pecado.
Y llamó Jeremías á Baruch hijo de Nerías, y escribió Baruch de boca de Jeremías, en un rollo de libro, todas las palabras que Jehová le había hablado.
Después mandó Jeremías á Baruch, diciendo: Yo estoy preso, no puedo entrar en la casa de Jehová:
Entra tú pues, y lee de este rollo que escribiste de mi boca, las palabras de Jehová en oídos del pueblo, en la casa de Jehová, el día del ayuno; y las leerás también en oídos de todo Judá que vienen de sus ciudades.
Quizá caerá oración de ellos en la presencia de Jehová, y tornaráse cada uno de su mal camino; porque grande es el furor y la ira que ha expresado Jehová contra este pueblo.
Y Baruch hijo de Nerías hizo conforme á todas las cosas que le mandó Jeremías profeta, leyendo en el libro las palabras de Jehová en la casa de Jehová.
Y aconteció en el año quinto de Joacim hijo de Josías, rey de Judá, en el mes noveno, que promulgaron ayuno en la presencia de Jehová, á todo el pueblo de Jerusalem, y á todo el pueblo que venía de las ciudades de Judá á Jerusalem.
Y Baruch leyó en el libro las palabras de Jeremías en la casa de Jehová, en la cámara de Gemarías hijo de Saphán escriba, en el atrio de arriba, á la entrada de la puerta nueva de la casa de Jehová, en oídos del pueblo.
Y Michêas hijo de Gemarías, hijo de Saphán, habiendo oído del libro todas las palabras de Jehová,
Descendió á la casa del rey, á la cámara del secretario, y he aquí que todos los príncipes estaban allí sentados, á saber: Elisama secretario, y Delaías hijo de Semeías, y Elnathán hijo de Achbor, y Gemarías hijo de Saphán, y Sedechîas hijo de Ananías, y todos los príncipes.
Y contóles Michêas todas las palabras que había oído leyendo Baruch en el libro en oídos del pueblo.
Entonces enviaron todos los príncipes á Jehudí hijo de Nethanías, hijo de Selemías, hijo de Chusi, para que dijese á Baruch: Toma el rollo en que leíste á oídos del pueblo, y ven. Y Baruch, hijo de Nerías, tomó el rollo en su mano, y vino á ellos.
Y dijéronle: Siéntate ahora, y léelo en nuestros oídos. Y leyó Baruch en sus oídos.
Y fué que, como oyeron todas aquellas palabras, cada uno se volvió espantado á su compañero, y dijeron á Baruch: Sin duda contaremos al rey todas estas palabras.
Preguntaron luego á Baruch, diciendo: Cuéntanos ahora cómo escribiste de boca de Jeremías todas estas palabras.
Y Baruch les dijo: El me dictaba de su boca todas estas palabras, y yo escribía con tinta en el libro.
Entonces dijeron los príncipes á Baruch: Ve, y escóndete tú y Jeremías, y nadie sepa dónde estáis.
Y entraron al rey al atrio, habiendo depositado el rollo en la cámara de Elisama secretario; y contaron en los oídos del rey todas estas palabras.
Y envió el rey á Jehudí á que tomase el rollo, el cual lo tomó de la cámara de Elisama secretario, y leyó en él Jehudí en oídos del rey, y en oídos de todos los príncipes que junto al rey estaban.
Y el rey estaba en la casa de invierno en el mes noveno, y había un brasero ardiendo delante de él;
Y fué que, como Jehudí hubo leído tres ó cuatro planas, rasgólo con un cuchillo de escribanía, y echólo en el fuego que había en el brasero, hasta que todo el rollo se consumió sobre el fuego que en el brasero había.
Y no tuvieron temor, ni rasgaron sus vestidos, el rey y todos sus siervos que oyeron todas estas palabras.
Y aunque Elnathán y Delaías y Gemarías rogaron al rey que no quemase aquel rollo, no los quiso oir:
Antes mandó el rey á Jerameel hijo de Amelech, y á Seraías hijo de Azriel, y á Selemías hijo de Abdeel, que prendiesen á Baruch el escribiente y á Jeremías profeta; mas Jehová los escondió.
Y fué palabra de Jehová á Jeremías, después que el rey quemó el rollo, las palabras que Baruch había escrito de boca de Jeremías, diciendo:
Vuelve á tomar otro rollo, y escribe en él todas las palabras primeras, que estaban en el primer rollo que quemó Joacim, rey de Judá.
Y dirás á Joacim rey de Judá: Así ha dicho Jehová: Tú quemaste este rollo, diciendo: ¿Por qué escribiste en él, diciendo: De cierto vendrá el rey de Babilonia, y destruirá esta tierra, y hará que no queden en ella hombres ni animales?
Por tanto, así ha dicho Jehová, en orden á Joacim rey de Judá: No tendrá quien se siente sobre el trono de David; y su cuerpo será echado al calor del día y al hielo de la noche.
Y visitaré sobre él, y sobre su simiente, y sobre sus siervos, su maldad; y traeré sobre ellos, y sobre los moradores de Jerusalem, y sobre los varones de Judá, todo el mal que les he dicho y no escucharon.
Y tomó Jeremías otro rollo, y diólo á Baruch hijo de Nerías escriba; y escribió en él de boca de Jeremías todas las palabras del libro que quemó en el fuego Joacim rey de Judá; y aun fueron añadidas sobre ellas muchas otras palabras semejantes.
Y CLAMÓ en mis oídos con gran voz, diciendo: Los visitadores de la ciudad han llegado, y cada unotraeen su mano su instrumento para destruir.
Y he aquí que seis varones venían del camino de la puerta de arriba que está vuelta al aquilón, y cada unotraíaen su mano su instrumento para destruir. Y entre ellos había un varón vestido de lienzos, el cual traía á su cintura una escribanía de escribano; y entrados, paráronse junto al altar de bronce.
Y la gloria del Dios de Israel se alzó de sobre el querubín sobre el cual había estado, al umbral de la casa: y llamó Jehová al varón vestido de lienzos, que tenía á su cintura la escribanía de escribano.
Y díjole Jehová: Pasa por medio de la ciudad, por medio de Jerusalem, y pon una señal en la frente á los hombres que gimen y que claman á causa de todas las abominaciones que se hacen en medio de ella.
Y á los otros dijo á mis oídos: Pasad por la ciudad en pos de él, y herid; no perdone vuestro ojo, ni tengáis misericordia.
Matad viejos, mozos y vírgenes, niños y mujeres, hasta que no quede ninguno: mas á todo aquel sobre el cual hubiere señal, no llegaréis; y habéis de comenzar desde mi santuario. Comenzaron pues desde los varones ancianos que estaban delante del templo.
Y díjoles: Contaminad la casa, y henchid los atrios de muertos: salid. Y salieron, é hirieron en la ciudad.
Y aconteció que, habiéndolos herido, yo quedé y postréme sobre mi rostro, y clamé, y dije: ¡Ah, Señor Jehová! ¿has de destruir todo el resto de Israel derramando tu furor sobre Jerusalem?
Y díjome: La maldad de la casa de Israel y de Judá es grande sobremanera, pues la tierra está llena de sangres, y la ciudad está llena de perversidad: porque han dicho: Dejado ha Jehová la tierra, y Jehová no ve.
Así pues, yo, mi ojo no perdonará, ni tendré misericordia: el camino de ellos tornaré sobre su cabeza.
Y he aquí que el varón vestido de lienzos, que tenía la escribanía á su cintura, respondió una palabra diciendo: Hecho he conforme á todo lo que me mandaste.
TÚ pues, hijo del hombre, profetiza contra Gog, y di: Así ha dicho el Señor Jehová: He aquí yo contra ti, oh Gog, príncipe de la cabecera de Mesech y Tubal:
Y te quebrantaré, y te sextaré, y te haré subir de las partes del norte, y te traeré sobre los montes de Israel;
Y sacaré tu arco de tu mano izquierda, y derribaré tus saetas de tu mano derecha.
Sobre los montes de Israel caerás tú, y todas tus compañías, y los pueblos que fueron contigo: á toda ave y á toda cosa que vuela, y á las bestias del campo, te he dado por comida.
Sobre la haz del campo caerás: porque yo he hablado, dice el Señor Jehová.
Y enviaré fuego sobre Magog, y sobre los que moran seguramente en las islas; y sabrán que yo soy Jehová.
Y haré notorio mi santo nombre en medio de mi pueblo Israel, y nunca más dejaré amancillar mi santo nombre; y sabrán las gentes que yo soy Jehová, el Santo en Israel.
He aquí, vino y fué, dice el Señor Jehová: este es el día del cual he hablado.
Y los moradores de las ciudades de Israel saldrán, y encenderán y quemarán armas, y escudos, y paveses, arcos y saetas, y bastones de mano, y lanzas: y las quemarán en fuego por siete años.
Y no traerán leña del campo, ni cortarán de los bosques, sino que quemarán las armas en el fuego: y despojarán á sus despojadores, y robarán á los que los robaron, dice el Señor Jehová.
Y será en aquel tiempo, que yo daré á Gog lugar para sepultura allí en Israel, el valle de los que pasan al oriente de la mar, y obstruirá el paso á los transeuntes, pues allí enterrarán á Gog y á toda su multitud: y lo llamarán, El valle de Hamón-gog.
Y la casa de Israel los estará enterrando por siete meses, para limpiar la tierra:
Enterrarlos ha todo el pueblo de la tierra: y será para ellos célebre el día que yo fuere glorificado, dice el Señor Jehová.
Y tomarán hombres de jornal, los cuales vayan por el país con los que viajaren, para enterrar á los que quedaron sobre la haz de la tierra, á fin de limpiarla: al cabo de siete meses harán el reconocimiento.
Y pasarán los que irán por el país, y el que viere los huesos de algún hombre, edificará junto á ellos un mojón, hasta que los entierren los sepultureros en el valle de Hamón-gog.
Y también el nombre de la ciudad será Hamonah: y limpiarán la tierra.
Y tú, hijo del hombre, así ha dicho el Señor Jehová: Di á las aves, á todo volátil, y á toda bestia del campo: Juntaos, y venid; reuníos de todas partes á mi víctima que os sacrifico, un sacrificio grande sobre los montes de Israel, y comeréis carne y beberéis sangre.
Comeréis carne de fuertes, y beberéis sangre de príncipes de la tierra; de carneros, de corderos, de machos de cabrío, de bueyes, de toros, engordados todos en Basán.
Y comeréis gordura hasta hartaros, y beberéis hasta embriagaros sangre, de mi sacrificio que yo os sacrifiqué.
Y os hartaréis sobre mi mesa, de caballos, y de caballeros fuertes, y de todos hombres de guerra, dice el Señor Jehová.
Y pondré mi gloria entre las gentes, y todas las gentes verán mi juicio que habré hecho, y mi mano que sobre ellos puse.
Y de aquel día en adelante sabrá la casa de Israel que yo soy Jehová su Dios.
Y sabrán las gentes que la casa de Israel fué llevada cautiva por su pecado; por cuanto se rebelaron contra mí, y yo escondí de ellos mi rostro, y entreguélos en mano de sus enemigos, y cayeron todos á cuchillo.
Conforme á su inmundicia y conforme á sus rebeliones hice con ellos: y de ellos escondí mi rostro.
Por tanto, así ha dicho el Señor Jehová: Ahora volveré la cautividad de Jacob, y tendré misericordia de toda la casa de Israel, y celaré por mi santo nombre.
Y ellos sentirán su vergüenza, y toda su rebelión con que prevaricaron contra mí, cuando habitaren en su tierra seguramente, y no habrá quien los espante;
Cuando los volveré de los pueblos, y los juntaré de las tierras de sus enemigos, y fuere santificado en ellos en ojos de muchas gentes.
Y sabrán que yo soy Jehová su Dios, cuando después de haberlos hecho pasar á las gentes, los juntaré sobre su tierra, sin dejar más allá ninguno de ellos.
Ni esconderé más de ellos mi rostro; porque habré derramado de mi espíritu sobre la casa de Israel, dice el Señor Jehová.
NO te alegres, oh Israel, hasta saltar de gozo como los pueblos, pues has fornicadoapartándotede tu Dios: amaste salario por todas las eras de trigo.
La era y el lagar no los mantendrán; les fallará el mosto.
No quedarán en la tierra de Jehová, sino que volverá Ephraim á Egipto, y á Asiria, donde comerán vianda inmunda.
No derramarán vino á Jehová, ni él tomará contento en sus sacrificios; como pan de enlutados les serán á ellos: todos los que comieren de él, serán inmundos. Será pues el pan de ellos para sí mismos; no entrará en la casa de Jehová.
¿Qué haréis el día de la solemnidad, y el día de la fiesta de Jehová?
Porque, he aquí se fueron ellos á causa de la destrucción: Egipto los recogerá, Memphis los enterrará: espino poseerá por heredad lo deseable de su plata, ortiga crecerá en sus moradas.
Vinieron los días de la visitación, vinieron los días de la paga; conocerálo Israel: necio el profeta, insensato el varón de espíritu, á causa de la multitud de tu maldad, y grande odio.
Atalaya es Ephraim para con mi Dios: el profeta es lazo de cazador en todos sus caminos, odio en la casa de su Dios.
Llegaron al profundo, corrompiéronse, como en los días de Gabaa: ahora se acordará de su iniquidad; visitará su pecado.
Como uvas en el desierto hallé á Israel: como la fruta temprana de la higuera en su principio vi á vuestros padres. Ellos entraron á Baal-peor, y se apartaron para vergüenza, é hiciéronse abominables como aquello que amaron.
Ephraim, cual ave volará su gloria desde el nacimiento, aun desde el vientre y desde la concepción.
Y si llegaren á grandes sus hijos, quitarélos de entre los hombres, porque ¡ay de ellos también, cuando de ellos me apartare!
Ephraim, según veo, es semejante á Tiro, asentada en lugar delicioso: mas Ephraim sacará sus hijos al matador.
Dales, oh Jehová, lo que les has de dar: dales matriz expeliente, y enjutos pechos.
Toda la maldad de ellos fué en Gilgal; allí, pues, les tomé aversión: por la malicia de sus obras echarélos de mi casa; no los amaré más; todos sus príncipes son desleales.
Ephraim fué herido, secóse su cepa, no hará más fruto: aunque engendren, yo mataré lo deseable de su vientre.
Mi Dios los desechará, porque ellos no le oyeron; y andarán errantes entre las gentes.
CARGA de Nínive. Libro de la visión de Nahum de El-kosh.
Dios celoso y vengador es Jehová; vengador es Jehová, y Señor de ira; Jehová, que se venga de sus adversarios, y que guarda enojo para sus enemigos.
Jehová es tardo para la ira, y grande en poder, y no tendrá al culpado por inocente. Jehová marcha entre la tempestad y turbión, y las nubes son el polvo de sus pies.
El amenaza á la mar, y la hace secar, y agosta todos los ríos: Basán fué destruído, y el Carmelo, y la flor del Líbano fué destruída.
Los montes tiemblan de él, y los collados se deslíen; y la tierra se abrasa á su presencia, y el mundo, y todos los que en él habitan.
¿Quién permanecerá delante de su ira? ¿y quién quedará en pié en el furor de su enojo? Su ira se derrama como fuego, y por él se hienden las peñas.
Bueno es Jehová para fortaleza en el día de la angustia; y conoce á los que en él confían.
Mas con inundación impetuosa hará consumación de su lugar, y tinieblas perseguirán á sus enemigos.
¿Qué pensáis contra Jehová? El hará consumación: la tribulación no se levantará dos veces.
Porque como espinas entretegidas, mientras se embriagarán los borrachos, serán consumidos como las estopas llenas de sequedad.
De ti salió el que pensó mal contra Jehová, un consultor impío.
Así ha dicho Jehová: Aunque reposo tengan, y sean tantos, así serán talados, y él pasará. Bien que te he afligido, no más te afligiré.
Porque ahora quebraré su yugo de sobre ti, y romperé tus coyundas.
Mas acerca de ti mandará Jehová, que nunca más sea sembrado alguno de tu nombre: de la casa de tu dios talaré escultura y estatua de fundición, haréla tu sepulcro; porque fuiste vil.
He aquí sobre los montes los pies del que trae buenas nuevas, del que pregona la paz. Celebra, oh Judá, tus fiestas, cumple tus votos: porque nunca más pasará por ti el malvado; pereció del todo.
Y COMO fué nacido Jesús en Bethlehem de Judea en días del rey Herodes, he aquí unos magos vinieron del oriente á Jerusalem,
Diciendo: ¿Dónde está el Rey de los Judíos, que ha nacido? porque su estrella hemos visto en el oriente, y venimos á adorarle.
Y oyendo esto el rey Herodes, se turbó, y toda Jerusalem con él.
Y convocados todos los príncipes de los sacerdotes, y los escribas del pueblo, les preguntó dónde había de nacer el Cristo.
Y ellos le dijeron: En Bethlehem de Judea; porque así está escrito por el profeta:
Y tú, Bethlehem, de tierra de Judá, no eres muy pequeña entre los príncipes de Judá; porque de ti saldrá un guiador, que apacentará á mi pueblo Israel.
Entonces Herodes, llamando en secreto á los magos, entendió de ellos diligentemente el tiempo del aparecimiento de la estrella;
Y enviándolos á Bethlehem, dijo: Andad allá, y preguntad con diligencia por el niño; y después que le hallareis, hacédmelo saber, para que yo también vaya y le adore.
Y ellos, habiendo oído al rey, se fueron: y he aquí la estrella que habían visto en el oriente, iba delante de ellos, hasta que llegando, se puso sobre donde estaba el niño.
Y vista la estrella, se regocijaron con muy grande gozo.
Y entrando en la casa, vieron al niño con su madre María, y postrándose, le adoraron; y abriendo sus tesoros, le ofrecieron dones, oro é incienso y mirra.
Y siendo avisados por revelación en sueños que no volviesen á Herodes, se volvieron á su tierra por otro camino.
Y partidos ellos, he aquí el ángel del Señor aparece en sueños á José, diciendo: Levántate, y toma al niño y á su madre, y huye á Egipto, y estáte allá hasta que yo te lo diga; porque ha de acontecer, que Herodes buscará al niño para matarlo.
Y él despertando, tomó al niño y á su madre de noche, y se fué á Egipto;
Y estuvo allá hasta la muerte de Herodes: para que se cumpliese lo que fué dicho por el Señor, por el profeta que dijo: De Egipto llamé á mi Hijo.
Herodes entonces, como se vió burlado de los magos, se enojó mucho, y envió, y mató á todos los niños que había en Bethlehem y en todos sus términos, de edad de dos años abajo, conforme al tiempo que había entendido de los magos.
Entonces fué cumplido lo que se había dicho por el profeta Jeremías, que dijo:
Voz fué oída en Ramá, grande lamentación, lloro y gemido: Rachêl que llora sus hijos; y no quiso ser consolada, porque perecieron.
Mas muerto Herodes, he aquí el ángel del Señor aparece en sueños á José en Egipto,
Diciendo: Levántate, y toma al niño y á su madre, y vete á tierra de Israel; que muertos son los que procuraban la muerte del niño.
Entonces él se levantó, y tomó al niño y á su madre, y se vino á tierra de Israel.
Y oyendo que Archelao reinaba en Judea en lugar de Herodes su padre, temió ir allá: mas amonestado por revelación en sueños, se fué á las partes de Galilea.
Y vino, y habitó en la ciudad que se llama Nazaret: para que se cumpliese lo que fué dicho por los profetas, que había de ser llamado Nazareno.
Y OTRA vez comenzó á enseñar junto á la mar, y se juntó á él mucha gente; tanto, que entrándose él en un barco, se sentó en la mar: y toda la gente estaba en tierra junto á la mar.
Y les enseñaba por parábolas muchas cosas, y les decía en su doctrina:
Oid: He aquí, el sembrador salió á sembrar.
Y aconteció sembrando, que una parte cayó junto al camino; y vinieron las aves del cielo, y la tragaron.
Y otra parte cayó en pedregales, donde no tenía mucha tierra; y luego salió, porque no tenía la tierra profunda:
Mas salido el sol, se quemó; y por cuanto no tenía raíz, se secó.
Y otra parte cayó en espinas; y subieron las espinas, y la ahogaron, y no dió fruto.
Y otra parte cayó en buena tierra, y dió fruto, que subió y creció: y llevó uno á treinta, y otro á sesenta, y otro á ciento.
Entonces les dijo: El que tiene oídos para oir, oiga.
Y cuando estuvo solo, le preguntaron los que estaban cerca de él con los doce, sobre la parábola.
Y les dijo: A vosotros es dado saber el misterio del reino de Dios; mas á los que están fuera, por parábolas todas las cosas;
Para que viendo, vean y no echen de ver; y oyendo, oigan y no entiendan: porque no se conviertan, y les sean perdonados los pecados.
Y les dijo: ¿No sabéis esta parábola? ¿Cómo, pues, entenderéis todas las parábolas?
El que siembra es el que siembra la palabra.
Y éstos son los de junto al camino: en los que la palabra es sembrada: mas después que la oyeron, luego viene Satanás, y quita la palabra que fué sembrada en sus corazones.
Y asimismo éstos son los que son sembrados en pedregales: los que cuando han oído la palabra, luego la toman con gozo;
Mas no tienen raíz en sí, antes son temporales, que en levantándose la tribulación ó la persecución por causa de la palabra, luego se escandalizan.
Y éstos son los que son sembrados entre espinas: los que oyen la palabra;
Mas los cuidados de este siglo, y el engaño de las riquezas, y las codicias que hay en las otras cosas, entrando, ahogan la palabra, y se hace infructuosa.
Y éstos son los que fueron sembrados en buena tierra: los que oyen la palabra, y la reciben, y hacen fruto, uno á treinta, otro á sesenta, y otro á ciento.
También les dijo: ¿Tráese la antorcha para ser puesta debajo del almud, ó debajo de la cama? ¿No es para ser puesta en el candelero?
Porque no hay nada oculto que no haya de ser manifestado, ni secreto que no haya de descubrirse.
Si alguno tiene oídos para oir, oiga.
Les dijo también: Mirad lo que oís: con la medida que medís, os medirán otros, y será añadido á vosotros los que oís.
Porque al que tiene, le será dado; y al que no tiene, aun lo que tiene le será quitado.
Decía más: Así es el reino de Dios, como si un hombre echa simiente en la tierra;
Y duerme, y se levanta de noche y de día, y la simiente brota y crece como él no sabe.
Porque de suyo fructifica la tierra, primero hierba, luego espiga, después grano lleno en la espiga;
Y cuando el fruto fuere producido, luego se mete la hoz, porque la siega es llegada.
Y decía: ¿A qué haremos semejante el reino de Dios? ¿ó con qué parábola le compararemos?
Es como el grano de mostaza, que, cuando se siembra en tierra, es la más pequeña de todas las simientes que hay en la tierra;
Mas después de sembrado, sube, y se hace la mayor de todas las legumbres, y echa grandes ramas, de tal manera que las aves del cielo puedan morar bajo su sombra.
Y con muchas tales parábolas les hablaba la palabra, conforme á lo que podían oir.
Y sin parábola no les hablaba; mas á sus discípulos en particular declaraba todo.
Y les dijo aquel día cuando fué tarde: Pasemos de la otra parte.
Y despachando la multitud, le tomaron como estaba, en el barco; y había también con él otros barquitos.
Y se levantó una grande tempestad de viento, y echaba las olas en el barco, de tal manera que ya se henchía.
Y él estaba en la popa, durmiendo sobre un cabezal, y le despertaron, y le dicen: ¿Maestro, no tienes cuidado que perecemos?
Y levantándose, increpó al viento, y dijo á la mar: Calla, enmudece. Y cesó el viento, y fué hecha grande bonanza.
Y á ellos dijo: ¿Por qué estáis así amedrentados? ¿Cómo no tenéis fe?
Y temieron con gran temor, y decían el uno al otro. ¿Quién es éste, que aun el viento y la mar le obedecen?
Y PROPÚSOLES también una parábola sobre que es necesario orar siempre, y no desmayar,
Diciendo: Había un juez en una ciudad, el cual ni temía á Dios, ni respetaba á hombre.
Había también en aquella ciudad una viuda, la cual venía á él diciendo: Hazme justicia de mi adversario.
Pero él no quiso por algún tiempo; mas después de esto dijo dentro de sí: Aunque ni temo á Dios, ni tengo respeto á hombre,
Todavía, porque esta viuda me es molesta, le haré justicia, porque al fin no venga y me muela.
Y dijo el Señor: Oid lo que dice el juez injusto.
¿Y Dios no hará justicia á sus escogidos, que claman á él día y noche, aunque sea longánime acerca de ellos?
Os digo que los defenderá presto. Empero cuando el Hijo del hombre viniere, ¿hallará fe en la tierra?
Y dijo también á unos que confiaban de sí como justos, y menospreciaban á los otros, esta parábola:
Dos hombres subieron al templo á orar: el uno Fariseo, el otro publicano.
El Fariseo, en pie, oraba consigo de esta manera: Dios, te doy gracias, que no soy como los otros hombres, ladrones, injustos, adúlteros, ni aun como este publicano;
Ayuno dos veces á la semana, doy diezmos de todo lo que poseo.
Mas el publicano estando lejos no quería ni aun alzar los ojos al cielo, sino que hería su pecho, diciendo: Dios, sé propicio á mí pecador.
Os digo que éste descendió á su casa justificado antes que el otro; porque cualquiera que se ensalza, será humillado; y el que se humilla, será ensalzado.
Y traían á él los niños para que los tocase; lo cual viendo los discípulos les reñían.
Mas Jesús llamándolos, dijo: Dejad los niños venir á mí, y no los impidáis; porque de tales es el reino de Dios.
De cierto os digo, que cualquiera que no recibiere el reino de Dios como un niño, no entrará en él.
Y preguntóle un príncipe, diciendo: Maestro bueno, ¿qué haré para poseer la vida eterna?
Y Jesús le dijo: ¿Por qué me llamas bueno? ninguno hay bueno sino sólo Dios.
Los mandamientos sabes: No matarás: No adulterarás: No hurtarás: No dirás falso testimonio: Honra á tu padre y á tu madre.
Y él dijo: Todas estas cosas he guardado desde mi juventud.
Y Jesús, oído esto, le dijo: Aun te falta una cosa: vende todo lo que tienes, y da á los pobres, y tendrás tesoro en el cielo; y ven, sígueme.
Entonces él, oídas estas cosas, se puso muy triste, porque era muy rico.
Y viendo Jesús que se había entristecido mucho, dijo: ¡Cuán dificultosamente entrarán en el reino de Dios los que tienen riquezas!
Porque más fácil cosa es entrar un camello por el ojo de una aguja, que un rico entrar en el reino de Dios.
Y los que lo oían, dijeron: ¿Y quién podrá ser salvo?
Y él les dijo: Lo que es imposible para con los hombres, posible es para Dios.
Entonces Pedro dijo: He aquí, nosotros hemos dejado las posesiones nuestras, y te hemos seguido.
Y él les dijo: De cierto os digo, que nadie hay que haya dejado casa, padres, ó hermanos, ó mujer, ó hijos, por el reino de Dios,
Que no haya de recibir mucho más en este tiempo, y en el siglo venidero la vida eterna.
Y Jesús, tomando á los doce, les dijo: He aquí subimos á Jerusalem, y serán cumplidas todas las cosas que fueron escritas por los profetas, del Hijo del hombre.
Porque será entregado á las gentes, y será escarnecido, é injuriado, y escupido.
Y después que le hubieren azotado, le matarán: mas al tercer día resucitará.
Pero ellos nada de estas cosas entendían, y esta palabra les era encubierta, y no entendían lo que se decía.
Y aconteció que acercándose él á Jericó, un ciego estaba sentado junto al camino mendigando;
El cual como oyó la gente que pasaba, preguntó qué era aquello.
Y dijéronle que pasaba Jesús Nazareno.
Entonces dió voces, diciendo: Jesús, Hijo de David, ten misericordia de mí.
Y los que iban delante, le reñían que callase; mas él clamaba mucho más: Hijo de David, ten misericordia de mí.
Jesús entonces parándose, mandó traerle á sí: y como él llegó, le preguntó,
Diciendo: ¿Qué quieres que te haga? Y él dijo: Señor, que vea.
Y Jesús le dijo: Ve, tu fe te ha hecho salvo.
Y luego vió, y le seguía, glorificando á Dios: y todo el pueblo como lo vió, dió á Dios alabanza.
PEDRO y Juan subían juntos al templo á la hora de oración, la de nona.
Y un hombre que era cojo desde el vientre de su madre, era traído; al cual ponían cada día á la puerta del templo que se llama la Hermosa, para que pidiese limosna de los que entraban en el templo.
Este, como vió á Pedro y á Juan que iban á entrar en el templo, rogaba que le diesen limosna.
Y Pedro, con Juan, fijando los ojos en él, dijo: Mira á nosotros.
Entonces él estuvo atento á ellos, esperando recibir de ellos algo.
Y Pedro dijo: Ni tengo plata ni oro; mas lo que tengo te doy: en el nombre de Jesucristo de Nazaret, levántate y anda.
Y tomándole por la mano derecha le levantó: y luego fueron afirmados sus pies y tobillos;
Y saltando, se puso en pie, y anduvo; y entró con ellos en el templo, andando, y saltando, y alabando á Dios.
Y todo el pueblo le vió andar y alabar á Dios.
Y conocían que él era el que se sentaba á la limosna á la puerta del templo, la Hermosa: y fueron llenos de asombro y de espanto por lo que le había acontecido.
Y teniendo á Pedro y á Juan el cojo que había sido sanado, todo el pueblo concurrió á ellos al pórtico que se llama de Salomón, atónitos.
Y viendo esto Pedro, respondió al pueblo: Varones Israelitas, ¿por qué os maravilláis de esto? ó ¿por qué ponéis los ojos en nosotros, como si con nuestra virtud ó piedad hubiésemos hecho andar á éste?
El Dios de Abraham, y de Isaac, y de Jacob, el Dios de nuestros padres ha glorificado á su Hijo Jesús, al cual vosotros entregasteis, y negasteis delante de Pilato, juzgando él que había de ser suelto.
Mas vosotros al Santo y al Justo negasteis, y pedisteis que se os diese un homicida;
Y matasteis al Autor de la vida, al cual Dios ha resucitado de los muertos; de lo que nosotros somos testigos.
Y en la fe de su nombre, á éste que vosotros veis y conocéis, ha confirmado su nombre: y la fe que por él es, ha dado á éste esta completa sanidad en presencia de todos vosotros.
Mas ahora, hermanos, sé que por ignorancia lo habéis hecho, como también vuestros príncipes.
Empero Dios ha cumplido así lo que había antes anunciado por boca de todos sus profetas, que su Cristo había de padecer.
Así que, arrepentíos y convertíos, para que sean borrados vuestros pecados; pues que vendrán los tiempos del refrigerio de la presencia del Señor,
Y enviará á Jesucristo, que os fué antes anunciado:
Al cual de cierto es menester que el cielo tenga hasta los tiempos de la restauración de todas las cosas, que habló Dios por boca de sus santos profetas que han sido desde el siglo.
Porque Moisés dijo á los padres: El Señor vuestro Dios os levantará profeta de vuestros hermanos, como yo; á él oiréis en todas las cosas que os hablare.
Y será, que cualquiera alma que no oyere á aquel profeta, será desarraigada del pueblo.
Y todos los profetas desde Samuel y en adelante, todos los que han hablado, han anunciado estos días.
Vosotros sois los hijos de los profetas, y del pacto que Dios concertó con nuestros padres, diciendo á Abraham: Y en tu simiente serán benditas todas las familias de la tierra.
A vosotros primeramente, Dios, habiendo levantado á su Hijo, le envió para que os bendijese, á fin de que cada uno se convierta de su maldad.
JUSTIFICADOS pues por la fe, tenemos paz para con Dios por medio de nuestro Señor Jesucristo:
Por el cual también tenemos entrada por la fe á esta gracia en la cual estamosfirmes, y nos gloriamos en la esperanza de la gloria de Dios.
Y no sólo esto, mas aun nos gloriamos en las tribulaciones, sabiendo que la tribulación produce paciencia;
Y la paciencia, prueba; y la prueba, esperanza;
Y la esperanza no avergüenza; porque el amor de Dios está derramado en nuestros corazones por el Espíritu Santo que nos es dado.
Porque Cristo, cuando aun éramos flacos, á su tiempo murió por los impíos.
Ciertamente apenas muere alguno por un justo: con todo podrá ser que alguno osara morir por el bueno.
Mas Dios encarece su caridad para con nosotros, porque siendo aún pecadores, Cristo murió por nosotros.
Luego mucho más ahora, justificados en su sangre, por él seremos salvos de la ira.
Porque si siendo enemigos, fuimos reconciliados con Dios por la muerte de su Hijo, mucho más, estando reconciliados, seremos salvos por su vida.
Y no sólo esto, mas aun nos gloriamos en Dios por el Señor nuestro Jesucristo, por el cual hemos ahora recibido la reconciliación.
De consiguiente, vino la reconciliación por uno, así como el pecado entró en el mundo por un hombre, y por el pecado la muerte, y la muerte así pasó á todos los hombres, pues que todos pecaron.
Porque hasta la ley, el pecado estaba en el mundo; pero no se imputa pecado no habiendo ley.
No obstante, reinó la muerte desde Adam hasta Moisés, aun en los que no pecaron á la manera de la rebelión de Adam; el cual es figura del que había de venir.
Mas no como el delito, tal fué el don: porque si por el delito de aquel uno murieron los muchos, mucho más abundó la gracia de Dios á los muchos, y el don por la gracia de un hombre, Jesucristo.
Ni tampoco de la manera que por un pecado, así también el don: porque el juicio á la verdad vino de un pecado para condenación, mas la gracia vino de muchos delitos para justificación.
Porque, si por un delito reinó la muerte por uno, mucho más reinarán en vida por un Jesucristo los que reciben la abundancia de la gracia, y del don de la justicia.
Así que, de la manera que por un delito vino la culpa á todos los hombres para condenación, así por una justicia vino la gracia á todos los hombres para justificación de vida.
Porque como por la desobediencia de un hombre los muchos fueron constituídos pecadores, así por la obediencia de uno los muchos serán constituídos justos.
La ley empero entró para que el pecado creciese; mas cuando el pecado creció, sobrepujó la gracia;
Para que, de la manera que el pecado reinó para muerte, así también la gracia reine por la justicia para vida eterna por Jesucristo Señor nuestro.
¿COMENZAMOS otra vez á alabarnos á nosotros mismos? ¿ó tenemos necesidad, como algunos, de letras de recomendación para vosotros, ó de recomendación de vosotros?
Nuestras letras sois vosotros, escritas en nuestros corazones, sabidas y leídas de todos los hombres;
Siendo manifiesto que sois letra de Cristo administrada de nosotros, escrita no con tinta, mas con el Espíritu del Dios vivo; no en tablas de piedra, sino en tablas de carne del corazón.
Y tal confianza tenemos por Cristo para con Dios:
No que seamos suficientes de nosotros mismos para pensar algo como de nosotros mismos, sino que nuestra suficiencia es de Dios;
El cual asimismo nos hizo ministros suficientes de un nuevo pacto: no de la letra, mas del espíritu; porque la letra mata, mas el espíritu vivifica.
Y si el ministerio de muerte en la letra grabado en piedras, fué con gloria, tanto que los hijos de Israel no pudiesen poner los ojos en la faz de Moisés á causa de la gloria de su rostro, la cual había de perecer,
¿Cómo no será más bien con gloria el ministerio del espíritu?
Porque si el ministerio de condenación fué con gloria, mucho más abundará en gloria el ministerio de justicia.
Porque aun lo que fué glorioso, no es glorioso en esta parte, en comparación de la excelente gloria.
Porque si lo que perece tuvo gloria, mucho más será en gloria lo que permanece.
Así que, teniendo tal esperanza, hablamos con mucha confianza;
Y no como Moisés, que ponía un velo sobre su faz, para que los hijos de Israel no pusiesen los ojos en el fin de lo que había de ser abolido.
Empero los sentidos de ellos se embotaron; porque hasta el día de hoy les queda el mismo velo no descubierto en la lección del antiguo testamento, el cual por Cristo es quitado.
Y aun hasta el día de hoy, cuando Moisés es leído, el velo está puesto sobre el corazón de ellos.
Mas cuando se convirtieren al Señor, el velo se quitará.
Porque el Señor es el Espíritu; y donde hay el Espíritu del Señor, allí hay libertad.
Por tanto, nosotros todos, mirando á cara descubierta como en un espejo la gloria del Señor, somos transformados de gloria en gloria en la misma semejanza, como por el Espíritu del Señor.
AMOS, haced lo que es justo y derecho con vuestros siervos, sabiendo que también vosotros tenéis amo en los cielos.
Perseverad en oración, velando en ella con hacimiento de gracias:
Orando también juntamente por nosotros, que el Señor nos abra la puerta de la palabra, para hablar el misterio de Cristo, por el cual aun estoy preso,
Para que lo manifieste como me conviene hablar.
Andad en sabiduría para con los extraños, redimiendo el tiempo.
Sea vuestra palabra siempre con gracia, sazonada con sal; para que sepáis cómo os conviene responder á cada uno.
Todos mis negocios os hará saber Tichîco, hermano amado y fiel ministro y consiervo en el Señor:
El cual os he enviado á esto mismo, para que entienda vuestros negocios, y consuele vuestros corazones;
Con Onésimo, amado y fiel hermano, el cual es de vosotros. Todo lo que acá pasa, os harán saber.
Aristarchô, mi compañero en la prisión, os saluda, y Marcos, el sobrino de Bernabé (acerca del cual habéis recibido mandamientos; si fuere á vosotros, recibidle),
Y Jesús, el que se llama Justo; los cuales son de la circuncisión: éstos solos son los que me ayudan en el reino de Dios, y me han sido consuelo.
Os saluda Epafras, el cual es de vosotros, siervo de Cristo, siempre solícito por vosotros en oraciones, para que estéis firmes, perfectos y cumplidos en todo lo que Dios quiere.
Porque le doy testimonio, que tiene gran celo por vosotros, y por los que están en Laodicea, y los que en Hierápolis.
Os saluda Lucas, el médico amado, y Demas.
Saludad á los hermanos que están en Laodicea, y á Nimfas, y á la iglesia que está en su casa.
Y cuando esta carta fuere leída entre vosotros, haced que también sea leída en la iglesia de los Laodicenses; y la de Laodicea que la leáis también vosotros.
Y decid á Archîpo: Mira que cumplas el ministerio que has recibido del Señor.
La salutación de mi mano, de Pablo. Acordaos de mis prisiones. La gracia sea con vosotros. Amén. Escrita de Roma á los Colosenses; enviada con Tichîco y Onésimo.
ASÍ que, la suma acerca de lo dicho es: Tenemos tal pontífice que se asentó á la diestra del trono de la Majestad en los cielos;
Ministro del santuario, y de aquel verdadero tabernáculo que el Señor asentó, y no hombre.
Porque todo pontífice es puesto para ofrecer presentes y sacrificios; por lo cual es necesario que también éste tuviese algo que ofrecer.
Así que, si estuviese sobre la tierra, ni aun sería sacerdote, habiendo aún los sacerdotes que ofrecen los presentes según la ley;
Los cuales sirven de bosquejo y sombra de las cosas celestiales, como fué respondido á Moisés cuando había de acabar el tabernáculo: Mira, dice, haz todas las cosas conforme al dechado que te ha sido mostrado en el monte.
Mas ahora tanto mejor ministerio es el suyo, cuanto es mediador de un mejor pacto, el cual ha sido formado sobre mejores promesas.
Porque si aquel primero fuera sin falta, cierto no se hubiera procurado lugar de segundo.
Porque reprendiéndolos dice: He aquí vienen días, dice el Señor, y consumaré para con la casa de Israel y para con la casa de Judá un nuevo pacto;
No como el pacto que hice con sus padres el día que los tomé por la mano para sacarlos de la tierra de Egipto: porque ellos no permanecieron en mi pacto, y yo los menosprecié, dice el Señor.
Por lo cual, este es el pacto que ordenaré á la casa de Israel después de aquellos días, dice el Señor: Daré mis leyes en el alma de ellos, y sobre el corazón de ellos las escribiré; y seré á ellos por Dios, y ellos me serán á mí por pueblo:
Y ninguno enseñará á su prójimo, ni ninguno á su hermano, diciendo: Conoce al Señor: porque todos me conocerán, desde el menor de ellos hasta el mayor.
Porque seré propicio á sus injusticias, y de sus pecados y de sus iniquidades no me acordaré más.
Diciendo, Nuevo pacto, dió por viejo al primero; y lo que es dado por viejo y se envejece, cerca está de desvanecerse.
DESPUÉS de estas cosas miré, y he aquí una puerta abierta en el cielo: y la primera voz que oí, eracomo de trompeta que hablaba conmigo, diciendo: Sube acá, y yo te mostraré las cosas que han de ser después de éstas.
Y luego yo fuí en Espíritu: y he aquí, un trono que estaba puesto en el cielo, y sobre el trono estaba uno sentado.
Y el que estaba sentado, era al parecer semejante á una piedra de jaspe y de sardio: y un arco celestehabíaalrededor del trono, semejante en el aspecto á la esmeralda.
Y alrededor del trono había veinticuatro sillas: y vi sobre las sillas veinticuatro ancianos sentados, vestidos de ropas blancas; y tenían sobre sus cabezas coronas de oro.
Y del trono salían relámpagos y truenos y voces: y siete lámparas de fuego estaban ardiendo delante del trono, las cuales son los siete Espíritus de Dios.
Y delante del tronohabíacomo un mar de vidrio semejante al cristal; y en medio del trono, y alrededor del trono, cuatro animales llenos de ojos delante y detrás.
Y el primer animalerasemejante á un león; y el segundo animal, semejante á un becerro; y el tercer animal tenía la cara como de hombre; y el cuarto animal, semejante á un águila volando.
Y los cuatro animales tenían cada uno por sí seis alas alrededor, y de dentro estaban llenos de ojos; y no tenían reposo día ni noche, diciendo: Santo, santo, santo el Señor Dios Todopoderoso, que era, y que es, y que ha de venir.
Y cuando aquellos animales daban gloria y honra y alabanza al que estaba sentado en el trono, al que vive para siempre jamás,
Los veinticuatro ancianos se postraban delante del que estaba sentado en el trono, y adoraban al que vive para siempre jamás, y echaban sus coronas delante del trono, diciendo:
Señor, digno eres de recibir gloria y honra y virtud: porque tú criaste todas las cosas, y por tu voluntad tienen ser y fueron criadas.
