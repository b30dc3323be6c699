En el principio Dios crió al cielo y la tierra.
Y la tierra estaba sin defecto, y la oscuridad; y la oscuridad estaba sobre la faz del profundo. Y el espíritu de Dios conmovido sobre la faz de las aguas.
Y dijo Dios: Sea luz; y estaba luz.
Y vió Dios la luz, que era bueno; y repartió Dios de las tinieblas.
Y llamó Dios á la luz, y las tinieblas llamó á Nán. Y el día de la mañana, y la mañana fué el primer día.
Y dijo Dios: Sea en medio de las aguas, y la partida las aguas de las aguas.
E hizo Dios el trabajo, y repartió las aguas que debajo de las aguas que estaban debajo de las aguas que estaban sobre las aguas que estaban sobre las aguas, y fué así.
Y llamó Dios á la tarde, y el día de la mañana, y la mañana era el día siguiente.
Y dijo Dios: De las aguas debajo de los cielos á un lugar, y la seca seca; y fué así.
Y llamó Dios á la seca seca, y la junta de las aguas, llamado Segías: y vió Dios lo que era bueno.
Y dijo Dios: Sea la hierba de la hierba, y el árbol produce, y el fruto de su especio, cuyo simiente está en sí, sobre la tierra; y fué así.
Y la tierra sacó la hierba, y traed la simiente según su especie, y el árbol que tiene fruto, cuyo simiente estaba en sí, y Dios lo que era bueno.
Y la tarde y la mañana, el tercer día.
Y dijo Dios: Vécate en las moradas de los cielos para partir el día de la noche; y sean por las señales, y por días, y de días, y de días, y de días, y de días,
Y sean por el lazos en las cámaras de los cielos para dar luz sobre la tierra; y así fué así.
Y puso Dios dos grandes grandes grandes, y el día que se enseñoreaba el día, y el loto de la noche, hizo también las estrellas.
Y puso Dios en la fortaleza de los cielos para dar luz sobre la tierra,
Y á la noche, y á la noche, y á partir la luz de las tinieblas: y vió Dios lo que era bueno.
Y la tarde y la mañana, el cuarto día.
Y dijo Dios: De las aguas las aguas que veía la vida que tiene vida, y caiga sobre la haz de los cielos.
Y crió Dios grandes, y todas las criadas que corren las aguas, después de su especie, y todo lo que era bueno.
Y bendijo Dios á ellos, diciendo: Vaos, y multiplicad las aguas en los mares, y se multiplica en la tierra.
Y el día de la tarde y la mañana, el quinto día.
Y dijo Dios: De la tierra los animales según su especie, ganado, y reptil, y bestias de la tierra según su especie; y fué así.
E hizo Dios la bestia de la tierra según su especie, y bestias después de su especie, y todo lo que lleva en la tierra después de su especie: y vió Dios lo bueno.
Y dijo Dios: Dámonos hombre en nuestra imagen, después de nuestra imagen; y han de enseñorear sobre los peces de la mar, y sobre toda la tierra, y sobre todas las bestias, y sobre todas las bestias, y sobre todas las bestias, y sobre toda la tierra.
Y crió Dios en su imagen, en la imagen de Dios le crió; varón y hembra los crió.
Y bendijo Dios á ellos, y díjoles: Vuesad, y multiplicad, y la multiplica la tierra, y la sujeta de la mar, y sobre las cañas de la mar, y sobre todas las aves del cielo, y sobre todas las aves del cielo, y sobre todas las aves del cielo, y sobre todas las aves del cielo, y sobre todas las bestias de la mar.
Y dijo Dios: He aquí, yo os he dado á todos los pastores que está sobre la faz de toda la tierra, y cada árbol, en el árbol de árbol árbol, que os será por comida.
Y á cada bestia de la tierra, y á todas las ciudades de los cielos, y á todo lo que lleva en la tierra, en la cual hay vida, yo lo he dado cada uno.
Y vió Dios á todo lo que había hecho, y he aquí que era muy muy bueno. Y el sexto día y la mañana.
Y oyendo las palabras de Labán las palabras de Labán, diciendo: Jacob ha tomado todo lo que fué de nuestro padre; y de lo que fué de nuestro padre.
Y vió Jacob el rostro de Labán, y no le fué para él como delante de él.
Y Jehová dijo á Jacob: Vuélvete á la tierra de tus padres, y á tu parentela; y seré contigo.
Y envió Jacob y llamó á Rachêl y á Lea al campo á sus ovejas,
Y les dijo: Yo vego el rostro de vuestro padre, que no está para mí, antes el Dios de mi padre me ha sido conmigo.
Y sabéis que con toda mi potencia he servido á vuestro padre.
Y me engañó vuestro padre, y me rebeló por diez veces; mas Dios no le ha hecho mal.
Si él dijo: El perezoso, será tu atario; entonces todos los animales que traían; y si él dijo: El perezoso será tu paga, entonces le parió todo el ganado.
Así ha quitado Dios los animales de vuestro padre, y los entregó á mí.
Y aconteció en el tiempo que los animales, vi mis ojos, y vió en un sueño, y he aquí que los carneros que pasaban sobre las bestias, y el ganado de los animales.
Y el ángel de Dios me habló en un sueño, diciendo: Jacob. Y dije: Heme aquí.
Y él dijo: Sube ahora tus ojos, y veed á todos los carneros que pasan sobre las bestias, y el dolor, y el que yo te he visto.
Yo soy el Dios de Beth-el, donde dijiste la columna de la columna, y donde me has hecho voto á mí: levántate, y vete á la tierra de tu parentela.
Y respondiendo Rachêl, y le dijo: ¿Es aún aún alguna parte ó heredad por nosotros en la casa de nuestro padre?
¿No nos llamamos á los extranjeros? porque nos ha vendido, y nos ha consumido nuestro dinero.
Porque todas las riquezas que Dios ha tomado de nuestro padre, que es nuestra, y los hijos de nuestros hijos te ha dicho, haz.
Entonces Jacob se levantó, y puso sus hijos y sus mujeres en camellos;
Y llevando todas sus bestias, y todas sus bienes que había engendrado, el ganado de su sepulta, la cual tenía en Padan-aram, para ir á Isaac su padre en la tierra de Canaán.
Y fué Labán para dar dar sus ovejas; y Rachêl tuvo las estatuas las estatuas que eran su padre.
Y Jacob se apartó de Labán el terrado á Labán, en lo que le había dicho.
Y huyó con todo lo que había, y se levantó, y pasó el río, y puso su rostro hacia el monte de Galaad.
Y fué dicho á Labán en el tercer día que Jacob fué huído.
Y tomó á sus hermanos con él, y le siguió tras él siete días, y le llevaron en el monte de Galaad.
Y vino Dios á Labán, y le dijo: Guárdate que no hables á Jacob, ó á Jacob.
Y tomó Jacob á Jacob. Y Jacob en el monte; y Labán con sus hermanos asentaron en el monte de Galaad.
Y Labán dijo á Jacob: ¿Qué has hecho, para que me has hecho, y llevaste mis hijas como cautivos á cuchillo?
¿Por qué te huiste de mí, y no me habías de mí, y no me has enviado, para que te he enviado con alegría, y con arevas, y con arpa?
Y no me ha padecido á besar á mis hijos y mis hijas? tú has hecho locura en tanto.
Es en la fortaleza de mi padre para hacer; mas el Dios de vuestro padre me habló, diciendo: Ruégote que no habías á Jacob, ó el bien.
Y ahora, pues, si te volvieres, ¿por qué te enpiste conforme á la casa de tu padre, y ¿por qué te has despedido mi dios?
Y respondió Jacob, y dijo á Labán: Porque temí; porque yo dijo: Quita de mí tu hijas.
A cualquiera que has visto tus dioses, no le viviere: delante de nuestros hermanos te oigas lo que es tu conmigo, y toma á ti. Porque Jacob no sabía que Rachêl no los supieron.
Y fué Labán á la tienda de Jacob, y á la tienda de Lea, y á los dos siervos, y no los hallaron. Y salió el tabernáculo de Lea, y entró en la tienda de Rachêl.
Y tomó Rachêl todas las estatuas, y púsolos en la campiña de los vasos de los vasos, y sentó sobre ellos. Y Labán, pues, no los hallaron.
Y ella dijo á su padre: No lo ha de levantar á mi señor que no podré levantar delante de ti; porque el vaso de las mujeres está sobre mí, y no hallaron las estatuas.
Y Jacob se enojó, y se acordó con Labán; y Jacob respondió, y dijo á Labán: ¿Qué es mi pecado? ¿qué es mi pecado?
¿Por qué has hecho todo mi lugar, ¿qué has hallado de toda tu casa? pon aquí delante de mis hermanos y tus hermanos, para que juzgue entre nosotros.
Este veinte años te he sido contigo; tus cabras y tus cabritos no han echado sus cabras, y los carneros de tu rebaño no comeré.
Que lo que estaba de bestias de bestias no te saqué, yo te parió á ti; de mi mano lo has de hacer, si te hurtó de noche.
Y fuí; en el día de mí me han consumido, y las perverdades de noche; y mi sueño se apartó de mis ojos.
Y he sido veinte años en tu casa; yo te he hecho catorce años por tus dos hijas, y seis años por tus ganados; y tú muste mi estrado diez veces.
Si el Dios de mi padre, el Dios de Abraham, el Dios de Abraham, y el temor de Isaac, siendo conmigo, y el trabajo de mis manos ha visto mi aflicción y el trabajo de mis manos, y te reprenda de noche.
Y respondió Labán, y dijo á Jacob: Estas hijas son mis hijas, y estos hijos son mis hijos, y estas bestias, y todas mis bestias, y todas mis hijas, y mis hijas, y á sus hijos que tienen hoy.
Y tú, pues, vendrás pacto, y tú; y sea por testigo entre mí y ti.
Y tomó Jacob una piedra, y púsola por columna.
Y dijo Jacob á sus hermanos: Guntad piedras, y tomaron piedras, y combatieron en el montón. Y comieron allí en el montón.
Y llamó Labán á Jet-sasatha; y Jacob le llamó á Ganita.
Y Labán dijo: Esta es testimonio entre mí y ti hoy. Por eso fué el nombre de ella llamada á Ganita;
Y Mizpa, pues, dijo: Jehová, y de ti, y cuando somos enviados de los otros.
Si tú afligirás á mis hijas, ó si quieres á las otras mujeres de mis hijas, nadie está con nosotros; solamente Dios es el testigo de mí y ti.
Y Labán dijo á Jacob: He aquí esto, y he aquí esta columna de mí y de ti;
Este lugar sea testimonio, y esta columna sea testigo, que no pasaré en este montón para ti, y no pasarás de este montón y esta columna.
El Dios de Abraham, y el Dios de Naachôr, Dios de su padre, juzce entre nosotros. Y Jacob juró por el temor de su padre Isaac.
Entonces Jacob ofreció sacrificio sobre el monte, y llamó á sus hermanos á comer pan; y comieron pan, y se quedó en el monte.
Y de mañana se levantó á Labán, y besó á sus hijos y sus hijas, y les bendijo; y Labán se volvió á su lugar.
Y Jehová dijo á Moisés: Aun haré una plaga sobre Faraón, y sobre Egipto; después que os dejará de aquí.
Habla ahora en oídos del pueblo, y cada uno de su prójimo, y cada mujer de su prójimo, vasos de plata, y vasos de oro.
Y Jehová dió el pueblo en ojos de los Egipcios. Y fué el hombre Moisés grande en la tierra de Egipto, delante de los siervos de Faraón, y delante de los ojos del pueblo.
Y Moisés dijo: Así ha dicho Jehová: De noche iré á la noche en medio de Egipto:
Y todos los primogénitos en la tierra de Egipto morirá, desde el primogénito de Faraón que está sentado sobre su trono, hasta el primogénito de la copa, y todos los primogénitos de bestias.
Y habrá grande clamor por toda la tierra de Egipto, tal como no la hubiere quien quien la hubiere de ser semejante, ni será más como más.
Mas contra alguno de los hijos de Israel no tendrá perro su lengua, contra el hombre ó bestias; para que vosotros sabéis que Jehová diere entre los Egipcios y Israel.
Y todos estos tus siervos descendieron á mí, y se inclinarán á mí, diciendo: Sube, y todo el pueblo que te seguía; y después de esto saldrá de Faraón en gran ira.
Y Jehová dijo á Moisés: Faraón no os oyrá; y mis maravillas sean multiplicados en la tierra de Egipto.
Y Moisés y Aarón todas estas maravillas delante de Faraón; y Jehová endureció el corazón de Faraón, así que no quería ir de su tierra.
Y llamó Jehová á Moisés, y le habló del tabernáculo del testimonio, diciendo:
Habla á los hijos de Israel, y diles: Si alguno de vosotros os llevará ofrenda á Jehová, llevaréis vuestra ofrenda de los animales, y de las ovejas.
Si su ofrenda fuere holocausto de los pastores, le ofrecerá un macho sin defecto; él lo ofrecerá de su compañero en la puerta del tabernáculo del testimonio delante de Jehová.
Y pondrá su mano sobre la cabeza del holocausto; y será acepto por él por él.
Y degollará el becerro delante de Jehová, y los sacerdotes de Aarón, y rotará la sangre en derredor sobre el altar que está junto á la puerta del tabernáculo del testimonio.
Y pondrá el holocausto, y lo talará en sus piezas.
Y los hijos de Aarón sacerdote pondrá fuego sobre el altar, y pondrá el bosque en el fuego:
Y los sacerdotes, los hijos de Aarón pondrán las partes, la cabeza, y el sebo, en el bosque que está sobre el altar;
Mas sus entrañas y sus piernas, lavará en agua; y el sacerdote hará quemar todo sobre el altar, para holocausto, de olor suave á Jehová.
Y si su ofrenda fuere de las ovejas, de las ovejas, de las ovejas, ó de los cabritos, para holocausto; él lo traerá un varón sin defecto.
Y lo degollará en la parte del altar al aquilón delante de Jehová; y los sacerdotes de Aarón, esparcirá su sangre alrededor sobre el altar.
Y lo talará en sus piezas, con su cabeza y su sebo; y el sacerdote los pondrá en el bosque que está sobre el altar.
Y lavará los intestinos y las piernas con agua; y el sacerdote lo traerá sobre el altar: es holocausto, ofrenda encendida á Jehová.
Y si el holocausto sacrificio para su ofrenda á Jehová, será de aves, y traerá su ofrenda, ó de los raervos.
Y el sacerdote lo llevará al altar, y rotarálo su cabeza, y lo quemará en el altar; y su sangre será injug al lado del altar.
Y sacará su torto con sus arcos, y la echaron fuera fuera del altar al oriente, junto al lugar de la ceniza.
Y le allegará con sus alas, y no lo partirá; y el sacerdote lo hará arder sobre el altar, sobre el bosque que está sobre el fuego: es holocausto, ofrenda encendida, ofrenda encendida á Jehová.
Y HABLÓ Jehová á Moisés y á Aarón, diciendo:
Tomad de los hijos de Coath de entre los hijos de Leví, por sus familias, por sus familias;
De treinta años arriba arriba hasta cincuenta años, todos los que entran en el ejército, para hacer la obra en el tabernáculo del testimonio.
Este será el servicio de los hijos de Coath en el tabernáculo del testimonio, alrededor del santuario:
Y cuando saliere el campo, Aarón vendrá, y sus hijos, y tomarán la cubierta, y cubrirán el arca de testimonio con ella:
Y pondrá sobre la cubierta de los tejeros de tejeros, y extenderá sobre ella un canto de jacinto, y pondrá en sus varas.
Y sobre la mesa de la mesa, extenderá el pan de jacinto, y púsose sobre las diferas, y los vasos, y los cojos se cubrirán; y el pan se pondrá sobre él.
Y extenderán en ellos una ropa de grana, y cubrirán el mismo con la cubierta de los tejeros, y pondrá en sus varas.
Y tomarán un didicio de jacinto, y cubrirán el candelero de la luz, y sus canas, y sus vasos, y todos sus vasos, con que ministran á ella:
Y la echaron, y todos sus vasos dentro de la cubierta de los tejeros, y pondrá sobre un árbol.
Y extenderá sobre el altar de oro, y la cubrirán con la cubierta de los tejeros, y pondrá sus varas;
Y tomarán todos los vasos de ministerio, con que ministran en el santuario, y los cubrirán en el lugar de jacinto, y los cubrirán en un árbol:
Y tomarán la ceniza del altar, y extenderá sobre él una púrpura;
Y pondrá sobre él todos sus vasos, con que todos los vasos de ellos, con los arcos, y las basas, todos los vasos, y los vasos, todos los vasos del altar; y extenderán sobre ella una cubierta, y extenderán sobre ella una cubierta de los tejeros, y extenderán sobre él una cubierta.
Y cuando Aarón y sus hijos hicieron el fin del santuario, y todos los vasos del santuario, y todos los vasos del santuario, como el campo, después que los hijos de Coath vendrá para llevar; mas ellos no tocarán cosa cosa santa santa.
Y para el cabo de Eleazar hijo de Aarón el sacerdote, el aceite de la luz, y el perfume aromático, y el aceite de la unción, y el rostro de todos los que están en ella.
Y habló Jehová á Moisés y á Aarón, diciendo:
No daréis la tribu de las familias de Coath de entre los Levitas;
Mas así los hacen, y no morirán, y no morirán, y no morirán, y sus hijos irán á su servicio y á su carga:
Mas ellos no entrarán en ver cuando las santas cosas se cubrieron, porque no moran.
Y HABLÓ Jehová á Moisés, diciendo:
Tomad también los hijos de Gersón, por las casas de sus padres, por sus familias, por sus familias;
De treinta años de treinta años y arriba hasta cincuenta años; todos los que entran para hacer el servicio, para hacer la obra en el tabernáculo del testimonio.
Esta es el servicio de las familias de Gersón, para servir, y por cargos;
Y llevarán las cortinas del tabernáculo del testimonio, y el tabernáculo del testimonio, su cubierta, y la cubierta de los riñones que están sobre ella, y el pabellón para la puerta del tabernáculo del testimonio,
Y las cortinas del atrio, y el pabellón para la puerta de la puerta del atrio, el cual está junto al tabernáculo, y sus cuerdas, y todos los vasos de su servicio, y á todos los vasos de su servicio, y á ellos servirán.
A la palabra de Aarón y á sus hijos todos los hijos de Gersón, en todo el servicio de los hijos de Gersón, en todas sus cargas, y en todo su servicio: y pondraréis á ellos en todas sus cargas.
Esta es el servicio de las familias de Gersón en el tabernáculo del testimonio: y su cargo será debajo de la mano de Ithamar hijo de Aarón sacerdote.
Como de los hijos de Merari, tú los número de sus familias, con sus familias, por sus padres;
De treinta años y arriba hasta cincuenta años, cada uno que entrare en el servicio, para hacer la obra del tabernáculo del testimonio.
Y esto es el cargo de su carga, conforme á todo su servicio en el tabernáculo del testimonio; las tablas del tabernáculo, y sus barras, y sus columnas, y sus basas,
Y las columnas del atrio alrededor, y sus basas, y sus basas, y sus riñones, con todas sus vasos, y con todos sus vasos, y con todos sus vasos: y cada uno haréis á los vasos de su carga.
Esta es el servicio de las familias de los hijos de Merari, conforme á todo su servicio, en el tabernáculo del testimonio, debajo de la mano de Ithamar hijo de Aarón sacerdote.
Y Moisés, y Aarón y los principales de la congregación, contados á sus familias, por sus familias, y conforme á la casa de sus padres,
De treinta años y arriba hasta cincuenta años, cada uno que entrare en el servicio, para la obra en el tabernáculo del testimonio:
Y los contados de ellos por sus familias, dos mil setecientos y cincuenta.
Estos fueron los contados de las familias de Coath, todos los que hacen servicio en el tabernáculo del testimonio, la cual Moisés y Aarón y Aarón, conforme á la palabra de Jehová por mano de Moisés.
Y los contados de los hijos de Gersón, por sus familias, por sus familias, y por la casa de sus padres,
De treinta años arriba y arriba hasta cincuenta años, cada uno que entrare en el servicio, para la obra en el tabernáculo del testimonio,
Los contados de ellos, por sus familias, por sus familias, por sus familias, dos mil y treinta y treinta.
Estos son los contados de las familias de Gersón, de todas las cosas que hacen servicio en el tabernáculo del testimonio, las cuales Moisés y Aarón y Aarón conforme al mandamiento de Jehová.
Y los contados de las familias de los hijos de Merari, por sus familias, por sus familias, por sus padres,
De treinta años arriba y arriba hasta cincuenta años, cada uno que entrare en el servicio, para la obra en el tabernáculo del testimonio,
Los contados de ellos por sus familias, tres mil y doscientos.
Estos son los contados de las familias de los hijos de Merari, Moisés y Aarón, conforme á la palabra de Jehová.
Todos los contados de los Levitas, á los cuales Moisés y á Aarón y á los principales de Israel, por sus familias, y conforme á la casa de sus padres,
De treinta años arriba y arriba hasta cincuenta años, cada uno que había de hacer el servicio del servicio, y el servicio de la carga en el tabernáculo del testimonio,
Los contados de ellos, ocho mil y ochenta y ochenta.
Conforme al mandamiento de Jehová, cada uno conforme á la mano de Moisés, cada uno conforme á su ministerio, y conforme á su carga: así contados de él, como Jehová lo había mandado á Moisés.
Y HABLÓ Jehová á Moisés, diciendo:
Manda á los hijos de Israel, y diles: Cuando entrareis en la tierra de Canaán, (esta es la tierra que os caerá por heredad, la tierra de Canaán con sus términos;)
Y vuestro mediodía será desde el desierto del desierto de Zín por el término de Edom, y vuestro mediodía será el término de la sal al oriente:
Y será vuestro término desde el mediodía hasta el asaso de Acbbbbm, y pasarán á Zín; y su salida será desde el mediodía hasta Ceseses-barnea, y entrará á Asón;
Y sacará el término de Azmón hasta el río de Egipto, y los pasos de ella será en la mar.
Y como á la orilla del término, daréis el término de la gran mar, será vuestro término en el término: éste será vuestro término.
Y esto será vuestro aquilón: desde la grande mar, desde la gran mar haréis por vosotros por el monte de Hor:
Desde el monte de Hor daréis vuestro término hasta la entrada de Hamath; y los pasos del término será para Zedad;
Y saldrá el término término á Siphrón, y los pasos de ella será en Hasar-enán: esto será vuestro aquilón.
Y vosotros daréis vuestro término desde Hasar-arham, á Sepham;
Y saldrá el término de la mar de Sepham á Ribla, á Ribla, y el término de la mar de Cinnnán al oriente;
Y saldrá el término del Jordán, y las salirá de ella en la sal: ésta será vuestra tierra con sus términos alrededor.
Y Moisés mandó á los hijos de Israel, diciendo: Esta es la tierra que habéis de dar á las nueve tribus, y á la media tribu;
Porque la tribu de los hijos de Rubén conforme á la casa de sus padres, y la tribu de los hijos de Gad conforme á la casa de sus padres, han recibido su heredad; y la tribu de Manasés han recibido su heredad;
Las dos tribus y la media tribu han recibido su heredad en este lado del Jordán, hacia el oriente.
Y HABLÓ Jehová á Moisés, diciendo:
Estos son los nombres de los varones que partieren la tierra á vosotros: Eleazar el sacerdote, y Josué hijo de Nun.
Y tomaréis un príncipe de cada tribu, para partir la tierra por heredad.
Y los nombres de los varones son estos: de la tribu de Judá, Caleb hijo de Jephone.
Y de la tribu de los hijos de Simeón, Semuel hijo de Ammiud.
De la tribu de Benjamín, Elidad hijo de Chîthón.
Y el príncipe de la tribu de los hijos de Dan, Buci hijo de Jobi.
El príncipe de los hijos de José, por la tribu de los hijos de Manasés, Hanel hijo de Epth.
Y el príncipe de la tribu de los hijos de Ephraim, Cemuel hijo de Siphán.
Y el príncipe de la tribu de los hijos de Zabulón, Elisua hijo de Pnach.
Y el príncipe de la tribu de los hijos de Issachâr, Pamel hijo de Azán.
Y el príncipe de la tribu de los hijos de Aser, Achîtod hijo de Seloi.
Y el príncipe de la tribu de los hijos de Nephtalí, Peemel hijo de Ammiud.
Estos son los que Jehová mandó á partir la herencia á los hijos de Israel en la tierra de Canaán.
Y será que si oyeres á la voz de Jehová tu Dios, para guardar y hacer todas sus mandamientos que yo te mando hoy hoy, que Jehová tu Dios te pondrá sobre las gentes de la tierra:
Y todos estas bendiciones vendrán sobre ti, y te tomarás, si oyeres la voz de Jehová tu Dios.
Bendito serás en la ciudad, y benditarás en el campo.
Bendito el fruto de tu cuerpo, y el fruto de tu tierra, y el fruto de tu ganado, el fruto de tus ovejas, y las ovejas de tus ovejas.
Bendito tu canastillo, y tu edifica.
Bendito tú, cuando entrares, y benditarás tú.
Jehová causa de tus enemigos que se levantarán contra ti delante de tu rostro; vendrán contra ti un camino, y huirán delante de ti siete caminos.
Jehová mandará tu bendición sobre ti, y en todo lo que has de tener tu mano; y él te bendecirá en la tierra que Jehová tu Dios te da.
Jehová te confirmará un pueblo á sí, como él te juró á ti, si guardares los mandamientos de Jehová tu Dios, y anda en sus caminos.
Y verán todo el pueblo de la tierra, que has llamado por el nombre de Jehová; y serán miedo de ti.
Y te hará Jehová en el fruto de tu cuerpo, y en el fruto de tu cuerpo, y en el fruto de tu tierra, en la tierra que Jehová juró á tus padres.
Jehová abrará á ti su buen tesoro, el cielo para dar la lluvia á tu tierra en su tiempo, y á bendecir toda la obra de tu mano; y tú harás á muchos pueblos, y no mirarás.
Y Jehová te hará la cabeza, y no la cobra; y tú serás arriba, y no serás sobre ella, y no te serás de abajo; y si oigas á los mandamientos de Jehová tu Dios, que yo te mando hoy.
Y no entrarás de alguna de las palabras que yo te mando hoy hoy, á la diestra, ó á la siniestra, para ir á los dioses ajenos.
Y será que si no oyeres á la voz de Jehová tu Dios, para guardar todas sus mandamientos y sus estatutos que yo te mando hoy;
Maldito en la ciudad, maldirás en el campo, y maldirás en el campo.
Maldito tu canastillo, y tu edifica.
Maldito el fruto de tu cuerpo, y el fruto de tu tierra, el fruto de tus vacas, y las ovejas de tus ovejas.
Maldito cuando entrares, y maldirás tú, y maldieres cuando fueres.
Jehová te enviará sobre ti maldición, y reprenda, en todas las cosas que has de tener tu mano á hacer, hasta que seas destruído, y hasta que te perdes; porque de la impiedad de tus obras, por cuanto de la impiedad de tus obras, con que me has dejado.
Jehová hará pestilencia á ti pestilencia, hasta que te han consumido de la tierra, á donde quiera que la poseeres.
Jehová te herirá con un canción, y con el torto me herirá, y á cuchillo, y á cuchillo, y á cuchillo, y á cuchillo, y á cuchillo, y á cuchillo, y á cuchillo; y ellos te perseguirán hasta que te pereren.
Y el cielo que está sobre tu cabeza, será metal, y la tierra que está debajo de ti.
Jehová hará la lluvia de tu tierra, y el polvo y el polvo: desde los cielos se levantarán sobre ti, hasta que te destruerás.
Jehová te hará á ser heridos delante de tus enemigos; tú saldrás el camino contra ellos, y hudrás siete caminos delante de ellos; y serás abiertos en todos los reinos de la tierra.
Y tu cuerpo será comida á todas las aves del cielo, y á las bestias de la tierra, y nadie los llevará.
Jehová te herirá con los humildes de Egipto, y con los temblinos, y con los arcos, y con los raervos, de lo cual no poeres sano.
Jehová te herirá con espío, y reveciará, y angustia de corazón.
Y entrarás en el día día, como el ciego en tinieblas, y no te prosperarás en tus caminos; y tú serás afligido, y no te salvará.
Harás mujer, y otro hombre con ella: edificarás casa de ella, y no morarás en ella: plantarás viña, y no juntarás sus uvas.
Tu buey será muerto delante de tus ojos, y no comerás de ella: tu asno será de ella, y no te será quien te te ha de ti; tus ovejas será á tus enemigos, y no los tendrás á tus enemigos.
Tus hijos y tus hijas serán dados á otro pueblo, y tus ojos mirarán, y tus ojos, y tus ojos, y no habrá en tu mano.
El fruto de tu tierra, y toda tu trabajo, una nación que no sabes; y tú serás afligido y crulado.
Y lo que estarás para los ojos de tus ojos que veás.
Jehová te herirá en las rodillas, y en las piernas, y en las piernas, con gran manera que no haya sanado, de tu pie hasta la cumbre de tu cabeza.
Jehová te llevará, y tu rey que pusieres sobre ti, á nación que ni tus padres han conocido, y allí servirás á dioses ajenos, madera y á piedra.
Y serás en espanto, y el proverb, y la palabra, entre todas las gentes á donde Jehová te llevará.
Y llevarás mucho simiente en el campo, y juntarás en el campo, porque la langosta lo devorará.
Por viñas plantarás viñas, y no los harás, ni beberás del vino, ni las uvas; porque los gusanos comerán.
Y tendrás olivas por todas tus términos, y no te ungirás con el aceite, porque tu olivas echó su fruto.
Y comenzarás hijos y hijas, y no les harás gozo; porque entrarán en cautiverio.
Todos tus árboles y fruto de tu tierra se levantarán la langosta.
El extranjero que está dentro de ti, subirá sobre ti muy alto; y vendrá muy muy alto.
El entonces te dará, y no lo harás á él; y será cabeza, y serás el coello.
Y todos estos malditos vendrán sobre ti, y te perseguirán, y te perseguirán, hasta que seas destruído; porque no obedeciste á la voz de Jehová tu Dios, para guardar sus mandamientos y sus estatutos que te mandó:
Y serán sobre ti por señal, y las maravillas, y sobre tu simiente para siempre.
Porque no dijiste á Jehová tu Dios, y con alegría de corazón, para la abundancia de todas las cosas;
Y tú servirás á tus enemigos que Jehová te enviará contra ti, en hambre, y en desnudez, y en falta de todas las cosas: y pondrá el yugo de hierro sobre tu cuello, hasta que te destruerá.
Jehová llevará nación contra ti de lejos, desde el fin de la tierra, como el águila como águila, la nación que no entenderás;
La nación de ira, que no mirará la persona de los viejos, ni mostrará gracia al mozo;
Y comerá el fruto de tus ganados, y el fruto de tu tierra, hasta que te destruyas; y no te dejará el trigo, ni el fruto de tus vacas, ni ovejas de tus ovejas, hasta que te destruerá.
Y te cercará en todas tus ciudades, hasta que Jehová tu Dios te ha dado.
Y comerás el fruto de tu cuerpo, la carne de tus hijos y de tus hijas, la cual Jehová tu Dios te ha dado, en el cerco, y en la angustia te ensalzará;
Así que, el hombre que está en medio de vosotros, y su ojo fuere mal para su hermano, y á la mujer de su seno, y á los demás de sus hijos que quedare;
Y que no le dará de ellos de la carne de sus hijos que comerá; porque no lo dejó en el cerco, y en las estrezas, con todas tus ciudades.
Los pensamientos, y la mujer entre vosotros, la cual no quisiese pasar el sopie sobre la tierra, para que su ojo fuere mal para el marido de su seno, y al marido de su seno, y á su hija,
Y al mozo que sale de entre sus pies, y á sus hijos que habían de llevar; porque ella los comerán por falta de todas partes, con que tu enemigo te enseñoreará en tus ciudades.
Si no guardares de hacer todas las palabras de esta ley que está escrito en este libro, que temes esta gloria y teme, oh Jehová.
Y Jehová hará tus plagas, y las plagas de tu simiente, y grande tormento, y de mucho tiempo, y de tiempo.
Y llevará sobre ti todas las enfermedades de Egipto, el cual te espantaste; y ellos se maravillarán á ti.
Y toda enfermedad, y toda plaga, que no está escrito en el libro de esta ley, les hará Jehová sobre ti, hasta que seas destruída.
Y dejaréis pocos pocos en número, y vosotros como las estrellas de los cielos por la multitud; porque no oyes la voz de Jehová tu Dios.
Y será que como Jehová os alegrare bien, y os multiplicará bien, y os multiplicará; así Jehová se alegrará sobre vosotros, y os traeréis de la tierra á donde quiera que la posees.
Y Jehová te esparcirará en todo el pueblo, desde el un fin de la tierra hasta el otro; y tú servirás á dioses ajenos, que ni tus padres han conocido, madera y piedra.
Y entre estas gentes no hallarás, ni el socorro de tu pie: mas Jehová te dará un temblor de tu pie, y el dolor de los ojos:
Y será tu vida delante de ti, y temerás de día y de noche, y no tendrás más más de tu vida;
En la mañana dirás dirás: ¿Varás de Dios! y en la tarde dirás dirás: ¡Ojalá la mañana! porque el temor de tu corazón con que tendrás temor, y á los ojos de tus ojos que verás.
Y Jehová te llevará en Egipto, por el camino de donde yo te hablé: No lo verás más más á vuestros enemigos, ni á vuestros enemigos, ni á vuestros siervos, ni á vuestros siervos, ni á vuestros siervos, ni á vosotros comprará.
Y Josué juntó todas las tribus de Israel á Sichêm, y llamó á los ancianos de Israel, y por sus cabezas, y por sus gobernadores; y presentáronse delante de Dios.
Y Josué dijo á todo el pueblo: Así ha dicho Jehová el Dios de Israel: Vuesad nuestros padres moraron en el otro lado del diluvio, y el padre de Abraham, y el padre de Abraham, y el padre de Nachôr, y sirvieron á dioses.
Y tomé á vuestro padre Abraham desde la otra parte del diluvio, y le llevaron por toda la tierra de Canaán, y dióle Isaac á Isaac.
Y dí á Isaac á Isaac y á Esaú; y dí á Esaú al monte de Seir, para poseerla; y Jacob y sus hijos descendió á Egipto.
Y he enviado á Moisés y á Aarón, y puse á Egipto, conforme á lo que hice entre ellos; y después yo os saqué.
Y yo saqué vuestros padres de Egipto, y vinieron á la mar; y los Egipcios siguió á vuestros padres con carros y á caballo hasta el mar Bermejo.
Y clamando á Jehová, puso tinieblas entre vosotros y á los Egipcios, y los cubrieron; y vuestros ojos han visto lo que yo he hecho en Egipto; y morad en el desierto tiempo.
Y yo os saqué en la tierra de los Amorrheos que moraban en la otra parte del Jordán, y pelearon con vosotros; y yo los destruí de delante de vosotros.
Entonces Balac hijo de Zipía, rey de Moab, se levantó y contra Israel, y envió y llamando á Balaam hijo de Beor.
Mas no quiero oir á Balaam, y él os bendijo: y yo os libré de su mano.
Y habéis pasado el Jordán, y vinieron á Jericó; y los varones de Jericó contra vosotros, los Amorrheos, y los Pherezeos, y al Hetheo, y al Hetheo, y al Hetheo, y al Hetheo, y al Heveo, y al Heveo, y yo los entregó en vuestras manos.
Y envié la red delante de vosotros, la cual les sacaba de delante de vosotros, los dos reyes de los Amorrheos; mas no con tu arco, ni con tu arco.
Y yo os he dado tierra por la cual vosotros no trabajasteis, y ciudades que no edificáis, y moriréis en ellos; de las viñas y de las viñas que no os plantéis.
Ahora pues, temed á Jehová, y le servirá en pecidad y en verdad; y poned á los dioses que vuestros padres sirvieron á la otra parte del diluvio, y á Egipto, y servid á Jehová.
Y si hiciereis mal á vosotros á servir á Jehová, os escogimos hoy hoy; si los dioses de los Amorrheos que vuestros padres sirvieron que estaban en el otro lado del río, ó los dioses de los Amorrheos, en cuya tierra moriremos: mas como á mí y á mi casa, servimos á Jehová.
Y respondiendo el pueblo, y dijo: Dios que dejamos á Jehová, para servir á dioses ajenos;
Porque Jehová nuestro Dios, él nos ha traído y nuestros padres de la tierra de Egipto, de la casa de servidumbre, y todas las grandes señales delante de nuestros ojos, y nos guardó en todo el camino donde pasamos;
Y Jehová salió de delante de nosotros todo el pueblo, y los Amorrheos que moraban en la tierra; y también nosotros serviremos á Jehová, porque nuestro Dios es nuestro Dios.
Y Josué dijo al pueblo: No servid á Jehová; porque él es el Dios santo, él no perdonará vuestras rebeliones ni vuestros pecados.
Si dejareis á Jehová, y servid á los dioses, y os apartará el mal, y os hará bien.
Y el pueblo dijo á Josué: No; mas nosotros serviremos á Jehová.
Y Josué dijo al pueblo: Vosotros sois testigos contra vosotros que habéis elegido á Jehová, para servirle. Y ellos dijeron: Nosotros somos testigos testigos.
Y quita pues, dijo: Hijo de los dioses que están entre vosotros, y inclina vuestro corazón á Jehová Dios de Israel.
Y dijo el pueblo á Josué: Jehová nuestro Dios nos serviremos, y su voz serviremos.
Y Josué hizo alianza con el pueblo que se puso en Sichêm, y puso por estatuto perpetuo en Sichêm.
Y Josué escribió estas palabras en el libro de la ley de Dios, y tomó una grande piedra, y púsola fuera fuera del santuario, que estaba junto al santuario de Jehová.
Y Josué dijo á todo el pueblo: He aquí esta piedra nos será testigo para nosotros; porque esto ha oído todas las palabras de Jehová que nos ha dicho: por eso no os acordéis vuestro Dios.
Y Josué el pueblo, cada uno á su heredad.
Y ACONTECIÓ después de estas cosas, que Josué hijo de Nun, el siervo de Jehová, murió cien y diez años.
Y sepultáronlo en el término de su heredad en Timnath-th-ah, la cual está en el monte de Ephraim.
Entonces Israel sirvió á Jehová todos los días de Josué, y todos los días de los ancianos que habían visto á Josué, y lo que había conocido todas las obras de Jehová, que había hecho por Israel.
Y los huesos de José, que los hijos de Israel subieron de Egipto en Sichêm, sepultaron en Sichêm, en la tierra de los hijos de Hamor, padre de Sichêm, ciento cien piezas de plata por cien piezas de plata; y fué la heredad de los hijos de José.
Y murió Eleazar hijo de Aarón, y sepultáronlo en el monte que le fué dado en el monte que le fué dado en el monte de Ephraim.
Y los Filisteos tomaron el arca de Dios, y lleváronla de Er-ezer hasta Asdod.
Cuando los Filisteos tomaron el arca de Dios, la llevaron en la casa de Demón, y púsola por Danón.
Y cuando se levantaron de Asdod, he aquí Demón estaba sobre su rostro á la tierra delante del arca de Jehová. Y tomaron á Demón, y púsole en su lugar.
Y como se levantaron de mañana, he aquí Demón estaba sobre su rostro á la tierra delante del arca de Jehová; y la cabeza de Demón, y y de sus manos estaban talados de sus manos.
Por tanto, ni los sacerdotes de Demón, ni alguno que entren en la casa de la casa, hollando en Asdod hasta hoy.
Mas la mano de Jehová se enojaba sobre ellos de Asdod, y los destruía, y los hirió con los ríos, y Asdod y sus términos.
Y viendo los varones de Asdod que fué así, dijeron: El arca del Dios de Israel no morará con nosotros; porque su mano está sobre nosotros, y sobre Demón nuestro dios.
Y enviaron, y juntaron á todos los príncipes de los Filisteos á ellos, y dijeron: ¿Qué haremos con el arca del Dios de Israel? Y ellos respondieron: El arca del Dios de Israel. Y han llevado el arca del Dios de Israel.
Y fué, pues, después de ellos, la mano de Jehová contra la ciudad muy grande quebrantamiento; y hirió á los varones de la ciudad, y muy pequeño y grandes, y tuvieron temblados en sus partes.
Y enviaron el arca de Dios á Ecrón. Y aconteció que el arca de Dios fué á Ecrón, que fué el arca de Dios á Ecrón, y clamaron, diciendo: Todos han traído al arca del Dios de Israel á nosotros, y á nuestro pueblo.
Y enviaron, y juntaron á todos los príncipes de los Filisteos, y dijeron: Envírlo el arca del Dios de Israel, y volverla otra vez á su lugar, y no nos matarás, y nuestro pueblo; porque allí estaba en gran manera por toda la ciudad; la mano de Dios estaba en gran manera.
Y los varones que no murieron con los temblados; y el clamor de la ciudad subió á los cielos.
Y oyendo el hijo de Saúl que Abner era muerto en Hebrón, sus manos, y todos los Israelitas fueron turbados.
Y el hijo de Saúl había dos varones que estaban capitanes de él: el nombre de la una Baana, y el nombre del otro Rechâb, los hijos de Rimmón, de los hijos de Benjamín, ((de los hijos de Benjamín.
Y los Beerotheos huyeron á Gieliim, y allí moraban hasta hoy.
Y Jonathán, hijo de Saúl, tenía un hijo de sus pies. El cual fué de cinco años de Saúl y de Jezreel, y su nnnna le tomó, y huyó, y huyó; y huyó, y huyó, y huyó, y se levantó, y se levantó, y se fué á huir. Y fué su nombre Mephi-boseth.
Y los hijos de Rimmón, Beerob, Rechâb y Baana, vino, y vino en el calor del día hasta la casa de Is-boseth, el cual estaba en un lecho.
Y vinieron allá en medio de la casa, que quisieron trigo, y le hirieron debajo del quinto quinto; y Rechâb, y Sechâb su hermano.
Porque cuando entraban en la casa, puso sobre su lecho en su cámara, y le hirieron, y tomándole, y tomándole su cabeza, y tomáronlos por la campiña.
Y llevaron la cabeza de Is-boseth á David á Hebrón, y al rey: He aquí la cabeza de Is-boseth hijo de Saúl, que buscaba tu vida; y Jehová ha levantado mi señor el rey hoy de Saúl, y de su simiente.
Y respondió David á Rechâb, y á Baa su hermano, los hijos de Rimmón, y les dijo: Vive Jehová, el cual ha redimido mi alma de todo,
Cuando me dijo uno, diciendo: He aquí, Saúl es muerto, y le tomé en Siclag, y le mataron en Siclag, el cual pensaría que yo le he dado paga por su palabra:
¿Cuánto más que los hombres muertos han muerto en su cama? ¿no pues, pues, que su sangre de vuestra mano, y os tomaré de la tierra?
Y mandó David á sus mancebos, y los mataron, y cortáronlos sus manos y sus pies, y colgaron sobre el sepulcro de Is-boseth, y sepultáronlo en el sepulcro de Abner en Hebrón.
Y oyendo la reina de Seba de la fama de Salomón acerca del nombre de Jehová, vino á hacerle con carcos.
Y ella vino á Jerusalem con grande grande, con camellos que llevaban de mucho oro, y de piedras preciosas, y de piedras preciosas; y luego que ella fué á Salomón, ella habló con él de todo lo que estaba en su corazón.
Y Salomón lo contó, y no había nada oculto del rey, el cual no lo había escondido.
Y oyendo la reina de Seba á toda la sabiduría de Salomón, y la casa que había edificado,
Y la comida de su mesa, y la sentó de sus siervos, y los atentos de sus siervos, y sus vestidos, y sus arcos, y sus arcos, y sus arcos, no había espíritu espíritu en ella.
Y ella dijo al rey: Es verdad verdadero que he oído en mi tierra de tus hechos y de tu sabiduría.
Mas no creí las palabras, hasta que yo he visto, y mis ojos lo vieron; y he aquí la mitad de mí no me ha dicho: tu sabiduría y el que yo he oído.
Al Músico principal: Salmo de David, tus varones, bienaventurados estos tus siervos, que están siempre delante de ti, y oye tu sabiduría.
Bendito Jehová tu Dios, que te ha enpuesto en ti, para que te ponga en el trono de Israel; porque Jehová te amó por siglo, para hacer juicio y justicia.
Y dió el rey ciento veinte y veinte talentos de oro, y de piedras muy muy grande grande, y de piedras preciosas; no más más que la reina á Salomón.
Y el rey de Hiram, que traía oro de Ophir, llevando de Ophir, y de piedras preciosas, y de piedras.
Y el rey hizo de la casa de Jehová, y para la casa de Jehová, y para la casa del rey, y de salterios para cantores; no se salieron hasta hoy.
Y el rey Salomón dió á la reina de Seba, todo lo que le había pidido, además de su real real. Y ella se volvió, y fuése á su tierra, y á sus siervos.
Y el peso de oro que fué á Salomón en un año seiscientos sesenta y seis talentos de oro,
Sin lo que tenía de los mercadmos, y de la comía de los marenos, y de todos los reyes de Arabia, y de los gobernadores de la tierra.
Y el rey Salomón hizo doscientos y doscientos y de oro, seiscientos siclos de oro, seiscientos siclos de oro.
E hizo trescientos setenta escudos de oro, tres noches de oro para un escudo; y el rey los puso en la casa del Líbano.
Y el rey hizo un gran trono, y cubriólas con el beso de oro.
El trono tenía seis pasos, y la cumbre del trono estaba alrededor de detrás; y allí había rejado en el lado de la silla, y dos leones estaban junto á los riñones.
Y doce leleones estaban allí en la una parte y el otro sobre los seis pasos: allí no había como en cualquiera reino.
Y todos los vasos de la casa de Salomón, y todos los vasos de la casa del Líbano, cada oro puro de oro, ninguno de oro.
Porque el rey había en medio de Tharsis con el lugar de Hiram: una vez en tres años, y de tres años, trayendo oro, y de plata, y de oro, y de tañas.
Y el rey Salomón se apartó á todos los reyes de la tierra para riquezas y de sabiduría.
Y toda la tierra buscó á Salomón, para oir su sabiduría, el cual Dios había puesto en su corazón.
Y llevaron cada uno su presente, vasos de plata, y vasos de oro, y de vestidos, y de caballos, caballos, y las cabellas, un año de un año.
Y juntó Salomón á carros y á caballo; y él tenía mil y cuatrocientos carros, y doce mil hombres á los cuales besó en las ciudades por carros, y con el rey en Jerusalem.
Y el rey se hizo plata en Jerusalem, como piedras, y los cedros que están en los sepulcros, para abundancia.
Y había Salomón caballos de Egipto, y lino torcido; el rey de los mercadmos recibieron los vasos de los vasos de los vasos.
Y subió el carro, y saliéronse de Egipto por seiscientos siclos de plata, y un caballo para ciento y cincuenta; y así por todos los reyes de los Hetheos, y para los reyes de Siria, los cuales sacaron por su mano.
Y aconteció en el tercer año de Oseas hijo de Ela rey de Israel, el cual Ezechîas hijo de Achâz, comenzó á reinar.
Y era de veinticinco años, cuando comenzó á reinar; y reinó veinte y nueve años en Jerusalem. El nombre de su madre fué Abi, hija de Zacharías.
E hizo lo recto en ojos de Jehová, conforme á todas las cosas que David su padre hizo.
Subió los altos, y quebró las estatuas, y quebró las estatuas, y quebró las estatuas que Moisés había hecho; porque á aquellos días los hijos de Israel lo quemaron á él; y llamólo á Nehucas.
En Jehová Dios de Israel esperó, y no hubo como él en todos los reyes de Judá, ni todos los que están delante de él.
Porque él se apartó á Jehová, y no se apartó de detrás de él, antes guardó sus mandamientos que Jehová lo había mandado á Moisés.
Y fué Jehová con él, y él prosperó á donde salía; y se apartó contra el rey de Asiria, y no le sirvió.
A Gaza hirió á Gaza, y á Gaza, y sus términos, de su torre hasta la ciudad fuerte.
Y aconteció en el cuarto año del rey Ezechîas, el cual fué el año año de Ola rey de Israel, el rey de Asiria subió contra Samaria, y cercó.
Y en el fin de tres años lo tomaron; y el sexto año de Ezechîas, que es el nueve años de Israel, Samaria fué tomada.
Y el rey de Asiria sacaron á Asiria á Asiria, y púsolos en Hala y en el desierto de Gozán, y en las ciudades de Marara;
Porque no les obedecieron la voz de Jehová su Dios, y rebelaron su pacto, y todos los que Moisés siervo de Jehová mandó, y no los escucharon, ni los hacen.
Y en el año catorce del rey Ezechîas, Sennêrib rey de Asiria subió contra todas las ciudades fuertes de Judá, y tomáronlos.
Y envió Ezechîas rey de Judá al rey de Asiria á Lachîs, diciendo: Yo me volveré de mí: y llevaré el rey de Asiria á Ezechîas rey de Asiria. Y el rey de Asiria á Ezechîas, rey de Judá, trescientos talentos de plata y treinta talentos de plata y treinta talentos de plata.
Y le dió Ezechîas todo el dinero que había hallado en la casa de Jehová, y en los tesoros de la casa del rey.
EN aquel tiempo hizo Ezechîas el oro de las puertas del templo de Jehová, y de las columnas que Ezechîas rey de Judá había cubrido, y lo dió al rey de Asiria.
Y el rey de Asiria envió á Tarán y á Rabsaca de Lachîs, rey de Ezechîas. Y subieron, y subieron á Jerusalem. Y subieron, y subieron á Jerusalem.
Y habiendo llamado al rey, salieron á ellos Eliacim hijo de Hilcías, el cual estaba sobre la casa, y Sebna escriba, y á Joa hijo de Asaph.
Y dijo Rabsaces: Habla ahora á Ezechîas: Así ha dicho el gran rey, el rey de Asiria: ¿Qué confianza es esto?
Tú dices, (mas ellos son visiones,)) yo he consejo y fortaleza para la guerra. Y sobre los cuales tú confías, que no confias contra mí?
Y he aquí que tú confías en el bordón de esta caña, sobre Egipto, sobre Egipto, sobre la cual si alguno fuere hombre, saldrá en su mano, y la extenderá: así es Faraón rey de Egipto á todo lo que en él confía.
Y si dijereis á mí: confiamos en Jehová nuestro Dios: ¿No es el que los altos y cuyos altares Ezechîas ha tomado, y ha dicho á Judá y á Jerusalem: Vosotros adoraréis delante de este altar en Jerusalem?
Ahora pues, yo te ruego que mi señor el rey de Asiria, y yo te libraré dos mil caballos, si no poeres en tu parte para poner sobre ellos.
¿Cómo pues quitarás el rostro de un capitán de los pequeños de mi señor, y pon tu confior á caballo, y á caballo?
¿Heme ahora ahora fuera de Jehová contra este lugar para destruirla? Jehová me dijo: Sube contra esta tierra, y la destruiré.
Y dijo Eliacim hijo de Hilcías, y Sebna, y Joa, á Rabsasaca, diciendo: Yo te ruego, á tus siervos en la lengua de los Judíos que están en la lengua de los Judíos que están en el muro.
Mas Rabsaces les dijo: ¿A mi señor me envió á tu señor, y á ti, para hablar estas palabras? ¿no me envió á los hombres que se sentan en el muro, para que comen su muro, y comen su lugar con vosotros?
Entonces Rabsaces se levantó y clamaban á gran voz en la lengua de los Judíos, y hablaron, diciendo: Oid palabra del gran rey, el rey de Asiria.
Así ha dicho el rey: No os engañe Ezechîas, porque no os podrá librar de su mano;
Y os confiará Ezechîas en Jehová, diciendo: Jehová nos librará, y no nos entregará esta ciudad en mano del rey de Asiria.
No escuchéis á Ezechîas; porque así dice el rey de Asiria: Haced conmigo por presente, y venid á mí cada uno de su vid, y cada uno de su bargo, y cada uno de su hueso, y cada uno de su salva:
Hasta que venga y de la miel, y vuestro tierra, tierra de grano y de vino, tierra de pan y de viñas, tierra de olivas y de miel, que no moráis, y no moréis: y no nos entregará.
¿A qué de los dioses de las gentes entregó en toda su tierra de la mano del rey de Asiria?
¿Dónde están los dioses de Hamath, y de Arpad? ¿dónde están los dioses de Sepharim, y Isba, y los libraron Samaria de mi mano?
¿Quién son entre todos los dioses de las tierras, que han librado su tierra de mi mano, para que Jehová librará á Jerusalem de mi mano?
Mas el pueblo se levantó, y no le respondieron palabra; porque el mandamiento del rey estaba, diciendo: No le preguntó.
Y vino Eliacim hijo de Hilcías, el cual estaba sobre la casa, y Sebna escriba, y Joa hijo de Asaph, para Ezechîas con sus vestidos, y le contó las palabras de Rabsías.
Y cuando David era viejo y lleno de días, hizo Salomón su hijo sobre Israel.
Y juntó á todos los príncipes de Israel, con los sacerdotes y Levitas.
Y los Levitas fueron contados de los treinta años y arriba; y su número por sus cabos, cada uno, treinta y ocho mil.
De la cual, veinte y cuatro mil, para poner la obra de la casa de Jehová; y seis mil y jueces.
Y cuatro mil fueron porteros, y cuatro mil alabaron á Jehová con los vasos que hice, dijo David, para alabar.
Y los repartió David en atraones entre los hijos de Leví, Gersón, Gersón, y Merari.
De los Geranitas fueron Laadán, y Simi.
Los hijos de Laadán, Jehiel, y Zetham, y Joel, y tres.
Los hijos de Sii: Seloth, y Asiel, y Hán, tres. Estos fueron los cabezas de los padres de Laadán.
Y fueron los hijos de Sii, Jahath, y Jeba, y Bería. Estos fueron los hijos de Sii.
Y Jahath fué el principal, y Siba, y Siba y Bería no tenía muchos hijos; por lo cual estaban en una cuenta, conforme á la casa de su padre.
Los hijos de Coath: Amram, Izhar, Hebrón, y Uzziel, cuatro.
Los hijos de Amram, Aarón y Moisés; y se apartó Aarón, y sus hijos para siempre, para quemar perfumes delante de Jehová, para ministrar perfumes delante de Jehová, para ministrar á él, y á bendecir en su nombre para siempre.
Y acerca de Moisés el hombre de Dios, sus hijos fueron llamados de la tribu de Leví.
Los hijos de Moisés, Gersón, y Eliezer.
De los hijos de Gersón, Sebel el principal.
Y fueron los hijos de Eliezer, Reaía hijo de Eliezer. Y Eliezer no había otro hijos; mas los hijos de Reoía.
De los hijos de Izhar, Seloth, Seloth.
De los hijos de Hebrón: Jerías el primero, Amarías, Janías, el tercero, Jecamam.
De los hijos de Uzziel: Michâa el primero, y Jesías hijo.
Los hijos de Merari: Mahi, y Musi. Los hijos de Mahi, Eleazar, y Cis.
Y murió Eleazar Eleazar, y no tuvo hijos, y hijas; y sus hermanos los hijos de Cis.
Los hijos de Musi, Mahi, y Eer, y Zaloth.
Estos fueron los hijos de Leví por la casa de sus padres, y los principales de los padres, como fueron tenidos por número de los nombres, que hicieron la obra de la casa de Jehová, desde la vejez de veinte años y arriba.
Porque David dijo: Jehová, Dios de Israel ha dado reposo á su pueblo, para que habitan en Jerusalem para siempre:
Y también á los Levitas, no verán más más el tabernáculo, ni todos los vasos de ella para su servicio.
Porque por las postradas de David los Levitas fueron contados de veinte años arriba;
Por cuanto se esperaron en los hijos de Aarón por el servicio de la casa de Jehová, en los atrios, y en las cámaras, y en las cámaras, y la obra del servicio de la casa de Dios;
Both por el pan, y de la flor de harina por presente, y para los panes sin levadura, y de la misma medida, y para la medida de la medida, y por toda medida, y por toda medida, y por toda medida y de medida,
Y á toda mañana para alabar y á alabar á Jehová, y á Jehová, y también á la tarde;
Y para ofrecer á Jehová en los sábados, en los sábados, y en las solemnidades, y en las solemnidades, conforme á la orden á ellos, delante de Jehová.
Y para que guardasen la guarda del tabernáculo del testimonio, y el cargo del santuario santo, y el cargo de los hijos de Aarón sus hermanos, en el servicio de la casa de Jehová.
El cual comenzó á reinar, y reinó cuarenta años en Jerusalem. El nombre de su madre fué Sibías de Beer-seba.
E hizo Joas lo recto en ojos de Jehová todos los días de Joiada el sacerdote.
Y Joiada tomó por él dos mujeres, y engendró hijos y hijas.
Y aconteció después de esto, que Joas era de hacer hacer la casa de Jehová.
Y juntó á los sacerdotes y Levitas, y díjoles: Sube á las ciudades de Judá, y junta de todo Israel, y junta de todo Israel de un año, y veis que vosotros sois.
Y el rey llamó al principal de Joiada, y le dijo: ¿Por qué no pieres de los Levitas para traer de Judá y de Jerusalem, conforme al mandamiento de Moisés el siervo de Moisés el siervo de Moisés el siervo de Jehová, y de la congregación de Israel?
Porque los hijos de Athalía, que el impío no había quebrado la casa de Dios; y también todas las cosas consagraron de la casa de Jehová.
Y al mandamiento del rey se hicieron, y púsola fuera fuera de la puerta de Jehová.
E hicieron en Judá y Jerusalem, para que traían á Jehová á Jehová, el siervo de Dios puso sobre Israel en el desierto.
Y todos los príncipes y todo el pueblo se alegró, y lleváronse en el lugar, y echaron en el lugar de los que habían de fin.
Y aconteció que en aquel tiempo fué llevada al cabo del rey por mano de los Levitas, y como vieron que allí había mucho dinero, el cual había mucho dinero, el eunuco del sacerdote, y el príncipe del sacerdote, y la tomó, y la tomó, y la tomó, y la tomó, y tomáronla, y tomáronla á su lugar.
Y el rey y Joiada lo dió á los tales como la obra del servicio de la casa de Jehová, y de los carcos y careros para hacer la casa de Jehová, y aun los que trabajaban la casa de Jehová.
Y los que obraron, y la obra era perfecta de ellos, y pusieron la casa de Dios en su lugar, y lo aumentaron.
Y como lo habían acabado, llevaron el resto del dinero delante del rey y Joiada, de las cuales eran vasos para la casa de Jehová, y de los vasos de la casa de Jehová, y los vasos de oro, y vasos de oro. Y ofrecieron holocaustos en la casa de Jehová.
Mas Joiada se levantó, y fué lleno de días cuando murió; ciento treinta años de treinta años, cuando murió.
Y sepultáronlo en la ciudad de David entre los reyes, porque había hecho bien en Israel, y á su casa.
Y después de la muerte de Joiada vinieron á los príncipes de Judá, é hizo oir al rey. Y el rey los oyó.
Y dejaron la casa de Jehová Dios de sus padres, y sirvieron á los ídolos y á los ídolos; y vino sobre Judá y á Jerusalem para esto su pecado.
Mas él les envió á ellos á Jehová, y les testimonio contra ellos; y no quisieron oído oído.
Y el espíritu de Dios vino sobre Zachârías hijo de Joiada, el cual estaba sobre el pueblo, y les dijo: ¿Por qué habéis servido á Jehová, que no podéis prosperar? porque habéis dejado á Jehová.
Y conspicaron contra él, y le apedrearon con piedras en el mandamiento del rey en el atrio de la casa de Jehová.
Y Joas el rey no se acordó de él su padre, y mató á su hijo, y murió su hijo: y murió Jehová sobre ella, y lo pidió.
Y sucedió al cabo del año, que subieron el ejército de Siria contra él; y vinieron á Judá y á Jerusalem, y destruyeron á todos los príncipes del pueblo de entre el pueblo, y envió á todo el despojo de Damasco.
Porque el ejército de los Siros vinieron con un lugar de los hombres, y Jehová entregó en su mano grande ejército, porque habían dejado Jehová el Dios de sus padres. Y ellos hicieron juicio contra Joas.
Y saliendo de él, y le dejaron en gran enfermedad, y no le sepultaron en los sepulcros de los reyes de Joiada, por la sangre de los hijos de Joiada, y le mataron en su lecho, y murió; y sepultáronlo en la ciudad de David, y no le sepultaron en la ciudad de David, y no le sepultaron en la ciudad de David.
Y estos son los que habían conspirado contra él: Zabad hijo de Sima, y Jozabad hijo de Simrith.
Y acerca de sus hijos, y la grandeza de los que estaban sobre él, y los pagaban de la casa de Dios, he aquí está escrito en la tempestad del libro de los reyes. Y reinó Amasías su hijo.
Y juntáronse todo el pueblo á la plaza que estaba delante de la puerta de las aguas, y hablaron á Ezra escriba, para traer el libro de la ley de Moisés, el cual Jehová había mandado á Israel.
Y Esdras sacerdote trajo la ley delante de la congregación de los hombres y mujeres, y todas las cosas que oían con inteligencia, sobre el primer día del mes séptimo.
Y leyó en ella delante de la puerta de la mañana hasta el día de los hombres y las mujeres, y los oídos de todo el pueblo fueron atados hasta el libro de la ley.
Y Esdras se levantó en un plato de madera, el cual habían hecho por el consejo; y de su mano se puso á Maththías, y á Ananías, y á Maasías, y á Maasías, y á Maasías, y á su diestra, y á su mano derecha, y á Hasabías, y á Hasbías, y á Hasabías, y á Hasbías, y á Hasbías, y á Hasbías, y á Hasabías, y á Hasbías, y á Hasabías, y á Hasabías, y á Asa
Y Esdras abrió el libro en ojos de todo el pueblo; porque él estaba sobre todo el pueblo; y como abrió, todo el pueblo se levantó.
Y Esdras bendijo á Jehová, grande Dios. Y respondió todo el pueblo: Amén, Amén, y inclináronse sus cabezas, y adoraron á Jehová con sus rostros á tierra.
Y Jesuá, y á Bani, y á Shereías, Jamín, Secb, Sebthi, Maasías, Azarías, Azarías, Jozabad, Elizabad, Hanán, y á los Levitas, y á los Levitas, y á los Levitas, y á los Levitas, y á los Levitas, y á los Levitas, y á los Levitas, y á los Levitas, y á los Levitas; y el pueblo estaba en su lugar.
Y leyeron en el libro en la ley de Dios, y les dió el sendo, é hicieron entender el leelo.
Y Nephías, el cual es el Tirsatha, y Ezra el sacerdote, y los Levitas que enseñaban al pueblo: este día es santo hasta Jehová vuestro Dios; y no lloraron las palabras de la ley.
Y les dijo: Ve, comed el sebo, y bega el perfume, y llevad el perfume á ellos para que nada está preparado; porque el día es santo hasta el Señor nuestro: no os acordéis, porque el gozo de Jehová es vuestra fortaleza.
Y los Levitas se maravillaron á todo el pueblo, diciendo: ¡OZZZZZZZZIIIIIIIIIIIIIIIIIIIIIII
Y todo el pueblo se fué á comer, y á beber, y á enviar las puertas, y á hacer gran manera, porque entendieron las palabras que les decía.
Y el segundo día se juntaron á los príncipes de los padres de todos los pueblos, sacerdotes, y Levitas, hasta Esra escriba, hasta entender las palabras de la ley.
Y hallaron escrito en la ley que Jehová había mandado por Moisés, y los hijos de Israel habitaron en los días del mes séptimo:
Y los que habían predicado y pregonaban en todas sus ciudades, y en Jerusalem, diciendo: Suid al monte, y cojos, y sus brazos, y sus brazos, y las palmas, y sus brazos, y las palmas de los árboles, para que cumplan.
Y salió el pueblo, y púsolos, y púsose cada uno en la casa de Ephraim, y en sus atrios, y en los atrios de la casa de Dios, y en la plaza de la puerta de Ephraim.
Y toda la congregación de los que habían salido de la cautividad, se sentó debajo de la caza, y sentóse debajo de los días de Jesual hijo de Nun hasta el día de los hijos de Israel. Y había muy muy grande alegría.
Y el día siguiente, desde el día siguiente, leyó en el libro de la ley de Dios. Y guardaron la solemnidad siete días, y el octavo día, conforme á la costumbre.
Y RESPONDIÓ Eliphaz Teonita, y dijo:
¿De qué prudentes el hombre, y henchirá su vientre con el viento?
¿De qué pensará con reposición? ¿ó con atentos con que no puede hacer bien?
Y tú, pues, tú te levantarás, y entiendes oración delante de Dios.
Porque tu boca da tu iniquidad, y tú eres la lengua de los arcos.
Tu boca te ha deshonrado, y no te he conocido, y no te he conocido tus labios contra ti.
¿Eres tú el primer hombre que fué nacido? ¿y tú has hecho delante de los collados?
¿Has oído el secreto de Dios? ¿y tú te has encomentado sabiduría á ti?
¿Qué sabes, pues, que no sabemos? ¿qué es tú, que no hay en nosotros?
Con nosotros, son los rezos y muy muy hombres, mucho que tu padre.
¿Quién son las consolación de Dios con ti? ¿hay oculto á ti oculto?
¿Por qué te llevará tu corazón, y qué hacen tus ojos,
¿Para qué te dedes tu espíritu contra Dios, y las palabras de tu boca salieron de tu boca?
¿Qué es hombre, para ser limpio? y el que está nacido de mujer, para que sea justo?
He aquí no confiará en sus santos, y aun los cielos no están limpiados en sus ojos.
¿Hasta qué más más que bebe iniquidad, y bebe mi iniquidad como agua?
Yo te mostraré, y lo que he visto; y lo que yo he visto;
Los cuales sabios han dicho de sus padres, y no lo guardaron;
A los cuales solo es dada la tierra, y no pasaba entre ellos.
El impío se enseñoreará con todos sus días, y el número de los años, y el número de los años está juzgado para el osador.
Al Músico principal: en sus oídos está en sus oídos: en prosperidad, y en sus oídos le vendrán.
No cree que él volverá de tinieblas, y él es esperado de la espada.
El que se puso por pan, diciendo: ¿Dónde está? El que el día de tinieblas está en su mano.
Al Músico principal: Salmo de David, y no le temerán; contra él, como el rey aparejará á la batalla.
Porque él extendió á su mano contra Dios, y confirmó contra el Todopoderoso.
Al Músico principal, sobre él, sobre su cuello, sobre su cuello, sobre su cuello, sobre su cuello, sobre el borde de sus caevos;
Porque él cubrirá su rostro con su grosura, y se encubrió en sus pies.
Y habiéndose en asolamiento, y en casas que nadie morare, que no se ha de ser en montones.
No será rico, ni su hacienda permanecerá, ni su hacienda permanecerá, ni su hacienda sobre su tierra.
No se apartará de tinieblas, la llama secará sus ramas, y por el espíritu de su boca.
No se engañará en vanidad; porque la vanidad será su paga.
Y será cumplido delante de su tiempo, y sus ramas no se oscurecerán.
Como la vid de ellos se levantarán como la vid, y echará su flor como la olivas.
Porque la congregación de hipócritas serán asolados, y fuego devorará las tiendas de barro.
Muentan mal, y llevan vanidad, y su vientre, y su vientre.
¡Cómo me aumentaron los que me rebelaron! muchos son los que se levantan contra mí.
Muchos que dicen de mi alma: No hay socorro en Dios. (Selah. (Selah.)
Mas tú, oh Jehová, eres escudo para mí: mi gloria, mi gloria, y el ensalzador de mi cabeza.
Yo clamé á Jehová con mi voz, y me oyó de su santidad. (Selah.)
Al Músico principal: Salmo de David, y durmió, porque Jehová me ha descubierto.
No temeré de diez millares de pueblos, que se rebelaron contra mí alrededor.
Levántate, oh Jehová, líbrame, oh Dios mío; porque tú heriste á todos mis enemigos sobre los pobres de los malos.
Saludad á Jehová, tu bendición sobre tu pueblo. (tu bendición está sobre tu pueblo. (Selah.)
Al Músico principal: Salmo de Jehová: Salmo: Salmo: Salmo: Salmo: Salmo: Salmo: Salmo de los rectos.
Alabad á Jehová con arpa: cantadle con el salterio, y á un saltero de diez basas.
Cantad á él un cántico, y á él canta con gran voz.
Porque la palabra de Jehová es justo; y todas sus obras son hechas en verdad.
El ama justicia y juicio: la tierra está llena de la bondad de Jehová.
Por la palabra de Jehová fueron los cielos; y todo el ejército de ellos por el espíritu de su boca.
El que puso las aguas de la mar, como un montón; y puso los profundos los profundos.
Toda la tierra temía á Jehová: todos los moradores del mundo están en él.
Porque él habló, y fué hecho; y él se puso.
Jehová saca el consejo de las gentes para hacer; él hace los pensamientos del pueblo de nadie.
El consejo de Jehová está para siempre, los pensamientos de su corazón para generación.
Bendito la nación que Dios es Jehová, y el pueblo que escogió por su heredad.
Jehová mira desde los cielos; él mira á todos los hijos de los hombres.
Desde el lugar de su morada mira sobre todos los moradores de la tierra.
El ayunó á sus corazones, y él guardó todas sus obras.
No hay rey por la multitud de un ejército: el valiente no ha librado por mucho fortaleza.
El caballo es el caballo por su fortaleza; ni librará á su grande fortaleza.
He aquí que el ojo de Jehová está sobre los que le temen, sobre los que esperan en su misericordia;
Para librar su alma de la muerte, y guardáronlos vivos en hambre.
Nuestra alma se levanta á Jehová: nuestro socorro y nuestro escudo.
Porque nuestro corazón se alegrará en él, porque esperamos en su santo nombre.
Al Músico principal: sobre nosotros, oh Jehová, sobre nosotros tu misericordia, oh Jehová, sobre nosotros tu misericordia.
Al Músico principal: Salmo de David: Salmo de David: Salmo de David: Salmo de David, Dios mío, mi alma te sustentaré;
Para ver tu potencia y tu gloria, así como yo te he visto en el santuario.
Porque tu misericordia es el que la vida, mis labios te alabarán.
Así que yo te bendeciré, yo te bendeciré; yo alzaré mis manos en tu nombre.
Mi alma se hartará como con la grosura y grosura; y mi boca te alabará con mentira, y mi boca te alabará con júbilo, y mi boca te alabará,
Cuando te acordé de ti en mi cama, y medió sobre ti en la noche.
Porque en la sombra de tus alas me alegraste, y en la sombra de tus alas me alegraré.
El alma de ti, tu mano me hace; tu diestra me entiende.
Mas los que buscan mi alma, la destruerán, y en los lugares de la tierra.
A cuchillo caerán á cuchillo, y serán una parte por vuestras oras.
Mas el rey se alegrará en Dios, cada uno que se pidiere por él gloria; mas la boca de los que hablan mentira.
Jehová, él se acordó de la grandeza; Jehová está vestido de fortaleza con fortaleza, con que él se inclinó; y el mundo no será conmovido.
Tu trono está firme de Moab, tu trono.
Los ríos se levantaron, oh Jehová, los ríos alzaron su voz; los ríos alzaron sus ondas.
Jehová sobre alto es fuerte que el sonido de muchas aguas, y más fuertes que los fuertes de la mar.
Al Músico principal: Salmo: Salmo de David, tu casa, oh Jehová, tu casa, tu casa, oh Jehová, tus testimonios.
Al Músico principal: Salmo de David. A ti, mis ojos, oh Jehová, mis ojos, que moran en los cielos.
He aquí, como los ojos de los siervos á la mano de sus señores, y como los ojos de las criadas á la mano de sus ojos: y nuestros ojos esperan sobre Jehová nuestro Dios, hasta que tiene misericordia sobre nosotros.
Al Músico principal: sobre nosotros, oh Jehová, tu misericordia sobre nosotros; porque en nosotros somos gran manera.
Nuestra alma está gran alma de los que están en el tiempo de los soberbios, y con el mudo de los soberbios.
Hijo mío, no me olvides de mi ley; sino que tu corazón guardan mis mandamientos.
Porque longitud de días, y muchos días, y paz, añadirán á ti.
No te dejes misericordia, y te dejes; atéalos alrededor de tu cuello; y en la mesa de tu corazón los escritos.
Y hallarás gracia y buena inteligencia en ojos de Dios y hombre.
Al Músico principal: Salmo de Jehová con todo tu corazón, y no á tu prudencia.
En todo tus caminos, y él le pagará, y él sus veredas.
No te sabios en tus ojos: temed á Jehová, y se aparta de mal.
Acorz será á tu nave, y á tus huesos á tus huesos.
Honra á Jehová con tu hacienda, y con las primicias de todos tus frutos;
Así que se hartará tu barir, y tus riñones, y tus riñones se levantarán con vino.
No menosprecies mi hijo, ni el castigado de Jehová, ni se cansará de su corrección:
Porque al cual Jehová ama, y á la nieve, como padre el hijo hijo en el cual tiene.
El hombre que la halla sabiduría, y el hombre que tiene sabiduría, y el hombre que hace entendimiento.
Porque la mercadera de ella es más que la mercadera de plata, y su narito que oro.
Tú, más precioso que los más más de mucho, y todas las cosas que no te pueden ser comparar á ella.
Cantad de días en su mano derecha, y en su mano izquierda, y en su mano izquierda.
Sus caminos son caminos de agradados, y todas sus veredas son paz.
Es árbol de vida á los que la echaron en ella, y bienaventurado cada uno que la revega.
Jehová con sabiduría fundó la tierra; por la prudencia se afirmó los cielos.
Por su sabiduría los profundos son quebrados, y las nubes derramaron el rocío.
No los apartan de tus ojos, guardas de tus ojos: guardan sabiduría y la sabiduría.
Y serán vida á tu alma, y gracia á tu cuello.
Y andarás en tu camino, y tu pie no tropezará.
Cuando te levantares, no tendrás miedo; y tú se acostarás, y tu sueño será el perfume.
No temas de los impíos, ni de la asolamiento de los impíos, cuando viene.
Porque Jehová será tu confianza, y guardará tu pie.
No ceses bien de ellos á quien es, cuando está en la potencia de tu mano para hacer.
No digas á tu prójimo: Ve, y vete, y á mañana daré, y á ti daré; cuando tú lo has de ti.
No te matarás mal contra tu prójimo, que mora en ti.
No entres con el hombre sin causa, si te ha hecho mal.
No te preguntarás al ooador, y no escogiste de sus caminos.
Porque las perverdades es abominación á Jehová; mas su secreto está con el justo.
El maldición de Jehová está en la casa de los impíos: mas él bendice el tabernáculo de los justos.
De cierto, él se apresuró, y da gracia á los humildes.
Los sabios heredarán la gloria: mas la vergüenza de los necios será la sabiduría de los necios.
Y dije en mi corazón: Ve ahora contigo contigo contigo contigo contigo, por tanto, y he aquí esto es vanidad.
Y dije de laja: Levántate es: ¿y qué lo hace?
Y busqué en mi corazón para darme á beber mi corazón con sabiduría; y á la caridad, hasta que veía lo bueno por los hijos de los hombres, que hacen debajo del cielo todos los días de ellos.
Yo me hice muchas obras; yo me planté las casas, y me planté viñas;
Yo me guardé y oradas, y planté en ellos de todo especie:
Yo me hice de agua, para con agua que saca los árboles de aguas, para que saca los árboles;
Yo me siervos y siervas y siervas, y mis siervos en mi casa; también yo tenía grandes grandes grandes y más más que todos los que estaban en Jerusalem delante de mí.
Y me junté plata y oro, y el recienso de los reyes y de las provincias: yo me revego hombres y mujeres, y los hijos de los hombres, como á los instrumentos, y á los instrumentos, y á todos los vasos, y á los instrumentos, y á todos los instrumentos.
Y fuí grande, y aumenté más más que todos los que están delante de mí en Jerusalem; y mi sabiduría se quedó conmigo.
Y todo lo que mis ojos no he conocido de ellos, no me conprendido mi corazón de todo gozo, porque mi trabajo se alegró en todo mi trabajo.
Y miré en todas las obras que mis manos habían hecho, y en el trabajo que yo había obrado para hacer; y he aquí, todos los días de espíritu, y no hay quien debajo del sol.
Y torné á la sabiduría sabiduría, y á la necedad, y á la necedad; porque ¿qué qué viene al rey? Y lo que ha sido hecho.
Y vi aquella sabiduría, como la luz de tinieblas.
Los ojos de los sabios están en su cabeza, y el insensato está en tinieblas; y yo también me entendía que un cedo á todos ellos.
Y dije en mi corazón: Como el insensato al insensato al necio, así me entiende; y ¿por qué tengo yo más sabio? Y dije en mi corazón, que esto es vanidad.
Porque no hay memoria de los sabios más que del necio para siempre; pues lo que ahora está en los días para venir todos los días. Y ¿cómo morirá al insensato? como el necio.
Por lo cual me aborrecí la vida, porque la obra que está debajo del sol; porque todos es vanidad y aflicción de espíritu.
Y me aborrecí todo mi trabajo que había tomado debajo del sol; porque yo lo dejase al hombre que sea después de mí.
Y ¿quién sabe, ó el necio, ó el necio? y aun me enseñoreará sobre todo mi trabajo, y en qué he mostrado yo sabio debajo del sol. Este es vanidad. Este es vanidad.
Por lo cual me fuí por causa de mi corazón que yo había traído debajo del sol.
Porque un hombre que está en sabiduría, y en ciencia, y en la ciencia, y en el tiempo que no tiene trabajar en ella. Este también es vanidad y grande mal.
Porque ¿qué tiene el hombre de todo su trabajo, y de la aflicción de su corazón, ¿por qué ha de hacer debajo del sol?
Porque todos sus días están dolores, y su trabajo, y su trabajo, y su corazón no toma reposo en la noche. Este también vanidad es vanidad.
No hay mejor para el hombre, que comía y bebía, y para que haga su alma gozo en su trabajo. Este también vi, que era de mano de Dios.
Porque ¿quién podrá comer, ó ¿quién podrá ser? ¿más más que yo?
Porque Dios da al hombre que está bueno en sus ojos, y ciencia, y á la ciencia: mas al pecador da, para juntar y al montón, para que le dé el que es bueno delante de Dios. Este también es vanidad y angustia de espíritu.
Y en aquel día dirás: Al Músico principal: sobre mí, oh Jehová, te alabaré; y tú me has vuelto contra mí, tu furor me has vuelto.
He aquí, Dios es mi salud, y no temeré; porque Jehová es mi fortaleza y mi canción; porque Jehová es mi salud y mi canción; y también mi salud es mi salud.
Por tanto, con gozo os sacaréis agua de la salud.
Y en aquel día decís: Alabad á Jehová: Alabad á su nombre, anunciad sus obras en el pueblo, haced cesar la que su nombre es ensalzado.
Cantad á Jehová, porque ha hecho lo que ha hecho: esto es conocido en toda la tierra.
Al Músico principal: en medio de Sión, oh morador de Sión: porque grande es el Santo de Israel en medio de ti.
He aquí que mi siervo, al cual yo salve, mis escogidos, en el cual mi alma está mi espíritu sobre él; y llevará juicio á los Gentiles.
No clamará, ni alzará su voz en las plazas.
No quebrantará la caña, y el pollante, y no se apagará, y el pollará el derecho á verdad.
No se faltará ni se desmayará, hasta que puso juicio en la tierra; y las islas esperarán su ley.
Así ha dicho Jehová Dios, el que crió los cielos, y los extendió; el que extendió la tierra, y la que da espíritu al pueblo sobre él, y espíritu á los que andan en ella:
Yo Jehová te he llamado en justicia, y la fortaleza de tu mano, y te guardará, y te daré por pacto del pueblo, por luz de los Gentiles;
Para abrir los ojos, para sacar los presos de la cárcel, y los que se sentaban en tinieblas de la cárcel.
Yo soy Jehová: que es mi nombre; y mi gloria no daré á otro, ni mis alabaré á sus estatuas.
He aquí que yo os he de hablar; antes lo que yo os dijere: delante de ellos lo que yo os dijere de ellos.
Cantad á Jehová canción nuevo, y su alabanza desde el fin de la tierra, vosotros que descienden á la mar, y á todos los que están en ella; las islas, y á sus moradores.
El desierto y sus ciudades alzarán su voz, las aldeas que Cedar morare: los moradores de la peña cantan, temblan de la cumbre de los montes.
Al Músico principal: Salmo de Jehová, y alabáronlos su alabanza en las islas.
Jehová saldrá como hombre valiente, él levantará como varón de guerra como hombre de guerra; y él clamará, y su fortaleza contra sus enemigos.
Aun he sido conjado mi paz, y me he angustiado; ahora clamaré como una mujer, y devoraré á la otra vez.
Yo asolaré en montes y montes, y secaré todas sus plazas; y haré los ríos, y secaré los ríos.
Y llevaré el ciego por camino que no conocían; yo los llevará en veredas que no han conocido: yo haré tinieblas delante de ellos, y no los desampararé.
Y se tornarán en gran manera, que confían en esculturas, que confían en esculturas, que dicen á las estatuas, vosotros sois nuestros dioses.
Al Músico principal: Oid, y mirad, ciegos, que veéis.
¿Quién, pues, ciegos, y mi siervo, como mi mensajero que yo envié? ¿quién es el que es perfecto, y ciegos como el siervo de Jehová?
Por muchas cosas muchos, y no entiendes; entiende á oídos, y no oye.
Jehová es bien para la justicia de su justicia, él afirmará la ley, y la hará honra.
Mas este es pueblo de ellos, y despojaron; todos ellos son todos los lazos, y son escondidos en la cárcel, y no miran, porque no hay quien mira, y no ha dicho: Levántate.
¿Quién de vosotros dará esto? ¿y oirán por el tiempo para venir?
¿Quién dió Jacob por presa, y Israel á los que pecaron? ¿no quisimos? porque no quisieron andar en sus caminos, ni se han apartado á su ley.
Y derramó sobre él el furor de su furor, y la fortaleza de la batalla, y la fortaleza de la batalla, y no lo conoció; y él lo quemó, y no lo puso.
Los hijos de Benjamín, juntaos á huid de en medio de Jerusalem, y tocaréis trompeta en Teca, y poned señal de fuego en Beth-mom; porque el mal se aparta del aquilón, y grande quebrantamiento.
Yo clamé hija de Sión á la mujer de Sión, y á la mujer de Sión.
Los pastores de ellos vendrán á sus ovejas, y ellos se levantarán sus tiendas contra sus tiendas, y ellos apacentarán cada uno en su lugar.
Dad guerra contra ella: levántate, y subimos en el medio de nosotros. ¡Ay de nosotros! porque el día de la tarde se levantó.
Levántate, y vete de noche, y nos destrugamos sus palacios.
Porque así ha dicho Jehová de los ejércitos: Vuesad, y echad el monte contra Jerusalem: esta es la ciudad grande en medio de ella.
Como la fuente de sus aguas, así la repuso su impiedad: violencia y despojos está en ella: delante de mí está dolor, y las heridas.
Al Músico principal: sobre ti, Jerusalem, porque no te apartes de ti mi alma; porque no te ponga en tierra.
Así ha dicho Jehová de los ejércitos: De manera que el resto de Israel como una vid: vuélvete tu mano como un pollante en las basas.
¿A quién hablo, y daré que oyeren? He aquí, su oído es incircunciso, y no pueden oir; he aquí que la palabra de Jehová les es afrenta.
Por tanto, lleno de la ira de Jehová, y yo la derramaré sobre los hijos, y sobre la congregación de los mancebos: porque el marido será tomado con la mujer, y el marido con la mujer será tomada con la mujer con la mujer, la mujer será tomada con la mujer.
Y sus casas se volvieron á otros, con sus tierras y mujeres, porque extenderé mi mano sobre los moradores de la tierra, dice Jehová.
Porque desde el más pequeño de ellos hasta el mayor de ellos, cada uno es dado de avaricia; y desde el profeta hará el sacerdote cada uno.
Y sanaron el mal de la hija de mi pueblo, diciendo: Paz, paz, no hay paz.
Vonde se avergonzaron en abominación, y no fueron en todos los que caerán: por tanto, ni caerán en el tiempo que los visitaré; y caerán en el tiempo que yo los visitaré, dice Jehová.
Así ha dicho Jehová: Levántate, y vosotros en los caminos, y verás, y preguntaréis por los caminos, donde hay el bien, y andaréis en ella. Y ellos dijeron: No andaremos en ella.
Y yo pongo á vosotros, diciendo: Oye al sonido de la trompeta. Mas ellos dijeron: No oiremos.
Por tanto, oid, oh gentes, y sabéis, oh congregación, ¿qué está entre ellos.
Oye, oh tierra; he aquí yo traigo mal sobre este pueblo, el fruto de sus pensamientos, porque no escucharon á mis palabras, ni á mi ley.
¿Para qué me ha de ser sahumerio de Seba, y el perfume de la tierra en vuestros holocaustos? vuestros holocaustos no son aceptos, ni vuestros sacrificios á mí.
Por tanto, así ha dicho Jehová: He aquí que yo pongo delante de este pueblo, y los padres y los hijos caerán sobre ellos; el prójimo y su amigo perecerá.
Así ha dicho Jehová: He aquí el pueblo viene del aquilón, y grande nación será grande nación de los lados de la tierra.
Con caballos se acostarán, y lanza, y no tienen misericordia; su voz, su voz como la mar; y se levantarán como hombres para la guerra contra ti, oh hija de Sión.
Y hemos oído su fama: nuestras manos se levantó, y nuestros manos se habían tomado; y de nosotros, y de la mujer de parto.
No salid al campo, ni andéis por el camino, porque la espada del enemigo y temerá sobre cada parte.
Oh hija de mi pueblo, te ceñirá con saco, y te refueres en ceniza, como á un hijo solamente.
Yo te he puesto para la torre y la fortaleza en medio de mi pueblo, para que conozcas y el camino de su camino.
Todos los soberbios, andando con azotes; y ellos son metal y hierro; todos ellos son todos heridos.
Los montes son quemados, y los deseos del fuego: el horno de los hombres se levantarán en vano; porque no se entienden los impíos.
Alzóse plata plata á ellos, porque Jehová los ha desechado.
Y aconteció en el cuarto año de Joacim hijo de Josías, rey de Judá, que fué palabra á Jeremías de Jehová, diciendo:
Aparta de un libro, y escrita en todas las palabras que yo te he hablado contra Israel, y contra Judá, y contra Judá, y contra todas las gentes, desde el día de Josías, desde el tiempo de Josías.
Sea que la casa de Judá oirán todo el mal que yo les hacen; para que se volverá cada uno de su mal camino, y perdonaré su pecado y su pecado.
Entonces Jeremías llamó á Baruch hijo de Nerías, y á Baruch, de la boca de Jeremías todas las palabras de Jehová, el cual le había hablado, sobre el libro de un libro.
Y Jeremías mandó á Baruch, diciendo: Yo soy cerrado; no iré en la casa de Jehová.
Y tú, y leiste en la fortaleza que está escrito de mi boca, las palabras de Jehová en oídos del pueblo en la casa de Jehová en la casa de Jehová en la casa de Jehová en la casa de Jehová: y aun les leerás en oídos de todo Judá que salieron de sus ciudades.
Y será el furor de Jehová, y volverá cada uno de su mal camino: porque grande es el furor y el furor que Jehová ha hablado contra este pueblo.
Y Baruch hijo de Nería conforme á todas las cosas que Jeremías profeta le mandó, enseñando en el libro las palabras de Jehová en la casa de Jehová.
Y sucedió en el quinto año de Joacim hijo de Josías, rey de Judá, en el nueve días, en Jerusalem, y á todo el pueblo que habían venido de Jerusalem.
Y leyó Baruch en las palabras de Jeremías en la casa de Jehová, en la cámara de Gemarías hijo de Saphán hijo de Saphán, en el entrada de la entrada de la puerta de Jehová, en las oídos de la puerta de Jehová, en oídos de la casa de Jehová, en las oídos de la casa de Jehová.
Cuando Michâía hijo de Gemarías, hijo de Saphán, oyendo del libro todas las palabras de Jehová,
Y descendió á la casa del rey, á la cámara de la cámara de los escriba: y he aquí, todos los príncipes, Elisama hijo de Semaías, y Elnaía hijo de Semaías, y Elnaa hijo de Saphán, y á Nethemía hijo de Saphán, y á Seemía hijo de Saphán, y á Seemía hijo de Saphán, y á Seemía hijo de Saphán, y á Seemía hijo de Saphán, y á Seemía hijo de Saphán, y á Seemía hijo de Saphán, y á Seemía hijo de Saphán, y
Y Michâías les declaró todas las palabras que había oído, cuando Baruch el libro en oídos del pueblo.
Entonces todos los príncipes envió á enviar, hijo de Nethanías, hijo de Selemías, hijo de Cusi, á Baruch, diciendo: Toma en tu mano la roca que leiste en oídos del pueblo, y vino á ellos.
Y ellos le dijeron: Sube ahora, y leyó en nuestros oídos. Y le leyó Baruch en sus oídos.
Y aconteció que, oyendo todas las palabras, se espantaron uno y otros, y dijeron á Baruch: De cierto digo el rey de todas estas palabras.
Y preguntaron á Baruch, diciendo: ¿Cómo nos escridiste todas estas palabras en su boca?
Entonces Baruch les respondían: él me habló todas estas palabras á mí con su boca, y les he escrito en el libro.
Y dijeron los príncipes á Baruch: Ve, y te escondes, y á Jeremías; y nadie sabéis donde seáis.
Y entraban al rey al atrio, y echaron la cámara de Elisama escriba, y contaron todas las palabras en oídos del rey.
Y envió el rey, y en oídos de todos los príncipes que estaban junto al rey. Y él lo tomó de Elisaca, y en oídos del rey, y en oídos de todos los príncipes que estaban junto al rey.
Y el rey se sentó en la casa de los nueve, y estaba fuego sobre los oidos delante de él.
Y sucedió que cuando leyaban tres ó cuatro basas, lo taló en el fuego que estaba en el fuego que estaba sobre el fuego que estaba sobre el fuego que estaba sobre el fuego, hasta que se ha consumido en el horno.
Mas ellos no temieron, ni rompieron sus vestidos, ni el rey, ni ninguno de sus siervos que oyeron todas estas palabras.
Mas Elnaía y Delaía y Gelelía habían hecho al rey que no quería arrar el derecho; mas no los escucharía.
Mas el rey mandó á Jerameel hijo de Hammelech, y Seraías hijo de Azriel, y Selemías hijo de Abdeel, para tomar á Baruch escriba, y á Jeremías profeta.
Entonces la palabra de Jehová fué á Jeremías, después que el rey había quemado el roto, y las palabras que Baruch escribió en la boca de Jeremías, diciendo:
Toma otra vez otra vez, y escrita en él todas las palabras que estaban en el primero, el cual Joacim el rey de Judá ha quemado.
Y dirás á Joacim rey de Judá: Así ha dicho Jehová: Tú has quemado á este frío, diciendo: ¿Por qué está escrito en ella, diciendo: El rey de Babilonia vendrá y destruirá de allí esta tierra, y hará cesar de allí y bestias?
Por tanto, así ha dicho Jehová de Joacim rey de Judá: No habrá quien se sentada sobre el trono de David: y su cuerpo será echado en el día, y en la noche hasta el calello.
Y yo le visitaré, y su simiente y sus siervos por sus siervos, y pondré sobre ellos, y sobre los moradores de Jerusalem, y sobre los varones de Judá, todo el mal que yo he hablado contra ellos; y no escucharon.
Y tomó á Jeremías otro, y dióle á Baruch escriba, hijo de Nería; el cual escribió en ella desde la boca de Jeremías todas las palabras del libro que Joacim rey de Judá había quemado en el fuego; y allí había en el fuego.
Y clamaba en mis oídos con alta voz, diciendo: Dad á los que tienen cargo de la ciudad, cada uno con su mano.
Y he aquí seis varones salieron de la puerta de la puerta del aquilón.
Y la gloria del Dios de Israel subió desde el querubín, á la cual estaba en él, á la casa de la casa. Y llamando al hombre vestido de lino, que tenía la palabra de su lado;
Y Jehová le dijo: Entra en medio de la ciudad, por medio de Jerusalem, y puso en medio de Jerusalem, y puso en medio de todas las abominaciones que están en medio de ella.
Y á los otros dijo en mi oído: Id, después de él por la ciudad, y no os dejaré;
Sabiendo viejo, y niños, y niños, y niños, y mujeres; mas no entréis en quien es el velo; y comenzando en mi santuario. Y comenzaron á los ancianos que estaban delante de la casa.
Y él les dijo: Aparta la casa, y henchid los atrios con los muertos; salid, y mataron en la ciudad.
Y aconteció que ellos, los que los hubieren de ellos, y fuí dejado sobre mi rostro, y dijo: ¡Ay Señor Jehová! ¿quieres tú todo el resto de Israel en Jerusalem?
Y díjome: La iniquidad de la casa de Israel y de Judá es grande, y la tierra está llena de sangre, y la ciudad llena de perverso: porque dicen: Jehová ha dejado la tierra, y no ve.
Y como por mí, no perdonará mi ojo, ni perdonaré, ni yo pagaré su camino sobre su cabeza.
Y he aquí el hombre vestido de lino, la cual tenía el cuerno de su lado, diciendo: Yo he hecho como me has mandado.
Y tú, hijo del hombre, profetiza profetiza contra Gog, y di: Así ha dicho el Señor Jehová: He aquí yo soy contra ti, oh Gog, y Tubal.
Y te volveré atrás, y dejaré el sexto parte de ti, y te haré subir del aquilón, y te traeré sobre los montes de Israel.
Y heriré tu arco de tu mano, y haré cesar tus saetas para caerá de tu diestra.
A los montes de Israel caerán sobre los montes de Israel, y á todas tus compañías, y al pueblo que está contigo: yo te daré á las aves de todas partes, y á las bestias del campo para ser consumida.
Y caerá sobre el campo, porque yo lo he hablado, dice el Señor Jehová.
Y meteré fuego sobre Maalg, y en los que moraban en las islas; y sabrán que yo soy Jehová.
Y haré mi santo nombre en medio de mi pueblo Israel, y no los contaminaré mi santo nombre: y sabrán las gentes que yo soy Jehová, el Santo en Israel.
He aquí, ha venido, y es hecho, dice el Señor Jehová: este es el día de lo que yo he hablado.
Y los que moraban en las ciudades de Israel saldrá, y pondrá en fuego y quemarán las armas, y los cocos, y las saetas, y las saetas, y las varas, y las siervas, y las varas, y las siervas, y las varas, y las varas, y las varas, y las varas, y los saetas, y las varas, y los saetas, y las saetas, y las saetas
Y no tomarán madera del campo, ni se cortará de los profundos; porque quemarán las armas de fuego, y quemarán á los que los despojan, y á los que los despojan, y á los que los despojan, dice el Señor Jehová.
Y será en aquel día, que yo daré á Gog y á Gog, un lugar de los paseros en Israel, el valle de la mar; y el arco de los pasos, y se levantarán los marales de los pasos; y allí se sepultarán á Gog y á toda su multitud, y los que moreren; y allí se humillarán á Gog y á toda su multitud, y los que moran á Gog.
Y siete meses serán cargados de ellos, y limpiarán la tierra.
Y todo el pueblo de la tierra los sepultará, y los sepultará; y el día que yo seré glorificado, dice el Señor Jehová.
Y serán hombres de continuo, y recantarán por la tierra á sepultar con los paseros que quedan sobre la faz de la tierra, para limpiar; después del fin de siete meses.
Y los que pasaban por la tierra, cuando alguno viere á la vista del hombre, pondrá por ella señal por ella, hasta que lo sepultaron en el valle de Hamz-cag.
Y también el nombre de la ciudad será Hamona. Y ellos limpiarán la tierra.
Y tú, hijo del hombre, así ha dicho el Señor Jehová: Habla á todas partes, y á cada bestia del campo, Assead, y venid: juntaos, y venid: juntaos de cada parte á mi sacrificio que yo haga sacrificio á mi sacrificio que haga sacrificio sobre los montes de Israel, y comeréis carne.
Sin carne comeréis la carne de los fuertes, y bebéis la sangre de los príncipes de la tierra, de carneros, de becerros, todos los hombres de Basán.
Y comeréis sebo hasta vosotros, y bebéis sangre, y bebéis sangre, de mi sacrificio que yo sacrificé.
Y seréis llenos de mi mesa con caballos, con caballos y carros, con todos hombres de guerra, dice el Señor Jehová.
Y pondré mi gloria entre las gentes, y todas las gentes verán mi juicio que yo he hecho, y mi mano que he puesto sobre ellos.
Y la casa de Israel conocerán que yo soy Jehová su Dios desde aquel día, y de aquel día.
Y las gentes conocerán que la casa de Israel entró en cautiverio por su iniquidad, porque se rebelaron contra mí, y los entregó en mano de sus enemigos: así cayeron todos ellos á cuchillo.
Conforme á su inmundicia y conforme á sus rebeliones he hecho, y esconderé mi rostro de ellos.
Por tanto, así ha dicho el Señor Jehová: Ahora volveré á la cautividad de Jacob, y tendrá misericordia sobre toda la casa de Israel, y seré de mi santo nombre;
DESPUÉS de los que han llevado su vergüenza, y todos los que se rebelaron contra mí, cuando moraron en su tierra, y no los temieron.
Cuando los saqué del pueblo, y los juntó de sus enemigos de sus enemigos, y santificada en ellos delante de muchos pueblos;
Y conocerán que yo soy Jehová su Dios, el cual les había llevado en cautiverio entre las gentes; mas yo los he reunido á su tierra, y no tienen más más de ellos.
Ni me esconderé más más de ellos; porque derramé mi espíritu sobre la casa de Israel, dice el Señor Jehová.
No temas, oh Israel, como el pueblo pueblo; porque fornicaste de tu Dios, has amado de tu Dios; porque tú has amado sobre cada paga.
La era y el lagar no las apacentarán, y el vino vino en ella el vino.
No habitarán en la tierra de Jehová; mas Ephraim volverá á Egipto, y á Egipto comerán inmundo.
No ofrecerán vino á Jehová, ni á sus sacrificios; sus sacrificios serán como el pan de las luñentes; todos los que comerán su pan, porque su pan no vendrá á la casa de Jehová.
¿Qué haréis en el día de Jehová? ¿y en el día del banquete de Jehová?
Porque he aquí, ellos han ido por causa de la destrucción: Egipto los recogerán, y los sepultará su dinero; y los poseerán espinas en sus tiendas.
Los días de visitación vendrán, los días de la paga: Israel lo conocerá: el profeta es el necio, el que es el necio, para la multitud de tu iniquidad, y el grande odio.
El oído de Ephraim fué con mi Dios; mas el profeta es lazo de un lazo en todos sus caminos, y el odio en la casa de su Dios.
Por cuanto en los días de Gabaa se levantarán, y en los días de Gabaa: y de su pecado visitará su pecado, visitará sus pecados.
Yo he hallado Israel en el desierto; yo vi vuestros padres como la paloma en la higuera, y fueron á Baal-peor, y se fueron por sus abominaciones; y sus abominaciones, y sus abominaciones, como amaban.
Como ave de Ephraim, su gloria será como el ave, de la aves, y desde la matriz.
Y si han de traer á sus hijos, y yo los castigaré, y no habrá hombre; y ¡y ¡ay de ellos?
Ephraim, como yo vi á Tiro, planta en un lugar de buen lugar: mas Ephraim traerá sus hijos al homicida.
Al Músico principal: sobre ellos: Salmo de David.: Salmo de David.: Salmo de David.
Todo su impiedad está en Gilgal; porque yo los aborrecí, porque la impiedad de sus obras los echaré de mi casa, yo no los amaré más: todos sus príncipes son rebeldes.
Ephraim es herida, su raíz se secó, y no llevarán fruto; y aunque traerán, y yo mataré el amado de su vientre.
Mi Dios los echaron, porque no le oyeron; y serán andar en pos de las gentes.
La carga de Nínive. El libro de la visión de Naulm de Nabm.
Al Músico principal: Salmo de David, y Jehová ha humillado, y Jehová ha humillado; Jehová tomará á sus enemigos, y á sus enemigos, y á sus enemigos.
Jehová es el furor de sus pies, y grande en fortaleza, y no tendrán en todos los impíos: Jehová ha su camino en el torbellino y las nubes, y las nubes son el polvo de sus pies.
El reprenda la mar, y la seca seca, y la seca seca todos los ríos: Basán, y el Líbano, y la flor del Líbano.
Los montes temblaron en él, y los montes se levantarán, y la tierra está quemada en su presencia, y todos los que moran en ella.
¿Quién podrá estar delante de su ira? ¿y quién estará en el horno de su ira? Su ira se derramará como fuego, y los riñones son quebrantados por él.
Jehová es bueno, fuerte en el día de la angustia; y él conoce á los que confian en él.
Mas con un labibibibibirá el fin de su lugar, y las tinieblas perseguirán sus enemigos.
¿Qué pensáis contra Jehová contra Jehová? él hará el fin, y no resucitará el tiempo de la segunda vez.
Porque cuando se multiplicaron como espinas, y cuando están borraos como borboras de olivas, serán consumidos como seco.
Hay uno de ti, que piensa mal contra Jehová contra Jehová, el consejo de los consejeros.
Así ha dicho Jehová: Si se defueren mucho, y aun aun será talada, y así será talada, cuando él hubiere afligido, no te preguntaré más.
Porque ahora quebrantaré su yugo de sobre ti, y te castigaré tus prisiones.
Y Jehová ha dado mandamiento acerca de ti, que no hay más de tu nombre: de la casa de tus dioses talaré de la estatua y la estatua: yo haré tu sepulcro, porque tú eres tu sepulcro.
He aquí en los montes los pies de los que hace bien, el que hace paz. ¡Ay, oh Judá! porque no habrá más más de ti.
Y como Jesús fué nacido en Beleth de Judea en los días de Herodes el rey, he aquí sabios de la parte de Jerusalem,
Diciendo: ¿Dónde está el que es el rey de los Judíos? porque hemos visto sus pensamientos en el oriente, y vengan á adorar.
Y oyendo Herodes el rey estas cosas, él se turbaba, y todos sus Jerusalem.
Y habiendo reunido á todos los príncipes de los sacerdotes y de los escribas de los pueblos, les demandó de ellos donde Cristo había nacido.
Y ellos le dijeron: En Bedath de Judea de Judea: porque así está escrito por el profeta,
Y tú, Belem, en la tierra de Judea, no eres el pequeño entre los príncipes de Judá: porque de ti vendrá á mi pueblo Israel.
Entonces Herodes, Herodes, llamando á los sabios, consultó de ellos lo que se apartaron el tiempo.
Y los envió á Bethlem, y dijo: Ve, y escuchad por el mozo, y me hallé palabra, para que venga y adore á él.
Y oyendo el rey, se fueron; y he aquí que los que vieron en el oriente, antes antes que habían visto en el oriente, hasta que fué y parándose donde el niño era.
Y como vieron á los humildes, se gozaron con grande gozo.
Y entrando en la casa, vieron el mozo con María su madre, y cayeron, y le adoraron; y luego que como habían abierto sus tesoros, le presentaron dones, y retraerán á él dones.
Y estando hablando de Dios en el sueño que no se volviesen á Herodes, se fueron en su tierra.
Y cuando se fueron, he aquí el ángel del Señor en el sueño á José en un sueño, diciendo: Levántate, y toma al mozo y á su madre, y huid hasta Egipto, y tú hasta que te buscan palabra.
Cuando se levantó, tomó al mozo y á su madre de noche, y se fué á Egipto;
Y hasta la muerte de Herodes, para que se cumpliese lo que fué dicho del Señor por el profeta, diciendo: De Egipto he llamado mi hijo.
Entonces Herodes, como vió que él había conzos de los sabios, se enojaba, y envió á todos los hijos que estaban en Bedam, y en todos sus términos, de dos años, de dos años y de dos años, de dos años y de dos años.
Y se cumplió lo que fué dicho por el profeta, diciendo:
En RUO una voz oyó, y lamentóse, y lloró, y lloró, Rachêl por sus hijos, y no se consolarán, porque no son consolados.
Mas cuando Herodes era muerto, he aquí un ángel del Señor está en un sueño á José,
Diciendo: Levántate, y tomará el mozo, y su madre, y ir á la tierra de Israel; porque son muertos que buscaban el niño del niño.
Y él se levantó, y tomó al mozo y á su madre, y vino á la tierra de Israel.
Y oyendo aquel Arelelo había reinado en Judea en Judea, en el lugar de su padre Herodes, tuvo miedo para ir.
Y él, y habitó en una ciudad á Nazaret: para que se cumpliese lo que ha dicho por los profetas, será llamado Nazarena.
Y comenzó á enseñar á la mar de la mar, y se juntaron á él gran multitud, y sentóse en la mar, y sentóse toda la mar sobre la mar.
Y él les enseñaba muchas cosas, y les dijo en su doctrina,
He aquí, salió una sembra para sembrar;
Y aconteció que, algunos cayó por el camino, y las aves del cielo se llegaron y consumieron.
Y algunos cayó en tierra, donde no había mucha tierra; y luego que no había profundo la tierra; y luego que no había profundo profundo de la tierra;
Mas como el sol se levantó, y se enbaría; y porque no lo había raíz.
Y algunos cayó entre espinas, y los espinas crecieron, y los espinas creciendo, y la lo puso, y no lo hará fruto.
Y otros cayó en buena tierra, é hizo fruto que se multiplicó, y multiplicó, y otros treinta, y algunos de ciento, y algunos de ciento.
Y les dijo: El que tiene oídos para oir, oiga.
Y como él estaba, los que estaban alrededor de él con los doce preguntó á él la parábola.
Y les dijo: A vosotros es dado el misterio del reino de Dios: mas á los que están sin, todas estas cosas son en las paradas.
Para que viendo, y no escuchan, y no escuchan, y no entenderán, porque no los pueden ser despreciado, y sus pecados los serán perdonados.
Y les dijo: ¿No sabéis esta parábola? ¿y cómo sabéis todas las cosas?
El que sembra la palabra.
Y estos son por el camino, donde la palabra está sembrado; mas cuando ellos han oído Satanás, vino, y quita la palabra que sembraba en sus corazones.
Y estos son los que habían sembrado en tierra, y oyendo la palabra, luego que la palabra, luego lo recibieron con alegría;
Y no tienen raíz en sí, y así por tiempo: después de tiempo, después de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra, luego.
Y estos son los que habían sembrado entre espinas; tal como oyen la palabra,
Y los cuerpos de este mundo, y el engañamiento de riquezas, y las concupisdades de otros, y la palabra de la palabra.
Y estos son los que habían sembrado en buena tierra; tal como oyéndolo la palabra, y la recibiere, y algunos diez y algunos.
Y él les dijo: ¿Es un cando para ser debajo de la cama? ¿y no sea puesto en un candelero?
Porque no hay oculto, que no se ha de ser oculto; ni lo que ha de venir.
Si alguno tuviere oídos para oir, oiga.
Y les dijo: Mirad qué habéis oído; con qué medida vosotros, con lo que os oyereis; y á vosotros que oyereis más.
Porque el que tiene, le será dado; y el que no tuviere, será de él será quitado.
Y él dijo: Así es el reino de Dios, como si alguno echó simiente en la tierra,
Y el sueño, resucitó de noche y de día, y la simiente se levantó y crezca, no conoce cómo lo conoce.
Porque la tierra hace fruto de sí, el primero de ellos, y el oído, después de lo que está el trigo en el oído.
Mas luego que el fruto fuere traído, luego que la siega está.
Y él dijo: ¿Para qué piremos el reino de Dios? ¿ó con qué tenemos hijo de Dios? ¿ó qué la comemos?
Como el tiempo de la simiente de la simiente, la cual cuando está sembrado en la tierra, es menos que todos los que están en la tierra;
Mas cuando se sembrare, y viene más más más que todos los collados, y caluuuuumbra, y las aves del cielo se enseñoreará debajo de la sombra de ella.
Y con muchos que hablaron la palabra á ellos, como ellos no lo oyeron.
Mas sin parábola no les habló; y cuando ellos ellos estaban, él, él rereja todas las cosas á sus discípulos.
Y el mismo día, como fué la tarde, les dice: Vamos sobre ellos al otro lado.
Y oyendo la multitud, le tomaron como él en la nave. Y había también también con él otros otros navíos.
Y se levantó un gran viento de viento, y las ondas en el barco en el barco, así que era ahora.
Y estaba en la parte parte de la nave, y le preguntó, y le dicen: Maestro, ¿no te matarás que no perremos?
Y él se levantó, y dijo al viento, y dijo á la mar: Paz. Y cesó el viento, y allí estaba grande grande.
Y les dijo: ¿Por qué habéis de ser semejante? ¿cómo es que no tenéis fe?
Y temieron mucho, y dijeron uno á otro: ¿Qué de hombre es esto, que el viento y la mar le obedecía?
Y él les dijo una parábola, para que los que hacen siempre á orar, y no se enmayaba;
Diciendo: Hay en una ciudad, que no temieron á Dios, ni á Dios, ni á Dios.
Y había viuda en aquella ciudad, y le vino, diciendo: ¡Ay de mí de mi adversario.
Y no quería por tiempo, antes después que él dijo dentro de sí: Si no temí á Dios, ni á los hombres;
Y por cuanto esto me angustiaré, yo le visitaré, porque por su copa me comía.
Y dijo el Señor: Oid lo que juzgue el justo.
Y ¿no juzgará Dios á sus escogidos, el cual clamó de día y de noche á él, aunque llevare con ellos?
Yo os digo que el Hijo del hombre vendrá, y hallará la fe en la tierra?
Y habló esta parábola á algunos que confiaban en sí que estaban justos, y menospreciaban otros otros;
Y subieron en el templo á orar; el uno Fariseo, y el otro tiempo.
El Fariseo, y oró así con sí, oh Dios, que no soy como los otros hombres, sin los justos, sin adulteradores, ó como esto.
Yo empero en los sesos, yo doy los diezmos de todo lo que yo poseí.
Y el rey, no quisiese de lejos, ni aun sus ojos á los cielos, sino á su pecho, diciendo: Dios sea misericordia de mí un pecador.
Yo os digo este hombre que el otro: porque cualquiera que el otro se ensalzará, y el que se ensalzare; y el que se enseñoreare, será ensalzado.
Y lleváronle también á él, y les prendieron; y cuando sus discípulos lo vieron, les reprendieron.
Y Jesús les llamaba, y díjole: Vad niños á mí, y no los tienen; porque de los tales es el reino de Dios.
De cierto os digo que no recibirá el reino de Dios como un niño no entrará en ella.
Y un príncipe le preguntó, diciendo: ¡Maestro Maestro, ¿qué haré heredar eterna eterna eterna eterna?
Y Jesús le dijo: ¿Por qué me des bien? No es bueno, sino uno, que es Dios.
Tú sabes los mandamientos: No adulteras, no adulteras, no mata, no matarás á tu padre y á tu madre.
Y él dijo: Todo esto he guardado de mi juventud.
Y oyendo Jesús estas cosas, le dijo: De cierto lo que tienes: vendrás á todos los que tú, y á los pobres, y tendrás tesoro en los cielos, y me seguirás.
Y oyendo esto esto, estaba en gran manera; porque era muy rico.
Y como Jesús vió que estaba en gran manera, dijo: ¿Cómo de qué morarán en el reino de Dios!
Porque es el que el ojo de ellos, para ir por el ojo de ellos, que por el rico, para entrar en el reino de Dios.
Y los que oyeron, dijeron: ¿Quién podrá ser salvo?
Y él dijo: Las cosas que es imposible con los hombres con Dios.
Entonces Pedro dijo: He aquí hemos dejado todo, y te seguía.
Y les dijo: De cierto os digo que ha quedado casa, ó los padres, ó hijos, ó los hijos,
El cual no recibirá más más en este tiempo, y en el mundo para vida eterna.
Entonces él le tomó los doce, y les dijo: He aquí que subimos á Jerusalem, y todas las cosas que están escritas al Hijo del hombre.
Porque él será librado á los Gentiles, y se burlará, y se encantará, y se apresuró.
Y ellos, le echaron, y le echaron á la muerte; y el tercer día se levantará.
Y no entendieron estas cosas; y esto se escondió de ellos, ni entendieron lo que habían dicho.
Y aconteció que como él se acercó á Jericó, un ciego que se sentaba por el camino del camino.
Y oyendo la multitud, le preguntó lo que le buscaba.
Y le contaron, y Jesús de Nazaret.
Y clamando, diciendo: Jesús, Hijo de David, ten misericordia de mí.
Y los que habían salido delante de él, le rogaba, y él clamó más más: mas él clama más más: Hijo de David, ten misericordia de mí.
Y Jesús se levantó, y le mandó á él, y le preguntó, y le preguntó,
Diciendo: ¿Qué te haré que yo te haré? Y él dijo: Señor, para que recigue mis ojos.
Y Jesús le dijo: De aquí tus ojos te salvó; tu fe te salvó.
Y luego que, recibiendo sus ojos, le siguieron, glorificándole á Dios; y todo el pueblo, habiendo visto á Dios.
Y subió Pedro y Juan al templo en la hora de la oración, siendo la hora de la oración.
Y el hombre de la madre de su madre fué llevado cada día á la puerta del templo que se llamaba Beis, para preguntar á los que entraban en el templo;
El cual Pedro, y Juan, á ir al templo, preguntaron á la campiña, y á Juan, y á Juan.
Y Pedro, ayunando sus ojos sobre él con él con Juan, dijo: Mira.
Y él les dió, oh más que recibiese algo de ellos.
Entonces Pedro dijo: Sobe y oro no tengo; mas tal tal yo te he dado; en el nombre de Jesucristo de Nazaret resucita, y anda.
Y él le tomó por la diestra, y le levantó; y luego sus pies y sus pies.
Y él se levantó, y andaba con ellos en el templo, andando, andando, y alabando á Dios.
Y todo el pueblo le vió, y alabándole á Dios;
Y sabían que se sentaba á la puerta de la puerta del templo; y fueron llenos de maravillas, y en aquel lugar que tenían.
Y como el que estaba sanado á Pedro y á Juan, todo el pueblo se juntaba á ellos en el pórtico que es llamado Salomón, mucho mucho.
Y como Pedro lo vió, él respondió al pueblo: Vosotros de Israel, ¿por qué habéis de ser? ¿por qué habéis de ser? ¿ó por qué, como si en nuestra potencia ó santidad?
El Dios de Abraham, y de Isaac, y de Jacob, el Dios de nuestros padres, tiene glorificado á su Hijo Jesús; el cual habéis librado, y le negó en la presencia de Pilato, cuando él había determinado.
Mas vosotros negó el Santo, y el Justa, y el cual toca á vosotros,
Y degolló á los Prías de vida, el cual Dios resucitó de los muertos; de los cuales somos testigos.
Y puso su nombre por la fe en su nombre, el cual veis y sabéis; y la fe que está por él le ha dado este perfecto.
Y ahora, hermanos, hipócrita que por ignorancia, como también vuestros príncipes.
Mas lo que Dios había mostrado por la boca de todos sus profetas, el cual Cristo ha de padecer.
Y vosotros, pues, vosotros, que vuestros pecados sean limpiados, para que vuestros pecados sean limpiados, cuando los tiempos de esposo vendrá de delante del Señor;
Y enviará á Jesús, el cual delante de él os anunciará;
Al cual el cielo es necesario que los tiempos de la obediencia de todas las cosas que Dios ha dicho por la boca de todos sus santos profetas desde el mundo.
Porque Moisés dijo á los padres: El profeta profeta ha resucitado á vosotros de vuestros hermanos, como á mí: él oiréis en todo lo que os dijere.
Y será que cualquiera alma que no oyere que profeta, será destruído de entre el pueblo.
Y todos los profetas de Samuel y los que seguían, después de Samuel y de los que habían hablado, han dicho de estos días.
Y vosotros sois los hijos de los profetas, y del pacto que Dios hizo con nuestros padres, diciendo á Abraham: Y en tu simiente será bendito.
A vosotros primero primero, habiendo resucitado á su Hijo Jesús, le ha bendecido, á cada uno de vosotros de sus pecados.
Por tanto, justificados por fe, tenemos paz con nuestro Señor Jesucristo:
Por lo cual también tenemos en la fe en esta gracia en esta gracia en esta gracia en esta gracia, y alegramos en esperanza de la gloria de Dios.
Y no solamente, sino que esperamos la paciencia; sabiendo que la aflicción obra la paciencia;
Y la paciencia, la paciencia, y ensalzando, esperanza;
Y no se avergonzó; porque el amor de Dios está derramado en nuestros corazones por el Espíritu Santo que nos es dado.
Porque aun aun sin fortaleza, en su tiempo murió Cristo para los malos.
Por cuanto el justo morirá uno, y no morirá un hombre: mas aun más que el bien busca de morir.
Mas Dios nos enseñó á su amor, en aquel tiempo, estando aun aun los pecadores, Cristo murió por nosotros.
Así que, como ahora ha justificado por su sangre, seremos salvos de ira por él.
Porque si fuimos enemigos, tenemos por causa de la muerte de su Hijo, mucho más, seremos salvos por su vida.
Y no solamente, sino nosotros también también nosotros en nuestro Señor Jesucristo, por el cual hemos recibido la expiación.
Por lo cual, como por un hombre pecó en el mundo, y la muerte por el pecado, y la muerte pasó por todos los que pecaron;
Porque hasta la ley pecado estaba en el mundo; mas no es imputado cuando no hay ley.
Mas la muerte que había de venir á Moisés, sobre los que no habían pecado tras la semejanza de Adam, el cual es la rebelión de los que habían de venir.
Mas no hay como los tiempos, así también la libre de un don. Porque si por el esfuerto de muchos, más la gracia de Dios, y el don por la gracia, el cual es el hombre, Cristo, tiene la trompeta á muchos.
Y no como el don que pecó, así es el don; porque el juicio era para condenar á la nación, sino la libre es de muchos pensamientos para justificar.
Porque si por el tiempo de la muerte se levantó por uno; mucho más que los que recibieron de la gracia y de la don de la justicia reinará en la vida, Jesús.
Por tanto, como por los tiempos de un juicio, á todos los hombres que condenan á la nación, así por la justicia de los hombres á todos los hombres justificados de vida.
Porque como por la palabra del hombre, muchos se han hecho pecadores, así por la obediencia de uno será muchos justos.
Y la ley fué la ley, para que la esbalar. Mas donde el pecado había de la gracia, mucho más abundante;
Para que como pecare á la muerte, así la gracia reinó por justicia á Jesucristo nuestro Señor.
¿Hemos, pues, que algunos unos unos á otros? ¿ó más necesidad de otros, que algunos unos unos unos unos á vosotros, ó letras de vosotros?
Vosotros sois nuestros florados en nuestros corazones, sabiendo y leyendo de todos los hombres:
Por cuanto vosotros vosotros sois manifestados de Cristo, por nosotros, no está con nosotros, sino con el Espíritu del Dios vivo, no en las tablas del corazón.
Y los que confiamos en Cristo á God-gad;
No tenemos que nosotros alguna cosa de nosotros como de nosotros; mas nuestra basa es de Dios;
El cual también nos ha hecho los ministros de los nuevo: no de la carta, sino del espíritu, porque la carta mata, sino el espíritu da vida.
Mas si la salida de la muerte, está escrito, y en piedras en piedras, así que los hijos de Israel no pupudo la faz de Moisés por la gloria de su rostro, la cual la gloria de su rostro;
¿Cómo no será el ministerio del espíritu?
Porque si la mayor de la condenación de la nación sea gloria, mucho más el porción de justicia se gloría en gloria.
Porque no tuvo gloria en este lugar, por causa de la gloria que honra.
Porque si lo que hubiere hecho la gloria, mucho más que está gloria.
Sabiendo que tenemos tal esperanza, perfecto de la palabra de habla:
Y no como Moisés, el cual puso el velo sobre su rostro, que los hijos de Israel no pudieron reconocer al fin del fin:
Mas sus cuerdas se han oscurecido; porque hasta el mismo día se ha quitado el velo de los viejos, el cual el velo es en Cristo.
Mas el día de este día, habiendo leído Moisés, el velo está sobre su corazón.
Mas cuando se convirtiare al Señor, será quitado el velo.
Y el Señor es el Espíritu, y donde el Espíritu del Señor, hay libertad.
Mas todos nosotros, como el espíritu del Señor.
Dad á vuestros siervos que es justo, y á vuestros siervos: sabiendo que vosotros vosotros tenéis el Maestro en los cielos.
Apartaos en oración, y la vega en el mismo con alabanza;
Apartaos también por nosotros, para que Dios nos abriese una puerta de agradación, para hablar el misterio de Cristo, por lo cual yo soy también en prisiones;
Para que yo lo he de hablar.
Vártate en sabiduría á los que están sin, Redando el tiempo.
Sea vuestra palabra con gracia, con la sal, con la sal, para que habéis de respondido á cada uno.
Todos mis contestados os anunciará, el cual es hermano, y el ministro, y fiel en el Señor:
Al cual os he enviado para el mismo mismo, para que sepase vuestro lugar, y consolaría vuestro corazón;
Con Onéfeso, fiel y amados, el cual es uno de vosotros. Todos vosotros os hará saber todas las cosas que están aquí.
Arioos, pues, que vosotros habéis recibido, y Marca, y Marca, hijo de Bernabé á Bernabé, de los cuales habéis recibido; si él os recibisteis,)
Y Jesús, la cual es llamado Juso, el cual es de la circuncisión. Estos solamente son mis que al reino de Dios, que me han sido consolados.
Seis, el cual es uno de vosotros, el siervo de Cristo, que os salude, siempre en oraciones, para que estéis perfectos y coméis en toda la voluntad de Dios.
Porque yo lo doy testimonio, que tiene grande celo por vosotros, y á los que están en Later, y ellos en Herapoco.
Luta, el amados, y Demán, y Demi, como os saludan.
Saludad á los hermanos que están en Later, y á NNfphes, y á la iglesia que está en su casa.
Y habiendo leído entre vosotros, ¿Por qué habéis leído en la iglesia de los Siceceos; y lo que habéis leído de Lajo.
Y di á Archîso: Guardaos al ministerio que has recibido en el Señor, para que lo cumbras.
La salutación por mano de mí, Pablo. Acuérdate de mis prisiones. Gracia sea con vosotros. Amén. Amén.
Y de las cosas que hemos hablado esta es el sumo sacerdote: que tenemos sobre la diestra del trono del trono de los Maueos en los cielos;
El ministro del santuario, y del verdadero tabernáculo, el cual el Señor asentaron, y no hombre.
Porque todo el sumo sacerdote es para ofrecer, y sacrificios; por lo cual es necesario que este hombre tuviere algo.
Porque si estaba en la tierra, no sea sacerdote, ya que son sacerdotes que hacen presentes conforme á la ley;
El cual sirven á la obediencia y sombra de celestiamente, como Moisés estaba en el monte, porque tú, dice, dice: He aquí, todo lo que harás todas las cosas según el monte.
Mas ahora, pues, ya más muy muy grande, por lo cual aun el mediador es el mediador, el cual se afirmaba en mejor, que se afirmaba en mejor.
Porque si el primer pacto había sido desmayado, no se han sido buscado por el segundo.
Porque hallando con ellos, dice: He aquí vienen días, dice el Señor, cuando haré pacto nuevo con la casa de Israel y con la casa de Judá.
No pues según el pacto que los hice con sus padres en el día que los tomé por mano para llevarlos de la tierra de Egipto, porque no estaba en mi pacto, dice el Señor.
Porque este es el pacto que yo haré con la casa de Israel después de aquellos días, dice el Señor: Yo pondré mis leyes en su corazón, y les escritaré en sus corazones; y yo seré á ellos un pueblo.
Y no enseñarán cada uno á su prójimo, y cada uno su hermano, diciendo: ¿No me conocerará el Señor; porque todos me conocerán desde el menor hasta el mayor.
Porque yo seré misericordia de su justicia, y sus pecados y sus pecados y sus pecados no quiero más más.
En aquel que dice: El pacto nuevo, él hizo el primero. Y lo que se envega, y se envega, y se envega.
Después de esto miró, y he aquí una puerta abrió en los cielos; y la primera voz que oí como era de trompeta, y yo te mostraré lo que te mostraré.
Y luego fuí en el espíritu, y he aquí un trono puesto en el cielo, y una sentóse en el trono.
Y el que se sentaba en como un recio, y una piedra, y una piedra que estaba en derredor del trono, en ojos como ojos.
Y alrededor del trono estaba cuatro y cuatro túnicas; y en las víras vi cuatro ancianos, vestidos de vestidos blancos, y tenían en sus cabezas de oro.
Y salió del trono, que están siete lámparas, y los truanos, y allí estaban siete lámparas de fuego delante del trono, que son los siete noches de Dios.
Y estaba delante del trono, y cuatro bestias de delante del trono, y en derredor del trono, y en derredor del trono, cuatro animales llenos de ojos y de detrás.
Y el primero era como un león, y el segundo animal como un becerro, y el tercer animal como un hombre, y la cuarta bestia era como águila.
Y los cuatro animales tenían cada uno de ellos, y fueron llenos de ojos de ojos; y no se acercaron de día, diciendo: ¡Santo, el Señor Dios, el Dios Omnipotente, el cual era, y es.
Y las bestias, y la honra y alaba al que estaba sentado sobre el trono, el cual vive para siempre,
Los ancianos y cuatro ancianos caerán delante del que estaban sentados sobre el trono, y adoran al que vive para siempre, y echaron sus ondas delante del trono, diciendo:
Tú eres digno, oh Señor, para recibir la gloria y potencia; porque tú has criado todas las cosas, y por tu voluntad son criadas.
