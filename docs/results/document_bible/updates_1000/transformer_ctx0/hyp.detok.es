En el principio de los cielos y la tierra.
Y la tierra fué sin causa, y las tinieblas fué sobre la faz del abismo. Y el Espíritu de Dios se gozó sobre la faz de las aguas.
Y dijo Dios: En la luz; y estaba en luz.
Y vió Dios la luz, que era buena luz: y Dios Dios la luz de tinieblas.
Y llamó Dios la luz, y las tinieblas se llamó á la tarde. Y el día y la mañana se llamó la tarde.
Y Dios dijo: En medio de las aguas de las aguas, y las aguas de las aguas de las aguas.
E hizo Dios las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban sobre las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban debajo de las aguas.
Y el Dios llamó á la tarde. Y la tarde y la mañana estaba en el día.
Y Dios dijo: Haced las aguas debajo del cielo se juntaron á un lugar, y la tierra se seca.
Y llamó Dios la tierra á Ephet, y á las aguas de las aguas se llamó; y vió Dios lo que era bueno.
Y dijo Dios: Haced la tierra, la hierba, y el fruto de su especie, y el fruto de su especie según su especie, y el fruto de su especie; y el fruto está en la tierra.
Y la tierra sacó la hierba, y la mancha de su especie según su especie, y el árbol que estaba en su especie, según su especie.
Y la tarde y la mañana se fué el tercer día.
Y Dios dijo: En el día de los cielos se han hecho en el día del cielo á la noche; y los sean las señales para las señales, y los sean para las señales, y para las señales, y por las señales, y para los días de noche;
Y los enlámparas en la tierra del cielo para dar la luz á la luz; y así fué así.
E hizo Jehová gran gran gran manera, y el día de la luz á la luz, y á la luz de la noche; hizo también las estrellas.
Y Dios les puso en la tierra de los cielos á la luz de la tierra,
Y á la noche y á la noche, y á la luz de las tinieblas; y vió Dios lo bueno.
Y la tarde y la mañana se fué el cuarto.
Y Dios dijo: Haced las aguas que cricrió la vida, y las aves que tiene la vida sobre la tierra.
Y el Dios crió grande, y todo lo que hubiere sacado las aguas, según las aguas sacó las aguas, según su especie, según su especie, y todo lo que era bueno.
Y el Dios les bendijo, diciendo: Alzad, y esparcieron las aguas en la tierra.
Y la tarde y la mañana se fué el quinto.
Y Dios dijo: Sea la tierra de los animales, según su especie según su especie, y de animal según su especie, y de la tierra según su especie.
Y Dios hizo la bestia de la tierra según su especie, y según su especie, y todo lo que se hace sobre la tierra; y vió á su especie lo bueno.
Y Dios dijo: Haced en nuestra estatua, conforme á la estatua; y á ellos se enseñorean sobre la tierra del cielo, y sobre la mar del cielo, y sobre todos los animales del cielo, y sobre toda la tierra sobre la tierra que está sobre la tierra.
Tomó pues Dios en su imagen, en la imagen de Dios le crió, y hembra lo crió.
Y bendijo Dios á ellos, y díjoles: Alza, y multiplicaré, y multiplicarad la tierra, y la obra, y la obra de la mar, y la obra de los animales, y sobre todo lo que está sobre la tierra.
Y Dios dijo: He aquí yo os he dado simiente de la tierra, que está sobre la faz de toda la tierra, y todo árbol que está en el fruto de la tierra, y todo árbol que está en árbol del fruto del fruto de la tierra.
Y á todas las bestias de la tierra, y á todas las aves del cielo, y á todo lo que anda en la tierra, y todo lo que está en la tierra, he dado todo lo que está dado.
Y vió Dios todo lo que había hecho, y he aquí la mañana era muy bien. Y he aquí la mañana y la mañana.
Y oyó las palabras de Labán, diciendo: Jacob ha tomado todas las cosas que se llamaba nuestro padre; y lo que era de nuestro padre.
Y vió Jacob el rostro de Labán, y he aquí que no estaba delante de él.
Y Jehová dijo á Jacob: Vuelve á la tierra de tus padres, y á tu mujer; y yo seré contigo.
Y envió Jacob y á Rachêl, á Rachêl y á su rebaño,
Y díjoles: Yo veo á vuestro padre, que no está á mí delante de mí; mas el Dios de mi padre me ha sido conmigo.
Y sabéis que con todo lo que con mi padre os he hecho.
Y vuestro padre me ha engañado, y mudame de diez veces; mas Dios no escuchó á mí.
Y dijo así: El que se muere tu calza; todos los ganados se llevaban, y todos los ganados se acogieron: y si así así así así, así lo que se muere.
Así ha quitado Dios las bestias de vuestras bestias, y les dió á mí.
Y aconteció que en el tiempo concibió, levanté mis ojos, y vi en un sueño, y he aquí en un sueño que estaba sobre el sueño, y he aquí que las aguas que estaban sobre los carneros, y he aquí que estaba sobre el sueño.
Y el ángel de Dios me habló en un sueño, diciendo: He aquí yo soy, y dijo: Heme aquí.
Y él dijo: Dad ahora tus ojos, y ve á todos los carneros que anda sobre las bestias que están en las bestias que están en las bestias, y las aves que han visto: porque yo te he visto todas las cosas que te he visto.
Yo soy el Dios de Beth-el, donde me has puesto la columna de la columna, y donde me hiciste voto á mí: levame ahora ahora ahora ahora desde esta tierra.
Y dijo Rachêl, y dijo á él: ¿Hay parte ó alguna de nuestra casa ó ó por nuestro padre?
¿No nos mostramos de él? porque él nos vendió nuestro dinero, y nos ha consumido nuestro dinero.
Porque todas las riquezas que Dios ha tomado de nuestro padre, y nuestro hijos es, y nuestros hijos: ahora lo que te ha dicho.
Entonces Jacob se levantó, y puso sus hijos sobre sus mujeres y sus mujeres;
Tomó pues todas sus ganados, y todas sus ganados que había hecho, el ganado de su padre, que había hecho en Padadadadadadadadadadadadadadlo en su padre.
Y levantóse Labán á su ovejas, y á Rachêl había hecho las imágenes que estaban en su padre.
Y Jacob tomó á Labán á Labán, que no lo había dicho á Labán, no lo que le había hecho.
Y huyó con todo lo que tenía, y se levantó sobre el arroyo, y púsose su rostro hacia el monte.
Y fué dada Labán á Labán el tercer día que había huído.
Y tomó sus hermanos con él siete días, y tomaron en el monte de camino.
Y el Dios vino á Labán, y díjole: Toma la noche, y le dijo: Toma á Jacob, ó á Jacob.
Entonces Labán tomó Labán. Y Jacob tomó su tienda en el monte: y Labán estaba en el monte de Galaad.
Y dijo Labán á Jacob: ¿Qué has hecho lo que me has hecho á mí, y llevaste mis hijas?
¿Por qué quiste tú huir, y no me has enviado de mí, y no me has enviado contigo, para que yo te he enviado contigo, y con arpa?
¿No me has hecho á mí mis hijos y mis hijas? ¿has hecho ahora, así has hecho?
Al Músico principal: Salmo de David: Salmo de David; mas el Dios de mi padre me habló á mí, diciendo: Salmo de vuestro padre, diciendo: Tomad á Jacob, ó á Jacob.
¿Y ahora, si hubieres vuelto á causa de la casa de tu padre después de tu padre, has hecho mi padre? ¿por qué has hecho mis dioses?
Y Jacob respondió, y dijo á Labán: Por cuanto yo soy miedo; porque dije: Quieres por tus hijas.
Con todo lo que hicieres á tus dioses, no vivirás: antes vivifífícame lo que es contigo, y toma contigo. Porque á Rachêl, y á Rachêl no lo había conocido.
Y entró Labán en el tabernáculo de Jacob, y en dos siervos de Lea, y en dos siervos de las tiendas; mas no los hallaba.
Y tuvo Rachêl las estatuas, y pusiéronlos en el lugar de los vasos, y sentólos sobre ellos.
Y ella dijo á su padre: No puedo mi señor que yo no puedo delante de ti, porque yo no se levantare sobre mí.
Y Jacob se enojó con Labán, y dijo á Labán; y dijo á Labán: ¿Qué es mi pecado? ¿qué es mi pecado? ¿qué es mi pecado?
¿De qué manera has hecho todo lo que has hallado, ¿qué has hallado de tu casa? Por qué podrás aquí tus hermanos y tus hermanos, para que nos enseñan tus hermanos.
Esto he sido sido con ti, tu torbellino y tus machos machos de cabrío, y no derramé á los carneros, y á los carneros de tus ovejas.
Lo que estaba en ti, no te he dado á ti; parió la mano de mi mano; de mi mano de mi mano, ó de día, ó de noche.
Así que estaba en el día que me consumió á mí, y á la noche se apartó de mis ojos; y mi sueño se apartó de mí.
Así he sido veinte años en tu casa, oh catorce años, yo te he mandado á tus dos años, y á tus dos años; y tú hiciste mis diez años.
Si el Dios de mi padre, el temor de Abraham, y de temor de Isaac, me ha enviado contigo. Yo me ha enviado ahora ahora mi Dios, y me ha visto mis manos de mi trabajo, y de la noche me ha visto mis manos.
Y Labán respondió, y dijo á Jacob: Estas son mis hijas, y estos son mis hijos, y mis niños, y mis ganados, y todo lo que tú es mi ganado: ¿qué es hoy?
Ahora pues, pues, pues, harás pacto, y yo seré por testigo entre mí y ti.
Y tomó Jacob una piedra, y púsola por una columna.
Y Jacob dijo á sus hermanos: Subid, y tomaron piedras; y comieron, é hiciéronse sobre el montón.
Y llamó Labán á Jep-sasam: mas Jacob se llamó á Israel.
Y Labán dijo: Esto es el día de entre mí y te te te ha llamado el nombre de Israel.
Y dijo Mizpa: Dame entre mí, oh Jehová, y te ha enviado entre mí y ti, cuando hemos enviado de otro.
Si tomare mis hijas, si tomares á mis mujeres, no es con nosotros, no es contigo, es el Dios mío, y te ha dicho.
Y Labán dijo á Jacob: He aquí que yo he puesto esta columna, he aquí que yo te he puesto y á mí;
Esto sea testigo testigo, y esta columna sea testigo, que no te traeré sobre ti, hasta que no te levantarás sobre mí, y no serás sobre esta columna, para que no me levantes sobre mí.
El Dios de Abraham, y el Dios de su padre, el Dios de su padre, juzgó á Jacob. Y juró Jacob por el temor de su padre.
Entonces Jacob ofreció sobre el monte, y llamaron á sus hermanos; y comieron pan, y comieron pan en el monte.
Y en la mañana se levantó á Labán, y á sus hijos y á sus hijas, y bendijo á Labán.
Y Jehová dijo á Moisés: Yo traigo una plaga sobre Faraón, y sobre Egipto, y sobre Egipto; cuando os dejará ir, y os hará, y os dará, y os hará, y os hará de aquí.
Habla ahora en oídos del pueblo, y cada uno de su prójimo, y cada uno de su prójimo, y de cada uno de su prójimo.
Y Jehová dió á los pueblos en ojos de los Egipcios. Y Moisés era Moisés en la tierra de Egipto.
Y dijo Moisés: Así ha dicho Jehová: Yo iré en medio de la noche de Egipto;
Y todo primogénito en la tierra de Egipto morirá, desde el primogénito de Faraón que está sobre su trono, hasta el primogénito de Faraón, hasta el primogénito que está en su trono.
Y habrá gran clamor en toda la tierra de Egipto, como no hubo semejante semejante, ni como no habrá quien lo había de venir.
Mas contra alguno de los hijos de Israel no volverá á su lengua, ó á su lengua, ó á la bestia, ó á Jehová.
Y todos tus siervos descenderá á mí, y se inclinarán á mí, diciendo: Levántate, y á todo el pueblo que te seguía; y después que yo iré á Faraón.
Y Jehová dijo á Moisés: No obedeciere á vosotros, para que mis maravillas sean multiplicados en la tierra de Egipto.
Y Moisés y Aarón hizo todas estas cosas delante de Faraón: y Jehová endureció el corazón de Faraón, así que no quiso los hijos de Israel.
Y Jehová llamó á Moisés, y le dijo del tabernáculo del testimonio, diciendo:
Habla á los hijos de Israel, y diles: Si alguno alguno alguno alguno de vosotros os hará ofrenda á Jehová, de la ofrenda de las bestias del ganado, de las ovejas, y de las ovejas.
Si ofreciere su ofrenda del holocausto, le ofreciere un macho macho cabrío sin defecto; ofreceréis de la puerta del tabernáculo del testimonio delante del testimonio delante de Jehová.
Y pondrá su mano sobre la cabeza del holocausto, y lo hará expiación para reconciliar para expiación.
Y tomará el buey delante de Jehová; y los sacerdotes, los sacerdotes, los hijos de Aarón, y derramarán la sangre sobre el tabernáculo del testimonio.
Y pondrá el holocausto, y quebrará en su lugar.
Y los hijos de Aarón hará fuego sobre el altar, y pondrás en el fuego en el fuego en el fuego:
Y los sacerdotes, los hijos de Aarón pondrán las partes, y la cabeza, y el sebo que está sobre el fuego, en el fuego que está sobre el altar que está sobre el altar;
Mas su incienso y sus hihigos se lavará en aguas; y el sacerdote hará holocausto á todo el altar, para holocausto, para quemar ofrenda encendida de olor suave á Jehová.
Y si su ofrenda fuere de las ovejas, ó de las ovejas, ó de las cabras, para holocausto, para holocausto, sin holocausto.
Y tomará sobre el lado del norte delante del norte delante de Jehová; y los sacerdotes, los hijos de Aarón, los hijos de Aarón.
Y cortará en su cabeza, con su cabeza y su sebo: y el sacerdote pondrá en la leña que está sobre el fuego que está sobre el altar;
Mas lavará el presente y los higos con agua: y el sacerdote hará todo el altar, y sobre él lo quemará, y quemará sobre el altar, ofrenda encendida á Jehová, ofrenda encendida de olor de olor suave á Jehová.
Y si el holocausto sacrificare la ofrenda á Jehová de las aves, será su ofrenda de las aves, ó de su ofrenda.
Y hará el sacerdote al altar, y derramará su cabeza, y quemará sobre el altar, y la sangre de su cabeza; y el altar de un altar en el altar;
Y derribará sus piezas con sus canciones, y de junto á la parte del oriente, junto al lado del desierto;
Y hará con sus alas con sus alas, mas no derramará debajo del altar; y el sacerdote quemará sobre el altar, sobre la leña que está sobre el fuego, sobre el fuego que está sobre el fuego.
Y HABLÓ Jehová á Moisés y á Aarón, diciendo:
Toma la casa de los hijos de Coath de entre sus familias, conforme á sus familias, conforme á la casa de sus padres, conforme á la casa de sus padres, conforme á la casa de sus padres, por sus familias,
De treinta años, hasta el campo de cincuenta años, hasta que entres en el campo en el tabernáculo del testimonio.
Esto será el servicio de los hijos de Coath en el tabernáculo del testimonio, en el tabernáculo del testimonio:
Y cuando el campo saliere, vendrá Aarón y sus hijos, y tomarán la cubierta, y cubrirán los hijos del testimonio, y cubrirá el arca del testimonio;
Y pondrá sobre ella la cubierta de los campos, y extenderá sobre ella un manto de jacinto, y pondrá en sus varas.
Y sobre la mesa del pan se extenderá de jacinto, y pondrás sobre las puertas de jacinto, y las hogas, y las hojas, y las hogas, y las hojas del pan;
Y extenderá sobre ellos un plato de grana, y cubrirá la cubierta de torbellino, y pondrá en sus varas.
Y tomará un candelero de jacinto, y cubrirá el candelero del candelero, y sus higos, y sus higos, y su aceite, y su aceite, y todos sus vasos, y todos sus vasos con aceite, y con aceite;
Y pusieron sobre ella y todas sus vasos de cubierta, y pondrá sobre ella torbellino, y pondrá sobre un vaso.
Y sobre el altar de oro extenderá un vestido de jacinto, y cubrirá de torbellino de torbellino, y pondrá á sus varas;
Y tomarán todos los vasos del ministerio, con que ministran en el santuario, y las cubrirán de jacinto, y cubrirá en un tormento de jacinto, y cubrirá con peso de jacinto;
Y llevarán la ceniza del altar, y extenderá de púrpura;
Y pusieron sobre ella todos sus vasos, que ministran alrededor, con que ministran, y los mares, y los mares, y los mares, y los cocococopas, y todos los vasos del altar, y sobre la cubierta del altar de la cubierta del altar, y de la cubierta.
Y cuando Aarón y sus hijos hicieron la cubierta del santuario, y todos los vasos del santuario, y todos los vasos del campo, según el campo, conforme á la obra de Coath, para que se purifica; mas no se allegaren el tabernáculo del testimonio.
Y á la santificación de Eleazar hijo de Aarón sacerdote, y al aceite para el aceite, y el aceite, y el presente, y el aceite, y el aceite, y el aceite del tabernáculo del testimonio, y todo lo que está en ella en ella.
Y HABLÓ Jehová á Moisés y á Aarón, diciendo:
No hagáis la tribu de las familias de Coath de entre los Levitas:
Mas así les hacen así, y no vivirán, y si no se allegaren al santuario: y Aarón Aarón y Aarón sus hijos serán en su servicio, y cada uno á cada uno á sus hijos, y á cada uno á su servicio;
Mas no entrarán en ver las cosas, porque no se cubrirán.
Y Jehová dijo á Moisés:
Tomad también los hijos de Gersón por las casas de sus padres, por sus familias, por sus familias;
De treinta años, hasta el número de cincuenta años, hasta que entres en el servicio del testimonio, para hacer la obra del testimonio.
Esta es el servicio de las familias de los Gersón, y para las cargas;
Y llevarán las cortinas del tabernáculo, y el tabernáculo del testimonio, y el tabernáculo del testimonio, y la cubierta de la puerta del tabernáculo que está sobre la puerta del tabernáculo, y de la puerta del tabernáculo del tabernáculo del testimonio, y de la puerta del tabernáculo del testimonio.
Y las cortinas del atrio, y el pabellón del atrio de la puerta del atrio, que está junto á la puerta del tabernáculo, que está junto al tabernáculo, y á todos sus vasos, y á todos los que están en derredor del tabernáculo del tabernáculo del atrio.
En el tabernáculo de Aarón y sus hijos serán todos los hijos del servicio de los hijos de Gersón, en todos los hijos de Gersón, en su servicio, y en todo su servicio.
Esta es el servicio de las familias de los hijos de Gersón en el tabernáculo del testimonio: y la ordenará su mano debajo del sacerdote.
De la cuenta de los hijos de Merari, por sus familias, por las familias de sus familias;
De treinta años arriba y de veinte años les harás, todo el número de la obra, para que hiciere en el servicio del testimonio.
Y esto es la guarda de su carga, conforme á toda su servicio en el tabernáculo del testimonio; las tablas del tabernáculo del testimonio, y sus columnas, y sus columnas, y sus columnas, y sus columnas, y sus basas, y sus basas, y sus basas, y sus basas, y sus basas, y
Y las columnas del atrio alrededor alrededor alrededor alrededor, y sus basas, y sus copas, y sus arpas, y con todos sus vasos, y con todo su nombre; y con todos los vasos de sus vasos.
Esta es el servicio de las familias de los hijos de Merari, conforme á toda su servicio, en el tabernáculo del testimonio, en el tabernáculo del sacerdote.
Y Moisés y Aarón y los príncipes de la congregación de los hijos de Coath según sus familias, y según sus familias, y la casa de sus padres, y de la casa de sus padres,
De treinta años, de veinte años arriba arriba arriba, todo lo que pasare en el tabernáculo del testimonio, para la obra del testimonio;
Y los contados de ellos por sus cuatro mil y cincuenta.
Estas son los contados de las familias de Coath, para que todas las cosas hacen en el tabernáculo del testimonio, para que Moisés y Aarón el número de Moisés, conforme á la mano del mandamiento de Jehová.
Y los contados de los hijos de Gersón por sus familias, por sus familias, y por las casas de sus padres,
De treinta años, de veinte años arriba arriba arriba, todo lo que pasare en el tabernáculo del testimonio, para la obra del testimonio,
Los contados de ellos por sus familias, por sus familias, dos mil y seiscientos.
Estas son los contados de las familias de los hijos de Gersón, de todo el tabernáculo del testimonio, para que hiciesen en el tabernáculo del testimonio.
Y los contados de las familias de los hijos de Merari por sus familias, por sus familias, por la casa de sus padres, por la casa de sus padres,
De treinta años, de veinte años arriba arriba arriba, todo lo que pasare en el tabernáculo del testimonio, para la obra del testimonio,
Los contados de ellos por sus familias, tres mil y doscientos.
Estas son los contados de las familias de los hijos de Merari, que Moisés y Aarón y Aarón conforme á la palabra de Jehová.
Todos los contados de los Levitas, á Moisés y á Aarón y á los príncipes de Israel, según sus familias, y á la casa de sus padres, y á la casa de sus padres,
De treinta años, de veinte años arriba arriba, todo lo que venía al servicio del servicio del ministerio, y el servicio del testimonio en el tabernáculo del testimonio, y el servicio del testimonio en el tabernáculo del testimonio,
Los contados de ellos, ocho mil y quinientos.
Conforme al mandamiento de Jehová, conforme á la mano de Moisés, conforme á su servicio, conforme á su servicio, y conforme á sus contados: así como Jehová lo había mandado á Moisés.
Y Jehová dijo á Moisés:
Manda á los hijos de Israel, y diles á la tierra de Canaán; porque habéis entrado en la tierra de Canaán, para que caiga la tierra de Canaán;
Entonces vuestro mediodía se levantará del desierto en el desierto del término de la mar, y vuestro término será el término del mar, y vuestro término al oriente del mar;
Y el término se volverá del mediodía al mediodía de Asam, y al mediodía de Asam, y á su salida; y al mediodía de Carar--------------sesesem, y al mediodía, y al mediodía, y al mediodía, y al mediodía;
Y el término del arroyo se retirará desde el arroyo de Egipto hasta el arroyo de Egipto, y sale de la mar.
Y á la parte del término, tendréis la mar para la mar para la mar; vuestra parte será vuestro término.
Y este término será vuestro término; desde el monte de la mar, y os dará al monte;
Desde el monte que pasaréis vuestro término hasta el término de Hamath, y sale de Hamath; y desde el término del término de Hamath:
Y el término saldrá á Siphón, y sale de ella, y sale de Hasar---ar----arararararararararararararararararararararararar-
Y llevaréis vuestro término desde Hasor hasta Hasor:
Y al término del mar subirá de Sela, á la parte del oriente, á la parte del mar; y al término del mar, y al lado del mar, y á la parte del oriente del oriente;
Y el término saldrá al Jordán, y sale de la mar será en la mar; será vuestra tierra con sus términos.
Y mandó Moisés á los hijos de Israel, diciendo: Esto es la tierra que habéis mandado á Jehová, la cual Jehová mandó á las tribus, y á la media tribu;
Porque la tribu de los hijos de Rubén conforme á la casa de sus padres, y la tribu de los hijos de Gad, conforme á la casa de sus padres, conforme á la media tribu de Manasés;
Las dos tribus y la mitad de la heredad han recibido su heredad hacia la parte del Jordán, hacia la parte del sol.
Y Jehová dijo á Moisés:
Estas son los nombres de los hombres que hubieren en la tierra: Eleazar sacerdote, y Josué hijo de Nun.
Y tomaréis uno uno de cada tribu á la tierra.
Y los nombres de los hombres son estos: De la tribu de Caleb, hijo de Jephone.
Y de la tribu de los hijos de Simeón, Semeel hijo de Amón.
De la tribu de Benjamín, la tribu de Israel.
Y el príncipe de la tribu de los hijos de Dan, Oci hijo de Joci.
El príncipe de los hijos de José, por la tribu de los hijos de Manasés, Hanel hijo de Ebel.
Y el príncipe de la tribu de los hijos de Ephraim, Caruel hijo de Siphpha.
Y el príncipe de la tribu de la tribu de los hijos de Zabulón, el hijo de Pameel.
Y el príncipe de la tribu de la tribu de los hijos de Issachâr, Pherezel.
Y el príncipe de la tribu de los hijos de Aser, Ahibías hijo de Seloel.
Y el príncipe de la tribu de los hijos de Nephtalí, Peka hijo de Amón.
Estas son los que Jehová mandó á los hijos de Israel en la tierra de Canaán.
Y cuando oyeres, si oyeres la voz de Jehová tu Dios, y guardare todas sus mandamientos que yo te mando hoy, y lo que yo te mando hoy que yo te mando hoy, Jehová tu Dios te pondré sobre todas las gentes de las gentes;
Y todas estas bendiciones vendrán sobre ti, y toma contigo, si oyeres á la voz de Jehová tu Dios.
Bendito en la ciudad, y benditarás en el campo.
Bendito el fruto de tu cuerpo, y el fruto de tu tierra, y el fruto de tus ganados, y el fruto de tus ovejas.
Bendito tu asastillo y tu torio.
Bendito tú, cuando salieres en el tiempo, y darás cuando salieres.
Al Músico principal: sobre Negarán tus enemigos, delante de ti se levantará delante de tu rostro: sobre ti, y extenderá delante de ti.
Jehová mandará sobre ti en tu pie, y en todas las cosas que hiciste tu mano; y bendecirá á ti en la tierra que Jehová tu Dios te da.
Al Músico principal: Salmo de David: Salmo de David, como juró á ti, como á ti, y á ti guardarás los mandamientos de Jehová tu Dios, y en sus caminos.
Y todo el pueblo de la tierra verá verá que tú eres por nombre de Jehová; y serán miedo de ti.
Y Jehová te pondré en el fruto de tu cuerpo, en fruto de tu cuerpo, y en el fruto de tu fruto, y en el fruto de tu tierra que juró Jehová á tus padres, en la tierra que juró á tus padres.
Al Músico principal: Salmo de David: Salmo de David, al cielo, para dar la tierra á tu tiempo, y á bendiga toda la obra de tu tiempo, y á todas tus gentes, y á todas las gentes comerás.
Y Jehová te hará la cabeza, y no te matarás; y tú serás sobre ti, y no serás; y si no te oyeres; si Jehová tu Dios lo oyeres de tus mandamientos que yo te mando, para que yo te mando hoy.
Y no quitarás de las palabras que yo te mando hoy hoy, para que yo te doy á siniestra, ó á los dioses ajenos, á los dioses ajenos.
Mas si no oyeres la voz de Jehová tu Dios, guardarás á todos los mandamientos de Jehová tu Dios, para que yo te mando hoy y sus estatutos y sus estatutos que yo te mando hoy;
Malcarás en la ciudad, y maldirás en el campo.
Maldito tu torbellino, y tu especie.
Maldito el fruto de tu cuerpo, y el fruto de tu tierra, y el fruto de tus ovejas, y las ovejas de tus ovejas.
Maldito, cuando hubieres entrado en ti, y maldirás cuando salieres.
Jehová enviará sobre ti, y reprensión de tu mano, y de todo lo que hiciste á tu mano para hacer, hasta que has hecho, hasta que tú, y hasta que tú, hasta que has hecho lo que has hecho.
Jehová hará pestilencia á ti pestilencia, hasta que te han consumido de la tierra, hasta la tierra que te hubiere hecho.
Jehová te herirá contigo, y con torbellino, y con torbellino, y con mosto, y con espada, y con espada, y con espada, y con espada, y el rocío de espada se apreciará.
Y tu cabeza que está sobre tu cabeza, y la tierra que está debajo de ti.
Jehová hará lluvia de tu tierra y polvo: desde el cielo vendrá sobre ti, hasta que venga sobre ti.
Jehová te hará subir delante de tus enemigos: saldrás tras ellos contra ellos, y siete caminos contra ellos; y siete caminos serán en todos los reinos de la tierra.
Y tu cuerpo será comida á todas las aves del cielo, y á las bestias del cielo, y á las bestias de la tierra, y á los mares.
Jehová te herirá contigo, y con los ríos de Egipto, y con ríos, y con los ríos, y con los ríos, y con los colores, no te sanará.
Jehová te herirá con dolor, y se gotará de corazón, y de corazón de corazón;
Y serás en el día, como los ciegos en tinieblas, y no tomarás en tus caminos, y no serás salvo en tus caminos.
Harás á la mujer, y á los unos con ella: tú edificarás, y no morarás en ella: la viña, y no sembrarás en ella, y no plantarás la viña.
Con tu buey será muertos delante de tus ojos, y no comerás: tu asno será quitado tu asno delante de tu rostro, y no habrá quien te ha dado á tus ovejas, y á tus enemigos.
Tus hijos y tus hijas serán dada á otro pueblo, y tus ojos mirarán con ellos, y tus ojos se secarán en todo el día; y no habrá en tu mano.
El fruto de tu tierra, y toda tu fruto que tú no sabes; y no sabes que no sabes, y serás quitado;
Así que tú serás hecho para los ojos de tus ojos que verás.
Jehová te herirá en las rodillas, y en los higos que no hubiere sanado, de tu pie que no se sane de tu pie á la cabeza de tu pie.
Jehová te hará subir, y tu rey que pondrás sobre ti, á la gente que ni ni ni á tus padres, ni á tus padres; y tú servirás á tus dioses ajenos, y á piedra.
Y harás en espanto, y cocob, y una palabra entre las gentes, y entre las gentes te hará Jehová.
De la tierra tomarás en el campo, y juntarás en la langosta; porque la langosta se hará.
Darás viñas, y las plantas de vino, y no beberás de vino, ni beberás las aguas de vino; porque comerán la comida.
Con todo árbol de olivarás tus términos, mas no te herirás contigo con aceite; porque tu fruto quebrará su fruto.
Tú tomarás hijos y hijas, mas no les harás gozo; porque en cautiverio los irán.
Todos tus árboles y tu fruto se secarán.
El extranjero que está dentro de ti; y subicarás muy muy muy muy muy muy.
El fin te hará, y no te harás, y no le será cabeza, y serás la cabeza.
Y juntarán todas estas cosas sobre ti, y te librarán, hasta que te te hubiere hecho; porque tú no serás destruída á la voz de Jehová tu Dios, y á sus estatutos, y á sus estatutos que te mandé, y á sus estatutos que te mandé.
Y serán sobre ti por señal por señal, y sobre tu simiente, y sobre tu simiente.
Porque tú no obedeciste á Jehová tu Dios, y con alegría, y con alegría de corazón, para la abundancia de todo corazón;
Por tanto, servirás á tus enemigos que Jehová Jehová te enviare contra ti, y en sed, y en la desnudez de todo lo que hiciere, y en toda obra de hierro; y pondrá en tu yugo sobre ti, hasta que te destruída.
Jehová hará gente contra ti de la tierra, desde el cabo del fin de la tierra, como águila, como águiáguila; y no entenderá á la lengua;
De la gente que no se apartará el rostro, ni mostrará la gracia, ni enseña á la moza;
Y comerá el fruto de tu fruto, y el fruto de tu tierra hasta la tierra, hasta que no te dejare; el vino, ó el vino, ó el vino, ó el vino de tus ovejas, y de tus ovejas, hasta que te destruída.
Y extenderá en todas tus puertas, hasta que saliste tus muros y fuertes, hasta que pases en tu tierra, por todas tus puertas; y pondrá en todas tus puertas en todas tus puertas que Jehová tu Dios te ha dado Jehová tu Dios.
Y comerás el fruto de tu cuerpo, la carne de tus hijos y de tus hijas, que Jehová tu Dios te ha dado Jehová tu Dios, y en los que te ha dado, y en los enemigos que Jehová tu Dios te ha dado;
Y el hombre que está entre vosotros entre vosotros, y su ojo será su ojo hacia el seno de su hermano, y hacia la mujer de su hermano, y hacia el resto de sus hijos que hiciere;
Y el que no hiciere algo de ellos de los hijos de la carne de los hijos de su carne, no comerá en ella.
Extendiere, y mujer entre vosotros que no quería á la pie de su pie sobre la tierra, en la tierra de su ojo, y su ojo, y su ojo será en el seno de su marido, y de su marido, y á su hijo, y á su hijo, y á la cual no quisiere al seno, y á su marido, y á la cual no quiso que no quisiera, y á su
Y hacia su pie que sale de entre sus pies, y á sus hijos que ella la que ella hubiere de comer; porque comerá pan de todas las cosas, y de todo lo que está en tu enemigo.
Si tú no hicieres á todas las palabras de esta ley que está escrito en este libro, para que tú seas temor y el nombre de Jehová;
Y Jehová hará tu estimación, y las peñas de tu simiente, y de la simiente de tu simiente, y de angustia, y fuerte, y de angustia.
Y hará sobre ti sobre ti todas las cosas de Egipto, que hiciste miedo de Egipto; y se hartará á ti.
Y toda enfermedad que no está escrito en el libro que no está escrito en el libro de esta ley, Jehová hará sobre ti.
Y seréis dejados en el número de las estrellas, como las estrellas del cielo; porque no oyereis la voz de Jehová tu Dios.
Y será que como Jehová se alegrare sobre vosotros, y os multiplicaré, y os multiplicaré sobre vosotros, y os gozará Jehová sobre vosotros, y os multiplicaréis, y os hará tornar de la tierra.
Y Jehová te esparcirarán entre ti, desde el fin de la tierra hasta el cabo de la tierra hasta la tierra; y tú servirás á los dioses ajenos, y á tus padres, y á tus padres.
Y entre estas gentes no hallarás, ni la pie del pie de tu pie te dará: mas Jehová te dará corazón, y el corazón de los ojos, y el corazón de los ojos de corazón;
Y tu vida tomará delante de ti, y de noche serás temor y de noche y de noche, y no tendrás quien sembrare de tu vida;
En la mañana dirás: ¡Ay Dios! ¡Ay! y en la mañana y en la mañana! ¡Ay de tu corazón!
Y Jehová te hará subir en Egipto, por el camino del camino que yo te mandé á ti, no verás más á vuestros enemigos, y á vuestros enemigos: y no os veniréis á vuestros enemigos, y á vuestras siervas.
Y Josué juntó todas las tribus de Israel á los ancianos de Israel, y á los ancianos de Israel, y á sus jueces, y á sus jueces, y á sus jueces, y á sus jueces.
Y Josué dijo á todo el pueblo: Así ha dicho Jehová Dios de Israel, nuestro Dios de la otra parte del río, nuestros padres habitó en el tiempo de Abraham, y en el tiempo de Abraham.
Y tomé vuestro padre de la otra parte del río, y le hizo por toda la tierra de Canaán, y de su simiente.
Y dí á Jacob, y á Esaú: y dí á Esaú al monte de Seir, para poseer en Egipto.
Y he enviado Moisés y Aarón, conforme á Egipto, conforme á Egipto, conforme á lo que he hecho entre ellos; y yo os he hecho.
Y saqué vuestros padres de Egipto, y vinieron á la mar á la mar; y los Egipcios se siguieron á vuestros carros y á los carros.
Y clamaron á Jehová, pusiéronse entre las tinieblas y á los Egipcios y á los Egipcios, y los sacó sobre la mar, y á vuestros ojos lo que he visto en Egipto; y habéis visto lo que he hecho en el desierto.
Y os saqué en la tierra del Amorrheo, que habitaba en la otra parte del Jordán; y peleé con vosotros en vuestra tierra, para que yo los poseáis en vuestra tierra; y yo los destruí de ellos delante de ellos.
Entonces Balac hijo de Zichri se levantó, y levantóse contra Israel, y envió contra Israel, y envió á Balaam, y á Balaam hijo de Beor;
Mas yo no oiré á Balaam; por lo cual os bendijo de su mano.
Y subieron sobre Jericó, y vinieron á Jericó: y los hombres de Jericó pelearon contra vosotros, y al Amorrheo, y al Pherezeo, y al Pherezeo, y al Hetheo, y al Hetheo, y al Hetheo, y al Jebuseo.
Y envié á la red delante de vosotros, que les pusiese de delante de vosotros, los dos reyes de los Amorrheos; mas no con tu espada, ni tu arco, ni tu arco.
Y os he dado á la tierra que no habéis hecho, y á las ciudades que no edificáis, y no edificéis en ellos; de las viñas y de las viñas que no habéis hecho.
Ahora pues, temed á Jehová, y le sirle en la verdad y verdad: y las dioses que sirvieron á vuestros padres, y á los dioses que sirvieron en Egipto, y servid á Jehová.
Y si os hubiereis hecho mal á Jehová, os ha hecho hoy hoy hoy á los dioses que sirsteis á vuestros dioses ajenos, que sirvieron en la tierra del Amorrheo, ó á los dioses del Amorrheo, y á los dioses de la tierra que sirvieron en mi casa de los dioses ajenos, y á los dioses ajenos; mas á Jehová os sirvieron mi casa de los dioses ajenos, y á los dioses ajenos, y os sirvieron mi casa de los dioses ajenos; mas á Jehová os sirvieron en la casa de los dioses que hiciereis en la casa de los dioses ajenos, y os sirvieron á Jehová
Y el pueblo respondió, y dijo: No podremos á Jehová, á dioses ajenos;
Porque Jehová nuestro Dios, él es que nos sacó y nuestros padres de la tierra de Egipto, desde la casa de Egipto, de la casa de la casa que hizo en nuestros señales, y en todo lo que hicimos á todo el pueblo;
Y Jehová escogió de delante de nosotros todo el pueblo que habitaba en la tierra que habitaba en la tierra; por lo cual Jehová es nuestro Dios.
Y Josué dijo al pueblo: Vosotros no servil á Jehová: porque es santo, es Dios: no es vuestro Dios, ni perdonará vuestros pecados, ni perdonará vuestros pecados.
Si hiciereis á Jehová, y servid á dioses ajenos, y os volverá, y os hará lo que os ha hecho.
Y el pueblo dijo á Josué: No serviremos á Jehová.
Y Josué dijo al pueblo: Vosotros sois testigos que os habéis elegido contra Jehová, para que os sirvieron. Y ellos le dijeron: Nosotros somos testigos.
Ahora pues, dijo: Dad á los dioses que están entre vosotros, y á vuestro corazón á Jehová Dios de Israel.
Y el pueblo dijo á Josué: Jehová nuestro Dios, y serviremos á su voz.
Y Josué hizo alianza con el pueblo, y pusiéronlos por heredad en Sichêm.
Y Josué escribió estas palabras en el libro de la ley de Dios, y tomó una piedra, y tomóla debajo del santuario.
Y Josué dijo á todo el pueblo: He aquí esta piedra será testigo á nosotros; porque todo lo que nos ha oído todas las palabras de Jehová que nos ha hablado, para que él os ha hablado.
Así que Josué se apartare al pueblo, cada uno á su heredad.
Y aconteció que después de estas cosas, hijo de Nun, el siervo de Jehová, murió diez años, y diez años.
Y le sepultaron en el término de su heredad en el monte de Ephraim, que está en el monte de Ephraim.
Y sirvieron á Jehová todos los días de Josué, y á todos los días de los ancianos de los ancianos que habían conocido á Josué, y á todo Israel que había hecho todas las obras de Jehová.
Y los huesos de José, que los hijos de Israel habían sacado de Egipto de tierra de Egipto, los cuales compraron en una tierra de los hijos de Israel, por la cual compró á la tierra de Canaán, y á los hijos de Canaán.
Y Eleazar hijo de Aarón, murió en un monte que había dado á Phinees á Phinees su hijo, el cual le fué dado en el monte de Ephraim.
Y los Filisteos tomaron el arca de Dios, y llevaron de E-ezer.
Y tomaron los Filisteos en la casa de Dios, trajeron en la casa de Dor, y pusiéronse junto á Dor.
Y levantándose de la mañana, he aquí que estaba en su rostro, he aquí que estaba en su rostro á la tierra de Jehová. Y tomándole delante del arca de Jehová. Y tomándole en su lugar.
Y levantáronse de mañana á la mañana, he aquí que estaba en su rostro á tierra delante del arca de Jehová; y la cabeza del arca de Jehová; y la cabeza de la tierra estaba en sus manos.
Por tanto, ni los sacerdotes de Dor, ni venga á la casa de Dón, ni á la casa de Dón.
Mas la mano de Jehová fué sobre ellos, y los destruyeron, y los hirió con los ríos, y los hirió con sus ríos.
Y como los hombres de Asdod vieron, dijeron: El arca del Dios de Israel, no morará con nosotros: porque su mano no está sobre nosotros, y sobre nosotros.
Y enviaron y todos los príncipes de los Filisteos á ellos, y díjoles: ¿Qué haremos con el arca del Dios de Israel? Y ellos dijeron: Yo soy el arca de Dios.
Y fué así, después que habían quedado en la ciudad de Jehová, contra la ciudad de Jehová fué contra la ciudad: y hirió los hombres de la ciudad de la ciudad de la ciudad, y los que habían quedado en sus ríos.
Y enviaron el arca de Dios á Ecrón. Y vinieron al arca de Dios, como el arca del Dios vino á Ecrón, diciendo: Ecrón, el arca del arca del arca de Dios, y traían en nosotros.
Tomaron pues, y juntáronse todos los príncipes de los Filisteos, y dijeron: Dad el arca del Dios de Israel, y volvió á su lugar, y á su lugar, que no lo vengan, y á todo el pueblo de la ciudad.
Y los hombres que no habían herido con los ríos; y clamaron al cielo á la ciudad.
Y como el hijo de Saúl oyó en Hebrón, las manos de su mano estaban en Hebrón, y todas las manos se turbaron.
Y el hijo de Saúl hubo dos hombres que estaban capitanes de Ana; el nombre de la otra vez era, y el nombre de Rechâb, y el nombre de los hijos de Persia, los hijos de Benjamín; porque los hijos de Benjamín eran los hijos de Benjamín.
Y los que habían huído hasta el día de noche, fueron hasta hoy hasta hoy hasta hoy.
Y Jonathán, hijo de Saúl, tuvo un hijo de sus pies.
Y fueron los hijos de Rimmón, Sechâb, y Sechâb, y asentaron el día de la casa de Is-boseth á la casa de Is-bo-bo-bo-boseth.
Y vinieron allí allí en medio de la casa de la casa, como tomaba de trigo; y le hirieron debajo del quinto; y le hirió á su hermano, y á su hermano, y á su hermano.
Y cuando vinieron en la casa, puso en su cama, y le mataron, y le mataron, y le mataron, y tomándole, y tomáronlo en su cabeza.
Y trajeron la cabeza de Is-bo-boseth á David, y dijo á David rey: He aquí el rey de Is-bo-boseth, hijo de Saúl, el cual Jehová ha buscado tu señor, y dijo: He aquí que Jehová ha hecho mi señor el día del rey de Saúl, y dijo á David.
Y David dijo á Rechâb, y á su hermano, hijos de Rimmón, hijos de Rimmón, y díjoles: Vive Jehová, que ha redimido mi alma, que ha redimido mi alma de todo lo que ha redimido,
Cuando me ha dado á mí, diciendo: He aquí es muerto á Saúl, el rey lo he hecho, tomé de él, y tomé en Siclag, el cual lo he dado en Siclag;
¿Cómo más que los hombres muertos muertos muertos muertos en su casa? ¿no haré ahora sobre su cama? ¿por qué no haré ahora ahora ahora su sangre?
Y mandó David á sus mancebos, y mataron sus manos y á sus pies y á sus pies, y á los pies en Hebrón. Mas ellos tomaron la cabeza de los Is-bo-bo-bo-bo-bo-bo-boseth en Hebrón.
Y como la reina de Semei oyó el nombre de Jehová sobre el nombre de Jehová, vino á él con él.
Y vino á Jerusalem con grande gran manera en camellos, y parió con camellos, y piedras preciosas, y piedras preciosas, y piedras preciosas: y cuando había venido á Salomón con ella, y á Salomón lo que estaba en su corazón.
Y Salomón le declaró á todos sus armas: no había quien había dicho del rey, que no lo había dicho.
Y viendo la reina de Sethán, y la casa que había edificado, y la casa que había edificado,
Y la comida de sus siervos se sentó, y sentado á los siervos de sus siervos, y á su vestido, y á su vestido, y á su vestido, y á su casa que estaba en la casa de Jehová.
Y ella dijo al rey: Es verdad que yo oí en mi tierra de tus hechos y de tu sabiduría.
Mas no creí las palabras, hasta que había visto mis ojos; y he visto la mitad, he aquí que no me ha dicho: Tu sabiduría me ha dicho lo que he oído.
A tus siervos son tus siervos, son tus siervos, que están tus siervos delante de ti, y oye tu sabiduría.
Bendito Jehová tu Dios, que te ha hecho en ti, para poner en el trono de Israel; porque Jehová amó á Israel para siempre, y á la justicia.
Y ella dió el rey cien talentos y veinte talentos de oro, y de piedras preciosas, y piedras preciosas, y piedras piedras preciosas: no vinieron más que la reina del rey.
Tomó también la envidia de Hiram, el cual sacó de Ophir de Ophir, en Ophia, y piedras preciosas.
E hizo el rey las columnas para las columnas de la casa de Jehová, y para la casa del rey, y para la casa del rey, y para los cantores, y para los cantores; y los que habían visto en este día.
Y el rey Salomón dió á la reina de su deseo, preguntó todo lo que Salomón le dió, que le dió de su rostro. Y ella se volvió á su tierra. Y ella se volvió á sus siervos.
Y el peso de oro que venía Salomón en un año era ciento setenta talentos de oro, y seis talentos de oro,
Y el que tenía de los mercaderes, y de los mercaderes, y de los reyes de los reyes, y de los reyes, y de los reyes, y de los reyes de los reyes de la tierra.
Y el rey Salomón hizo Salomón doscientos siclos de oro: cien siclos de oro de oro salió á un oro.
E hizo tres noventa de oro, de oro, de oro de oro; y el rey salió á la casa del Líbano.
Y el rey hizo gran trono, y cubriólo de oro, y cubriólo de oro.
El trono tenía seis pasos, y la cumbre del trono estaba en derredor: y en el lado de la silla de la silla de la silla, y de la silla de la silla.
Y tenía una una parte sobre los otros pasos, y la otra sobre la otra parte; no había como como el reino en el reino.
Y todos los vasos del rey Salomón bebieron de oro, y todos los vasos de la casa de la casa de la casa del Líbano: no eran de oro, ni de oro puro en los días de Salomón.
Porque el rey tenía en la mar de los Asirios, de la gracia de Hiram; en tres años vinieron en los años de los Asirios, y de oro, y plata, y plata, y plata, y plata, y plata, y plata.
Así ha hecho el rey Salomón á todos los reyes de la tierra para riquezas y la sabiduría.
Y toda la tierra buscaron á Salomón su sabiduría, que Dios había puesto en su corazón.
Y tomaron cada uno su presente, y vasos de oro, y de oro, y de armas, y de armas, y de armas, y de caballos.
Y juntó Salomón á caballo y á caballo; y él tenía mil carros y cuatrocientos carros, y doce mil carros, y á caballo, y á caballo, y á caballo, y á caballo con los carros.
E hizo el rey plata en Jerusalem, y las piedras de las piedras, y las piedras se hizo á los árboles que están en la tierra, para que está en los árboles.
Y Salomón había hecho á los caballos de Egipto, y lino torbellino: el rey de lino lo recibió en un precio.
Y salió un carro, y subieron de Egipto para cien siclos de plata de plata, y de caballo; y por todos los reyes de los reyes del Hetheo, y de los reyes de Siria, y de los reyes de Siria los reyes de Siria.
Y aconteció que en el tercer año, hijo de Ela, rey de Israel, rey de Ezechîas, comenzó á Ezechîas.
Cuando comenzó á reinar era de cinco años, y reinó veinte años en Jerusalem; y veinte años reinó en Jerusalem.
E hizo lo recto en ojos de Jehová, conforme á todo lo que hizo David su padre.
Tomó los altos, y quebró las estatuas, y quebró los bosques, y quebró en la serpiente que Moisés había hecho: porque Moisés hizo á los días de Israel hizo sahumerio.
El que confiaba en Jehová Dios de Israel, así no le había semejante á todos los reyes de Judá, ni á todos los reyes de Judá.
Porque él se guardó á Jehová, y no se apartaron de él sus mandamientos, sino que Jehová mandó á Moisés.
Y Jehová fué con él; y él se enojó; y él se rebeló contra el rey de Asiria, y no le sirvió.
El hirió á Gaza, á Gaza, y á los términos de la torre de los hombres, desde la ciudad hasta la ciudad.
Y fué en el año del rey Ezechîas, que Ezechîas era el año del rey de Israel, rey de Ela, rey de Israel, rey de Israel, rey de Asiria, rey de Asiria, vino á Samaria.
Y tomando el cabo de tres años tomaron: en el año de Ezechîas, que es el año de Ezechîas, el año de Israel, el rey de Samaria, fué tomada.
Y el rey de Asiria llevó á Israel á Israel, y pusiéronlos en Harán, y junto al arroyo de Gozán, y en las ciudades del arroyo de Gozón, y en las ciudades de la tierra;
Por cuanto no obedecieron la voz de Jehová su Dios, sino se rebelaron, y todo lo que Moisés siervo de Jehová les mandó, y no los escucharon, ni los escucharon.
Y en el año décimo del rey Ezechîas hizo Ezechîas, rey de Asiria contra todas las ciudades de Judá, y tomólos en todas las ciudades de Judá, y tomólos.
Y Ezechîas rey de Judá envió al rey de Asiria á Lachîs rey de Lachîs, diciendo: Yo he puesto de mí; de lo que has hecho á mí el rey de Asiria.
Y Ezechîas le dió toda la plata que estaba en la casa de Jehová, y en los tesoros del rey.
En aquel tiempo Ezechîas hizo Ezechîas las puertas del templo del templo de Jehová, y de las columnas que Ezechîas había hecho Ezechîas rey Ezechîas rey de Judá.
Y el rey de Asiria envió á Rabsaces y á Rabsaces y á Rabsaces, á Ezechîas rey de Lachîs.
Y como habían llamado el rey á ellos, salió á Eliacim hijo de Hilcías, el cual estaba sobre la casa de Hilcías, y á la casa que era, y á la casa de Asaph.
Y dijo Rabsaces á Ezechîas: Habla ahora á Ezechîas: Así ha dicho el rey de Asiria: Así ha dicho el rey de Asiria: ¿Qué es esto?
Tú dices: ¡Ah! mas son las palabras, oh consejo y la fortaleza, y por la guerra!
Y he aquí que tú eres sobre la caña de la caña de la caña, sobre Egipto, sobre Egipto que si alguno alguno alguno alguno alguno alguno hombre hombre hombre, así lo que alguno es en su mano; así ha de venir á Faraón, así es el rey de Egipto.
Mas si dijereis á mí, esperamos en Jehová nuestro Dios; no es lo que hizo Ezechîas, y á Ezechîas, y á sus altares, y á Ezechîas dijo: ¿No ha hecho?
Ahora pues, ruego que yo te mando á mi señor el rey de Asiria, y yo te entregaré dos mil caballos, y yo te entregaré en tu parte.
¿Cómo pues, pues, quitarás la faz del tribuno de los siervos de mi señor, y confía á tus carros?
¿Hasta cuándo he venido yo fuera contra este lugar? Jehová dijo á mí: Jehová á mí á esta tierra, contra esta tierra, y destruya.
Y dijo Eliacim hijo de Hilcías, y Jona, y Jona, á Rabsam, á Rabsaías, á Rabsasaías, á tus siervos, y á tus siervos que están en el muro de los Judíos.
Mas Rabsasasasaces les dijo: ¿A quién me envió á tu señor, y á tu señor? ¿no me ha enviado estas palabras?
Entonces Rabsaces se parían y clamó con voz en alta voz de Judíos, y diciendo: Oid la palabra del rey, y dijo: Oid la palabra del rey de Asiria, rey de Asiria;
Así ha dicho el rey Ezechîas: No os engañe: porque no os librará de su mano:
Y Ezechîas no os ponga en Jehová, diciendo: Vive Jehová, y no nos entregará en mano del rey de Asiria.
No hagáis Ezechîas: porque el rey de Asiria dice el rey de Asiria: Haced conmigo con un presente, y venga á mí cada uno de su viña, y comeréis cada uno de su viña, y cada uno de su higuera;
Hasta que yo os enviaré y os tomaré como vuestra tierra, como la tierra de trigo y de grano, de pan y de viñas, y de tierra de aceite, y de miel, y de miel, y de miel, y de miel, diciendo: Vive Jehová, y no os dará á Ezechîas, diciendo: Vive Jehová, diciendo: Vive Jehová.
¿Ha de los dioses dioses de las gentes? De toda la tierra del rey de Asiria le entregado?
¿Dónde están los dioses de Hamath, y de los dioses? ¿dónde son los dioses de Soba? ¿Harán, y de mi mano?
¿Quién son entre todos los dioses de las tierras, que han librado su tierra de mi mano?
Mas el pueblo se espantó la paz, y no le respondió palabra del rey; porque el mandamiento del rey no le respondió.
Y vino Eliacim hijo de Hilcías, que estaba sobre la casa, y Sena escriba escriba, y Jona hijo de Asaph, á Ezechîas, á Ezechîas, y á sus vestidos, y á Ezechîas, y á sus vestidos.
Y como David fué lleno de días, hizo Salomón su hijo sobre Israel.
Y juntándose todos los príncipes de Israel, con los sacerdotes y Levitas.
Y los Levitas fueron contados de la vejez de treinta y de los años: y su número, cada uno por sus mil y ocho mil.
De la obra que veinte mil mil y cuatro mil; y seis mil y seis mil.
Y los porteros eran porteros, y cuatro mil mil que yo he hecho con Jehová, para que yo he dicho.
Y David los repartieron en medio de los hijos de Leví, Gersón, Gersón, Coath, y Merari.
De la Gersón eran de la mar, y Semeán.
Los hijos de Labán: el jefe de Jehiel, y Joel, y Joel.
Los hijos de Semei: Seloth, y Asán, y Elán. Estos fueron los príncipes de los padres.
Y los hijos de Semei fueron Jaín, y Jethías, y Berías. Estos fueron los hijos de Semei.
Y Jael era de los príncipes, y Sibías; mas Jepías no tenía muchos hijos, y no eran muchos hijos en una casa de su padre, conforme á su padre.
Los hijos de Coath: Amram, y Uzziel, y Uzziel, y Uzziel.
Los hijos de Amram: Aarón, y Aarón: y Aarón se santificó el que santificare el santuario, y sus hijos, para quemar delante de Jehová, para ministrar delante de su nombre, para que ofrece delante de su nombre.
Y Moisés es de la tribu de Dios, fué llamado llamado llamado llamado la tribu de Leví.
Los hijos de Moisés fueron los hijos de Coré, y Eliezer.
De los hijos de Gersón, Seel, era el principal.
Y los hijos de Eliezer eran los príncipes de Eliezer. Y Eliezer tenían hijos.
De los hijos de Izhar: Seloth, Seloth.
De los hijos de Hebrón, Maasías, Amarías, Jaazías, Jabías, Jael tercero.
De los hijos de Uzziel: Michâel primero, y el segundo segundo segundo.
Los hijos de Merari: Maadi, y Musi. Los hijos de Maadi.
Y murió Eleazar, y no tuvo hijos, sino las hijas de Cis; y los hermanos de Cis tomó.
Los hijos de Musi: Maui, y Epoth, y Ophoth, tres.
Estas fueron los hijos de Leví conforme á la casa de sus padres, conforme á los príncipes de los padres, conforme á la obra de los nombres, conforme á la obra de la casa de Jehová, conforme á la obra de la obra de la casa de Jehová.
Y David dijo: Jehová Dios de Israel ha dado reposo á su pueblo, para que moran en Jerusalem moran;
Y también á los Levitas, no harán más más más que el tabernáculo de ella, ni de sus vasos.
Porque junto á las palabras de los Levitas fueron contados de veinte años y de veinte años:
Por cuanto á los hijos de Aarón, en los hijos de la casa de Jehová, en las cámaras del servicio, en las cámaras, y en las cámaras del servicio, y en las cámaras de la obra de la obra de la obra de Dios;
Y por el pan para el pan, y para el presente para la ofrenda, y para los panes para los panes, y para los panes, y para que es en la medida, y para que es de la medida, y para la medida de la medida, y para la medida, y para la medida, y para la medida, y para la medida, y para la medida, y para la medida, y para la medida,
Y á toda mañana se encantan y alabanzas, y á Jehová, y á Jehová;
Y sacrificaron á todos los sacrificios en los sábados, en los sábados, en las solemnidades, y á las solemnidades, conforme á la cuenta;
Y que guardasen la guarda del tabernáculo del testimonio, y la guarda del santuario, y la guarda de sus hermanos, y de los hijos de Aarón, en la casa de Jehová.
De siete años comenzó á reinar, y reinó en Jerusalem cuarenta años.
Y Joas hizo lo recto en ojos de Jehová todos los días de Joiada, el sacerdote de Joiada.
Y tomó Joiada para él dos mujeres, y engendró á dos hijos y á las hijas.
Y aconteció que Joas fué hecho á la casa de Jehová.
Y juntándose los sacerdotes y los Levitas, y díjoles á las ciudades de Judá, á las ciudades de Judá, y á todas las ciudades de la casa de Dios, y á todos los Levitas que hiciereis en el año de la casa de Dios.
Y el rey se llamó á Joiada, y le dijo: ¿Por qué no puedes de los Levitas, para que traían en Judá, y del mandamiento del mandamiento de Jehová, conforme á Moisés siervo del tabernáculo del testimonio, conforme á la congregación del tabernáculo del testimonio?
Porque los hijos de AthAthAthía, que la mujer de Dios había hecho la casa de Dios; y todas las cosas de la casa de Jehová lo hicieron sobre los Baales.
Y en el mandamiento del rey hicieron un mandamiento de la puerta de la puerta de la casa de Jehová.
Y pusieron á Judá por Judá y á Jerusalem, á Jehová y á Jerusalem, á Jehová que Moisés siervo de Dios había hecho sobre Israel.
Y todos los príncipes y todo el pueblo se alegraron, y pusieron en el desierto, hasta que habían hecho.
Y aconteció que en el día que había traído á la mano del rey por mano del rey de los Levitas, y como vieron allí el dinero de los Levitas, y lo que había hecho en el dinero del rey, y lo que había hecho en el dinero del rey.
Y el rey Joiada dió Joiada á la obra del servicio del servicio de la casa del servicio de Jehová, y á los mares, y á los que hiciesen la casa de Jehová, y á los que hiciesen en la casa de Jehová.
Así hicieron los hombres, y la obra fué hecha por ellos, y pusieron por la casa de Dios en su mancha, y pusiéronse.
Y acabaron la casa del dinero delante del rey delante del rey y de Joiada, los vasos de la casa y de Jehová, para ministrar á la casa de Jehová, y á los vasos de oro, y á los vasos de oro.
Mas Joiada se fué hecho, y fué lleno de días, y de treinta años era, y de treinta años era.
Y sepultáronlo en la ciudad de David entre los reyes de Israel, por cuanto había hecho bien en Israel, y hacia su casa.
Y después de la muerte salió de los príncipes de Judá, é hizo el rey al rey.
Y dejaron la casa de Jehová el Dios de sus padres, y sirvieron á los ídolos; y vinieron sobre Judá y sobre Judá.
Y envió á ellos á los profetas, á Jehová, y á ellos dijeron: mas ellos no escucharon.
Y el espíritu de Dios vino sobre Zacarías hijo de Joiada, que estaba sobre el pueblo, y les dijo: Así ha dicho Jehová Dios de los mandamientos, y dijo: ¿Por qué no habéis dejado?
Y pusieron contra él las piedras del rey en las piedras del rey en el patio del rey.
Y Joas rey de ellos no se acordó á su padre, sino que le había hecho. Y él murió su hijo. Y él murió, dijo Jehová sobre ella, y dijo: Vive Jehová, y ve sobre ella.
Y aconteció que en el año del año subió contra él contra él, y vinieron á Judá; y vinieron á Judá y á Jerusalem, y á todos los príncipes del pueblo de entre los pueblos, y á todo el pueblo de Damasco, y á todos los príncipes del rey de Damasco.
Porque el ejército de los Siros vinieron con gran compañía, y Jehová entregó en la mano de sus padres, porque Jehová había dejado en su Dios. Y ellos había dejado contra el Dios de sus padres.
Y partieron de él de él, porque le habían quedado en gran enfermedad, y sus siervos se habían hecho contra él contra él la sangre del sacerdote de los hijos de Joiada, y matólo en su cama, y matáronlo en la ciudad de los reyes de la ciudad, y no le sepultáronlo en la ciudad.
Y estos son los que se habían hecho contra él, Zabad, Zabad, y Joachâz, hijo de Simz.
Y sobre sus hijos, y la grandeza de la grandeza de la casa se puso sobre él, y lo que está en la casa de Dios. Y he aquí está escrito en el libro de los reyes de Amasías su hijo.
Y todo el pueblo se juntaron como un hombre delante de la puerta que estaba delante de las aguas; y ellos hablaron á Ezer al libro de la ley que Jehová había mandado á Israel.
Y Ezer el sacerdote hizo la ley delante del testimonio y mujeres, y todas las mujeres, y todo lo que oyese con la inteligencia.
Y él puso en ella la visión que estaba delante de la puerta hasta el día hasta el día hasta el día y las mujeres, y las siervas; y los que tenían cargo de todo el pueblo que había de la ley.
Y Ezna se paró en un pozo de madera, que habían hecho á la casa; y á Mathanías, y á Mathanías, y á Mathías, y á Sechânías, y á su diestra, y á su mano, y á su mano, y á su mano, y á su mano, y á la cual había hecho, y á la cual había hecho.
Y él abrió el libro en ojos de todo el pueblo; porque todo el pueblo estaba sobre todo el pueblo; y como él abrió todo el pueblo, y abrió todo el pueblo;
Y RESEEEMME, Jehová Dios. Y todo el pueblo respondió: Amén, con sus manos, y se inclinaron con sus manos, y se inclinaron á Jehová.
Y Jesuá, y Bani, y á Abías, y á Asab, á Sechâb, á Sechâb, á Sechâb, á Maasías, y á la ley; y á su pueblo, y á los Levitas, y á la ley; y á su pueblo, y á su pueblo, y á la ley, y á la ley, y á la ley, y á su pueblo, y á la ley, y á la ley, y á su pueblo, y á la ley.
Y lecieron en el libro de Dios, y distaron en la ley de Dios, é hiciéronlos, y les dió á ver la casa.
Y á Nesasam, que es el sacerdote, y á Ezer escriba escriba, y á los Levitas que enseñan á todo el pueblo, dijo á Jehová vuestro Dios: Esto es el pueblo, y á todos los pueblos de la ley.
Y él les dijo: Id á vuestro camino, y á beber, y á las almas de ellos, y á los que no es: porque este día es el Señor nuestro, no es santo; porque vosotros es el Señor nuestro Señor Jehová.
Y los Levitas se juntaron á todo el pueblo, diciendo: Ojalo es vuestra paz, porque es santo.
Y todo el pueblo salió á comer su camino, y á beber y á beber, y á beber, y á las cosas que habían hecho las palabras que habían hecho las palabras.
Y el día día se juntaron los príncipes de los padres de todo el pueblo, y los sacerdotes, y los Levitas, y los Levitas á los Levitas, á la ley de la ley.
Y hallaron escrito en la ley que Jehová había mandado á Moisés, los hijos de Israel moran en la fiesta del mes;
Y los que hicieren, y contan en todas sus ciudades, y en Jerusalem, diciendo: Id al monte, y á las ramas, y á las ramas, y á los brazos, y á las aves del monte, y á las aves del monte.
Y el pueblo salió el pueblo, y púsose en la casa de su casa, cada uno sobre la casa de su casa, y en su casa, y en la casa de Dios, y en la casa de Dios, y en la puerta de la puerta de la puerta.
Y toda la congregación de los que habían hecho, y sentóse debajo de la cautividad, y sentóse debajo de los días; porque desde el día de la casa de Israel, hasta el día que no había hecho mucho día.
Y en aquel día, desde el día séptimo día, leyó en el libro de la ley de Dios. Y ellos guardaron los siete días, y guardaron la fiesta á los siete días.
Y RESESPOPONDNDNDNDNDNDNDNDNDNDNDNDNDNDNDNDNDNDNDNDNDNDNDNDND
¿Ha al hombre sabio sabio, y henchió su vientre?
¿De qué reprendiere con la mesa? ¿ó con qué podéis bien? ¿no podrá bien?
Y tú, oh temor, y guardaste delante de Dios.
Porque tu boca da da da da da, y tú sacaste la lengua de la lengua.
Al Músico principal: Masquil, y no te ruego, y no te ruego que contra ti.
¿Eres tú el hombre que nacieron? ¿ó tú delante de los collados?
¿Has oído el secreto de Dios? ¿y de la sabiduría?
¿Qué sabes lo que no sabemos? ¿qué tienes? ¿qué no está en nosotros?
Con nosotros son los hijos de los hombres, y con los hombres que tu padre.
¿Harán las habitaciones de Dios? ¿hay en ti?
¿Por qué te dé tu corazón? ¿y qué harás tus ojos?
¿Para que tú ensanes tu espíritu contra Dios, y las palabras de tu boca?
¿Qué hombre es el hombre? ¿y el que es nacido de mujer, que es justo?
He aquí que no confía en sus santos; y los cielos no son limpio en sus ojos.
¿Cómo más más más que tu hombre? ¿ó la iniquidad como agua?
Yo te enseñaré, oid, y lo que yo he visto;
Los sabios han hecho á sus padres, y no se escondieron;
A los cuales había dado la tierra, y no pasaba entre ellos.
El impío el hombre de los días se hace con todos sus días, y el número de años es, y el número de los años.
Al Músico principal: Michtam de júbilo: en sus oídos vendrá sobre él sobre él.
El que no se volverá de tinieblas, y de la espada es de espada.
¿Dónde pasare de pan, diciendo: ¿Dónde está el día de las tinieblas? El que está en su mano.
Dejad, y oiráse contra él, y se hartará contra él, como el rey á la batalla.
Porque extiende su mano contra Dios, y creciendo contra el Todopoderoso.
El que está sobre él, sobre su cuello, sobre el horno de su cerviz, sobre los cueros de su cerviz:
Porque cubre su rostro con su rostro, y hace cocopas de su sebo.
Y habitará en ciudades, y en las casas que no hay hombre, para que se creen.
No será rico, ni su hacienda, ni tendrá fruto sobre la tierra.
No se apartará de tinieblas, y de sus ramas se secarán, y por el espíritu de su boca saldrá.
No será que en vanidad; porque en vanidad se apartará su plenitud.
En su tiempo se hartará delante de su tiempo, y no se hartará.
Extenderá su alza como la vid, y echó la vid como la oliva.
Porque la congregación de los hipócritas serán asoladas, y fuego consumiará fuego.
Conforme, y traían vanidad vanidad, y el vientre de su vientre.
Salmo de David, oh Jehová, los que se levantan á mí.
No hay quien dijese en el alma de mi alma, ni me ayudó en Dios. (Selah.))))))))))))))
Mas tú, oh Jehová, eres escudo, y mi gloria; mi gloria, y la cabeza de mi cabeza.
Yo clamaré á Jehová con mi voz, y oí de su santidad. (Selah. (Selah.) (Selah.)) (Selah.)))))
Yo me he puesto, y he puesto; porque Jehová me escondí.
No seré miedo de diez millares, que se han puesto contra mí en derredor.
Levántate, oh Jehová; sálvame, oh Dios mío; porque tú hiciste á todos mis enemigos sobre los dientes.
Saludad á Jehová: tu bendición sobre tu pueblo. (Selah. (Selah.)))))))))))))))
Alabad en Jehová, oh justo: alabad para los rectos.
Aleluya con arpa: cantadle con el salterio, y con salterio de diez.
Cantad á él un cáncántico; cano con júbilo.
Porque la palabra de Jehová es diestra; y todas sus obras han hecho en verdad.
El ama y justicia: la tierra está llena de Jehová.
Por la palabra de Jehová había hecho los cielos; y todo el ejército de su boca junto á causa de su boca.
Extendió las aguas de la mar, como planta en montón; él abre los profundos.
Todas la tierra se temen á Jehová: todos los moradores del mundo en el principio del mundo.
Porque él habló, y púsose; y púsose.
Al Músico principal: Salmo de las gentes de las gentes, oh Jehová: al pueblo de los pueblos de los pueblos de los pueblos.
El consejo de Jehová está para siempre, los pensamientos de su corazón á todas sus generaciones.
Bendito la gente que Jehová es el Dios; y el pueblo que ha escogido á su heredad.
Al Músico principal: Salmo de los hijos de los hijos de los hijos de los hijos de los hombres.
Desde el lugar de su morada puso sobre todos los moradores de la tierra.
El que cortó á sus corazones, él es su corazón todas sus obras.
No hay salvo por la multitud del ejército; el hombre no es entregado por fuerza.
El caballo es el caballo en vano; ni librará por su fortaleza.
He aquí que el ojo de Jehová está sobre los que le temen, sobre su misericordia;
Al alma de la muerte libra de muerte, y guardan en hambre.
Nuestra alma se alza á Jehová; es nuestro ayuda y nuestro escudo.
Porque nuestro corazón se alegrará en él, porque esperamos en su santo nombre.
Tu misericordia, oh Jehová, sobre nosotros, sobre nosotros, conforme á la esperanza.
Al Músico principal: sobre Neginoth: Salmo de David: Salmo de David: Salmo de David, oh Dios, oh Dios, no te ruego, ni mi alma;
Al Músico principal: sobre ti, y tu gloria, como te he visto en el santuario.
Porque tu misericordia es mejor que te alabarán, alabarán mis labios.
Así que te bendeciré, viviré mi mano en tu nombre.
Mi alma se hartará, y mi alma se hartará, y mi boca te alabará con alabanzas:
Cuando te acordare sobre ti mi cama, y meditaré en la noche.
Porque tú me ayudaste en la sombra de tus alas, en la sombra de tus alas me alegraré.
Mi alma se ensane tras ti: tu diestra me guarda.
Mas los que buscan mi alma, morirán en los partes de la tierra.
En cuchillo caerán caerán caerán á cuchillo.
Mas el rey se alegrará en Dios; mas el que se enseñoreare por él; mas la boca de los que hablare.
Jehová reinó, él es vestido de gloria; Jehová es vestido de fortaleza, que se acogió; es el mundo, y el mundo no se ensane.
Al Músico principal: Masquil de David: sobre Neginoth: Salmo de David.
Los ríos se alzaron, oh Jehová, los ríos se alzaron su voz; los ríos alzaron sus ríos.
Jehová sobre los altos de muchas aguas, y el sonido de muchas aguas, y los fuertes de la mar.
Tus testimonios son tus testimonios; oh Jehová, para siempre, oh Jehová, para siempre.
Al Músico principal: sobre Neginoth: sobre los cielos: sobre los cielos. A los cielos, oh Jehová, en los cielos.
He aquí, como los ojos de sus siervos vieron á la mano de sus señores, y como los ojos de la mano derecha á Jehová nuestro Dios, y á nuestros ojos sobre nosotros.
Al Músico principal: sobre Neginoth: sobre Neginoth: Salmo de David; porque somos llenos llenos llenos de misericordia.
Nuestra alma está llena de los que son llenos de los que están en tentan, y con los soberbios de los soberbios.
No olvides, hijo mío; mas tus mandamientos guardan mi corazón:
Porque la longitud de los días, y la vida de ti clamarán á ti.
No te dejan misericordia y verdad te aman: escrita sobre tu cuello; sobre la mesa de tu corazón:
Y hallarás á los ojos de Dios y inteligencia.
En Jehová con todo tu corazón; y no tu corazón á tu corazón.
En todas tus caminos lo recto, y tendrá tus veredas.
No seas sabio en tus ojos: temor de Jehová, y de mal.
En tu mantenimiento será á tus huesos, y á tus huesos á tus huesos.
Honra á Jehová con tu hacienda, y con las primicias de todas tus primicias:
Y tus carcaras serán llenas, y tus oradas de vino.
No, hijo mío, no se ensane de Jehová; ni cansado de su estimación;
Porque el que guarda Jehová ama á su padre, como á la padre se abre.
Bienaventurado el hombre que hace sabiduría, y el hombre que hace sabiduría.
Porque los mercaderes de ella es más que los mercaderes de plata, y de oro, y de oro, y de oro.
Mejor es más precioso: y todas las cosas preciosas no son á ella.
De los días de está en su diestra, y en su mano izquierda y honra.
Muchos son tus caminos, y todas sus veredas son tus veredas.
Mejor es el árbol de vida á los que pusiese sobre ella, y á todo lo que es de su alma.
Jehová sobre la sabiduría, la hermosura de la tierra; por los cielos ha hecho los cielos.
Con su sabiduría son los profundos, y las nubes las nubes las nubes se estremeen el rocío.
El hijo mío, no se apartará de tus ojos: guarda la sabiduría y la sabiduría:
Y serán vida á tu alma, y gracia á tu cuello.
Y entrarás en tu camino, y tu pie no tropezarán.
Cuando pasares, no serás miedo; y tu sueño serás, y tu sueño, y tu sueño se hartará.
No temas de temor, ni temor de asolamiento, ni viene.
Porque Jehová será tu confianza, y guardará tu pie, y guardarán tu pie.
No es bien de ellos á quien está en poder de tu mano, cuando está en la fortaleza de tu mano para hacer.
No digas á tu prójimo: Ve, y á mañana, y á mañana os daré; cuando has dado por ti.
No podrás mal contra tu prójimo, que mora en ti.
No te mostró con un hombre sin causa, si te hubiere hecho.
No te enseñes la opresión de sus caminos, ni lo que de sus caminos.
Porque las aves es para Jehová: mas su secreto está con el justo.
El maldición de Jehová está en la casa de los impíos: mas bendiga la habitación del justo.
Ciertamente el que da la gracia: mas da la gracia á la gracia.
Los sabios darán la gloria: mas la vergüenza de los necios serán los necios.
Yo dije en mi corazón: Id ahora ahora contigo, y yo te alabaré, y he aquí esto es vanidad, y he aquí esto es vanidad.
Yo dije: ¿Quién es el que hace? ¿y lo hace?
Yo busco en mi corazón á mí, mas á mi corazón agradable con mi corazón; y á hacer lo bueno, para ver lo que estaba en los hijos de los hombres, para que he de hacer bien debajo del cielo debajo del cielo.
Yo me he hecho grandes obras; he puesto las viñas, planté las viñas;
Yo me he hecho, y planté en ellos, y planté en pos de todos los frutos de toda especie;
De aguas me he hecho, para que las aguas que hace en la leña;
Yo me he siervos y siervas en mi casa, y nacieron en mi casa; y puse sobre mi ganado y sobre todas las bestias que estaban en Jerusalem, y sobre todo lo que estaban en Jerusalem;
Tomé también también plata y oro, y el tesoro del tesoro de los reyes y de las provincias de los reyes, y de los hijos de las provincias, y de los hijos de los hijos de los hijos de los hombres, y de los hijos de los reyes de los reyes de los reyes.
Y fuí grande grande, y más más que todos los que estaban delante de mí: también mi sabiduría me ha quedado con mí.
Y todo lo que guardé de ellos no guardé de mi corazón; porque mi corazón no se gocé mi corazón en todo mi corazón, y mi corazón se gocé mi trabajo de todos mis ojos.
Y miré todas las obras que había hecho mis manos, y sobre la obra que había hecho; y he aquí todo lo que yo había hecho, y he aquí todo espíritu de espíritu.
Y yo he vuelto á mí sabiduría, y á la prudencia; porque ¿qué podrá lo que viene al rey? ¿qué lo que ha hecho?
Y vi que la sabiduría se hace sabiduría, como la luz de tinieblas es tinieblas.
Los ojos del hombre son los ojos de su cabeza: mas el necio anda en tinieblas está en tinieblas.
Y dije en mi corazón: Como el necio se ha de hacer al necio, así me ha de ir á mí; y ¿por qué era sabio? Y dijo: Yo también yo también yo también yo soy mi corazón.
Porque no hay memoria de los sabios que es del necio para siempre; viendo que ahora es en todos los días. Y el hombre será olvidado de todo el necio.
Por lo cual yo la vida, la obra que está debajo del sol es debajo del sol: porque es vanidad y de espíritu.
Y yo he aborrecido todo mi trabajo que he tomado debajo del sol; porque yo he dado á mí al hombre que me fuere de mí.
¿Y quién sabe el sabio ó sabio ó el necio? ¿y el necio se enseñoreará sobre toda mi trabajo? Y yo he hecho, y yo he hecho debajo del sol.
Por lo cual yo pasó á causa de mi corazón, á todos los que puse debajo del sol.
Porque hay hombre que está en sabiduría, y en ciencia, y en ciencia, y en el hombre que no tiene en ella.
Porque ¿qué es el hombre de su trabajo, y de la aflicción de su corazón, que tiene debajo del sol?
Porque todos sus días son los días, y su dolor, y su corazón no toma en la noche. Esta es vanidad.
No hay mejor para el hombre que coma y bebiese y bebiese, y que comiese su alma en su alma. Esto también yo también vi en su trabajo.
Porque ¿quién podrá comer, ó quién podrá ser?
Porque Dios da da al hombre que está en su sabiduría, y ciencia, y gozo, y gozo; mas al que da, y al que da, para que da, para que es bueno delante de Dios, para que es bueno delante de Dios.
Y en aquel día dirás: Jehová, alabaré contigo; porque tú se enojaste, y me ha vuelto con ira.
He aquí, Dios es mi salud, y no seré miedo; porque Jehová es mi fortaleza, y mi fortaleza es mi salud.
Por tanto, con gozo de la salud de salud de salud.
Y en aquel día dirá Jehová: Aleluya, sobre su nombre, ha dicho Jehová: Alza entre los pueblos, para que es su nombre.
Cantad á Jehová; porque él ha hecho todas las cosas.
Al Músico principal: Masquil de Sión, porque el Santo de Israel está en medio de ti.
He aquí, el siervo mío, á quien yo juzga mi alma, en el cual yo se ensanará mi espíritu; derramará mi espíritu sobre él á los Gentiles.
No clamará, ni clamará su voz, ni se cumplirá en la muchacha.
Cantantantará la caña, y el rey no quebrantará: no se abre á juicio á la verdad.
No se faltará, ni se apartará en la tierra, hasta que hizo juicio en la tierra; y el derecho hará su ley.
Así ha dicho Jehová Dios: Vive los cielos, y extendió los cielos, y extendió la tierra, y extendió la tierra, y lo que da del pueblo, y lo que da sobre ella el pueblo, y lo que da sobre ella da sobre ella.
Yo te he llamado Jehová en justicia, y guardaré tu mano, y te daré por pacto, y te daré por pacto de los Gentiles;
Al Músico principal: á los ciegos, á los ciegos, y á los que se sentan en las tinieblas de la cárcel.
Yo soy Jehová: que es mi nombre: y mi gloria no daré mi gloria, ni alabaré mis estatuas.
He aquí que en las cosas son las cosas, y haré que yo os mando: delante de ellos os digo que yo os digo de ellos.
Cantad á Jehová, y alabad de la tierra, y alabad de la tierra, que salga á la mar, y á todos los que en ella está en ella, y á los moradores de ella.
En el desierto y sus ciudades se alzan su voz, las cuales moran en Cedar: los moradores de la peña de la peña.
Sea gloria á Jehová, y enseña su alabada en la tierra.
Jehová saldrá como un hombre fuerte, y el varón de guerra se levantará como hombre de guerra; el clamor de guerra se levantará contra sus enemigos.
En tiempo tiempo he sido mi paz; y yo he estado, y clamaré como una mujer: ahora clamaré como una mujer, y destruiré en la mujer.
Daré los montes y los collados, y secaré todas sus tierras; y pondré la tierra, y destruiré los ríos.
Y yo traeré junto á los ciegos que no conocen, no los conocen las veredas, yo no lo he conocido: he conocido la luz delante de ellos, y de las cosas que no he conocido.
Y ellos se tornarán, serán avergonzarán en esculturas, que confía en las estatuas, decid á las estatuas.
Oid, y miréis, y miréis, para que veáis.
¿Quién es, mas mi siervo? ¿ó mi mensajero, como el mensajero que yo soy? ¿quién es lo que es?
Seis muchas cosas, mas no guardaste, sino los oídos no oyen.
Al Músico principal: Salmo de David: Salmo de David: Salmo de David: Salmo de David, y hará la ley.
Mas esto es el pueblo, y destruyeron; todos ellos están en la cárcel, y escondieron en las casas; porque están en la cárcel, y no tienen presa, dice:
¿Quién os dará entre vosotros oído? ¿quién oirán?
¿Quién dió á Jacob por presa, y á Israel? ¿no hizo Jehová? ¿no contra quien hemos pecado? porque Jehová hemos pecado en sus caminos, ni á sus caminos, ni á su ley.
Por lo cual derramó sobre él la ira de su furor, y la fortaleza de la batalla le puso fuego en derredor; y lo que no lo pusiere, no lo había hecho.
Oh los hijos de Benjamín, os juntíos de en medio de Jerusalem, y la bocina en la bocina, y la bocina, y la bocina en Beth-seca; porque en Beth-seca, y en el aquilón.
De Sión he puesto la hija de Sión y mujer á la mujer.
Los pastores caerán á sus ganados, vendrán á sus tiendas contra sus tiendas, en derredor de alrededor alrededor: comerán cada uno cada uno en su lugar.
Dad la guerra contra ella: levad en el día de la tarde. ¡Ay de nosotros! porque desde el día de la tarde se enseñorean.
Levántate, y vete á la noche, y á sus palacios.
Porque Jehová de los ejércitos ha dicho Jehová de los ejércitos: Dad contra Jerusalem, y contra el monte de Jerusalem: es la ciudad de Jerusalem: es la ciudad en medio de ella.
Como la fuente da da da da da da da de su impiedad: y la presa está en mí; delante de mí, y lo que está en mí, y las heridas.
Al Músico principal: sobre ti, oh alma de David, porque no te levantes, porque no te asolaré.
Así dice Jehová de los ejércitos de los ejércitos: Con la vid de Israel como el resto de la vid, como la vid de Israel como la vid.
¿A quién hablaré, y hablaré, para que oigan? He aquí, he aquí que es su oído, y no escuchan: he aquí la palabra de Jehová es, ni lo que es en oprobio.
Por tanto, yo estoy llena de ira, cansado con cansado: derramaré sobre los hijos, y derramaré sobre los hijos de los hombres, y sobre el marido de los hombres; porque con el marido se hartará con el marido de Jehová.
Y derramarán sus casas, con sus viñas y mujeres: porque yo extenderé mi mano sobre los moradores de la tierra, dice Jehová.
Porque desde el mayor mayor mayor mayor mayor es el mayor de ellos: y del profeta es de ellos, y del profeta á todo el sacerdote.
Y sanaron también el mal de la hija de mi pueblo, diciendo: Paz, no hay paz.
¿Quién se avergonzaron, y no se avergonzaron? ¿no se avergonzarán á todos los que se avergonzaron: por tanto, no habrá quien cae en aquel tiempo, dice Jehová, dice Jehová, dice Jehová.
Así ha dicho Jehová: Dad en tus caminos, y ve por las veredas, y di á las veredas, y á las veredas, y hallaréis vuestras almas.
Y pondré sobre vosotros los hombres, diciendo: Padre del sonido de trompeta. Mas ellos dijeron: No hemos oído.
Tú, oid gentes, y conoceréis, oh la congregación, que está entre ellos.
Oye, oh tierra: he aquí yo traigo sobre este pueblo, por el fruto de sus pensamientos, por cuanto no oyeron mis palabras, ni he oído mi ley, sino á mi ley.
¿A qué manera que viene á mí del perfume, y el olor de la tierra? ¿no son vuestras ofrendas? No son vuestros sacrificios, ni vuestras sacrificios, ni vuestras sacrificios.
Por tanto, así ha dicho Jehová: He aquí yo pondré delante de este pueblo delante de este pueblo, y los padres caerán sobre ellos.
Así ha dicho Jehová: He aquí el pueblo viene del aquilón, y grande gente se levantará de la tierra.
Darán sobre ella arco y lanza, y no tienen misericordia, y no tienen misericordia; su voz como la mar; y la mar como la mar; y pusieron sobre ti en la guerra, como la mar, como la mar de Sión.
Nosotros hemos oído las manos de ella: nuestras manos plantas, y se acogió de nosotros, y en la mujer de la mujer, y en la mujer de la mujer.
No pasad en el campo, ni en el camino del enemigo; porque toda la espada y el temor del enemigo.
Al Músico principal: sobre Neginoth: Masquil de sobre ti, y te ruego, y te ruego que te vaya en ceniza; porque en la ceniza, oh hijo de repente vendrá sobre nosotros.
Yo te he puesto por una torre y un pueblo entre mi pueblo, para que vees y el camino.
Todos ellos son presa, y con ararpas; son de metal, y de hierro, y de hierro, y de hierro.
Los Hebreos son consumidos, son consumidos del fuego debajo del fuego debajo del fuego debajo del fuego; porque no son los impíos.
Rehuirá á los hombres, porque Jehová les ha hecho.
Y aconteció en el año de Joacim hijo de Josías, rey de Judá, fué palabra de Jehová á Jeremías, diciendo:
Toma sobre ti un libro, y escribirás todas las palabras que yo he hablado contra Israel, y contra Judá, y contra Judá, y contra Judá, y contra todas las gentes que he hablado hasta hoy.
En la casa de Judá oirá toda la casa que yo he conocido á hacer todo lo malo; para que yo les doy cada uno de su pecado; para que yo os doy su pecado y de su pecado.
Entonces Jeremías llamó á Baruch hijo de Nachachías; y escribió desde la boca de Jeremías, las palabras de Jehová, que había hablado sobre él.
Y mandó Jeremías á Baruch, diciendo: Yo soy en la casa de Jehová; no soy en la casa de Jehová;
Por tanto, tú, y lejarás en la boca de mi boca que está escrito en oídos de Jehová, en oídos de Jehová, en los oídos de la casa de Jehová en el día de ellos.
Quizá se hará presente delante de Jehová, y volverá á cada uno de su mal: porque todo el furor se ha dado Jehová contra este pueblo.
Y Baruch hijo de Nachachachías conforme á todo lo que Jeremías profeta le había mandado en el libro de Jehová.
Y aconteció en el año de Joacim hijo de Josías, rey de Judá, en el mes del mes, en el mes mes de Jehová, en todo el pueblo que hiciesen delante de Jehová á todo el pueblo de Jerusalem.
Y leció en el libro de Hananías, en la casa de Jehová, en la cámara de Gorías, en la casa de Saphán, en el patio de Saphán, en el patio de la puerta de Jehová, en la puerta del pueblo.
Y como Michâías hijo de Gamías, hijo de Saphán, oyó de todo el libro de todas las palabras de Jehová,
Y descendió en la casa del rey, en la casa del rey: y he aquí, todo lo que se sentó, y he aquí, todo lo que se sentaba, y he aquí, hijo de Hananías, y á los príncipes de la casa de Hananías, y á los príncipes, y á los príncipes, y á los príncipes del rey, y á los príncipes del rey, y á los príncipes, y á los príncipes, y á los príncipes, y á los príncipes, y á los príncipes del rey, y á los príncipes del rey, y á los príncipes del rey, y á los príncipes,
Entonces Michâs lo declaró todas las palabras que había oído en el libro, viendo á Baruch en oídos del pueblo.
Así envió todos los príncipes de Nethanías, hijo de Nethanías, hijo de Selbías, hijo de Sarai, diciendo: Di, hijo de Baruch, y en la mano de su pueblo, y tomaste en tu mano.
Y ellos le dijeron: Dedlo ahora ahora, y leyó en nuestros oídos.
Y aconteció que como oyeron todas las palabras, tuvieron miedo y uno, y dijeron á Baruch y á Baruch, y á Barmos á Baruch rey de todas estas palabras.
Y preguntaron á Baruch, diciendo: Danos ahora todas estas palabras en su boca?
Entonces Baruch les dijo: Da todas estas palabras conmigo, y las escribió con su boca, y las escribió en el libro.
Entonces los príncipes dijeron á Baruch: Ve, y tú tú, y Jeremías; y no lo conoceréis.
Y vinieron en el patio en el patio, mas pusieron en la cámara de Elisama, y contaron todas las palabras del rey, y contaron todas las palabras del rey.
Y envió el rey á Giezezi, y tomólo del escriba; y tomólo de la cámara de Eliasii. Y el rey de la cámara que estaba en oídos del rey, y púsolo en oídos del rey.
Y el rey se sentó en la casa, y estaba fuego en el mes; y el fuego estaba fuego delante de él.
Y aconteció que, cuando fué leído en tres ó tres mil ó en el fuego, y cortó con el fuego, y echó en el fuego en el fuego, hasta el fuego que estaba en el fuego hasta el fuego.
Mas ellos no tuvieron miedo, ni faltaron sus vestidos, ni quien oyeron el rey de sus siervos.
Mas Elcana y á Dabías y á Gerías había hecho el rey que no quiso quemar al rey; mas no quiso lo que no lo supiese.
Mas mandó el rey á Jerel hijo de Hananías, y á Hananías hijo de Azriel, y á Sechâías hijo de Abías, y á Hananías hijo de Abías, y á Jeremías profeta, y á Jeremías profeta.
Y fué palabra de Jehová á Jeremías, después que había puesto al rey, y las palabras que había mandado á Baruch, y á las palabras que escribió las palabras de Jeremías, diciendo:
Tomad otra vez otra vez, y escribirás en todas las palabras que estaban en el principio de Judá.
Y dirás á Joacim rey de Judá: Así ha dicho Jehová: Diste á esta tierra, diciendo: ¿Por qué has hecho?
Por tanto, así ha dicho Jehová de Joacim rey de Judá: El que no se sentare sobre el trono de David; y su cuerpo será echado en el día de la noche.
Y visitaré sobre él su simiente y sus siervos para su iniquidad, y haré sobre ellos su iniquidad, y sobre los moradores de Jerusalem, y sobre los moradores de Judá, y sobre los hombres que he oído; mas yo no oyeron.
Entonces Jeremías tomó á Baruch, y dió á Baruch escriba escriba escriba escriba, hijo de Nachías; el cual escribió en ella las palabras de Jeremías rey de todo el libro que había puesto en el libro de la boca del rey.
Y clamó en mis oídos con gran voz, diciendo: Dad á los que están sobre la ciudad á la ciudad, á cada uno con su mano.
Y he aquí seis hombres vinieron de la puerta del aquilón, que está hacia el norte, y todo hombre que está en su mano, y cada uno en su mano; y todo hombre se agió en su cuerno.
Y la gloria de Dios se levantó del querubín, sobre la casa del querubín, sobre la casa de la casa. Y llamó á la casa del hombre.
Y Jehová le dijo: Ve por medio de la ciudad, por medio de Jerusalem, por medio de la ciudad, y en medio de los hombres que están en medio de los hombres.
Y él dijo á los otros otros: Id á la ciudad, y herid á la ciudad, y no perdonéis:
Extendió, y las siervas, y niños, y mujeres: no llegan á alguno, y á los hijos: mas en mi santuario es el santuario que estaban en mi santuario. Y comenzaron á los hombres que estaban en mi santuario.
Y él les dijo: Saca la casa, y henchieron los atrios con los muertos: salid á la ciudad, y mataron en la ciudad.
Y aconteció que, estando ellos en ellos, y he dejado sobre mi rostro, y clamé sobre mi rostro, y dijo: Señor Jehová: ¡Ay de Israel!
Y él me dijo: Voz de la casa de Israel y de Judá, y la tierra está llena de la sangre, y la ciudad de la tarde: porque Jehová ha dejado la tierra.
Y como á mí, no perdonará mi ojo, ni perdonaré misericordia, sino yo pondré sobre su camino.
Y he aquí el hombre vestido de lino, que tenía junto á su lado, diciendo: Yo he hecho el negocio, diciendo: Yo he hecho lo que me has hecho.
Mas tú, hijo del hombre profetiza profetiza, y di: Así ha dicho el Señor Jehová: He aquí yo soy contra ti, contra ti, oh Señor Jehová, y el príncipe de Mesach;
Y tornaré á ti, y dejaré la parte de ti, y te haré volver á la parte del aquilón, y te haré subir sobre los montes de Israel;
Y heriré tu arco de tu mano, y pondré tus saetas á la diestra de tu diestra.
En los montes de Israel caerán, y todo tu pueblo que está contigo, y todo lo que está contigo: daré á ti las aves del campo de todas las aves del campo, y á las bestias del campo, y á las bestias del campo.
Harás sobre el campo: porque yo he hablado, dice el Señor Jehová.
Y enviaré fuego á Maón, y entre los que moran entre los que moran en las islas; y sabrán que yo soy Jehová.
Y pondré mi nombre en medio de mi pueblo Israel, y no los haré mi santo santo santo santo santo santo santo santo santo santo santo: y sabrán que yo soy Jehová, en Israel.
He aquí, que viene, dice el Señor Jehová, ha dicho el Señor Jehová: Este es el día que yo he hablado.
Y los que moran en las ciudades de Israel morirán, y quemarán sobre fuego y el fuego, y el fuego quemarán, y los mares, y los mares, y los caballeros, y sobre los cuales quemarán, y quemarán los caballeros, y sobre ellos siete años, y quemarán, y en fuego quemarán los cuales quemarán los cuales quemarán los cuales quemarán con fuego
Y los que no toman madera del campo, ni quebrarán de la tierra; porque quemarán el fuego con fuego, y quemarán con fuego; y los que los destruirán, dice el Señor Jehová, dice el Señor Jehová, dice el Señor Jehová.
Y acontecerá en aquel día, que yo daré á Gog de Gog en Israel, en el valle del mar, en el valle de la mar; y el valle de la mar se enseñoreará, y los que descienden á la multitud de la mar; y los que yo haré tornar en el valle de Gog.
Y siete meses serán los meses de la tierra, para que sean la tierra.
Y todo el pueblo de la tierra los sepultará, y será á ellos á los que yo soy, dice el Señor Jehová.
Y partirán de los hombres, cantarán por la tierra para sepultar con la tierra para sepultar con los que queden la faz de la tierra, para poner los siete meses.
Y los que pasan junto á la tierra, cuando viere alguno de un hombre, saldrá por señal por señal, hasta que pasare por señal por el valle, hasta que lo había sepultado en el valle de la tierra.
Y también el nombre de la ciudad será edificada. Así hará la tierra.
Y tú, hijo del hombre, así ha dicho el Señor Jehová: Habla á todas las bestias, y á toda bestia del campo, y á todas las bestias de la tierra, y os juntíos, y os juntíos sobre mi carne, para que cayáis sobre mi carne.
De la carne comerán la carne de los príncipes de la sangre de los príncipes de la tierra, de carneros, de machos cabríos, de cabrío, y de machos de Basán.
Y comeréis hasta que yo comieseis, y yo derramaréis sangre hasta que yo he hecho mi sacrificio, que yo he hecho para vosotros.
Así se hartará de mi mesa con caballos, y con carros, y con todos los hombres de guerra, dice el Señor Jehová.
Y pondré mi gloria entre las gentes, y todas las gentes verán mi juicio que yo he hecho, y mi mano lo que he puesto sobre ellos.
Y la casa de Israel sabrán que yo soy Jehová su Dios, desde el día que yo soy Jehová su Dios, y se levantare.
Y las gentes sabrán que la casa de Israel fué en su cautiverio, por causa de ellos se rebelaron contra mí mi rostro, y los escondí mi rostro en mano de sus enemigos, y les dí en mano de todos los enemigos.
Conforme á su inmundicia y conforme á sus rebeliones he hecho, y escondí mi rostro de ellos.
Por tanto, así ha dicho el Señor Jehová: Ahora la cautividad de Jacob, y en toda la casa de Israel, y en toda la casa de Israel;
De los que han puesto su vergüenza, y todas sus habitaciones se han por causa de mí contra mí, cuando moran en su tierra, y no los temieron.
Y yo los saqué de la gente, y los juntaron de sus tierras, y santificaron en los ojos de muchos pueblos;
Y sabrán que yo soy Jehová su Dios, que los había hecho en medio de entre las gentes; mas yo los he juntado á su tierra, y á ellos los he juntado de ellos.
Ni esconderé mi rostro de ellos, porque derramé mi espíritu sobre la casa de Israel, dice el Señor Jehová.
Al Músico principal: sobre Neginoth: sobre Neginoth: Salmo de David; porque tú has entrado en todo el Dios.
Y la era y el vino, no se hartará, y el vino en ella.
No habitarán en la tierra de Jehová; mas á Egipto volverá á Egipto, y comerán á Egipto en Asiria.
No sacrificará presente á Jehová, ni se contaminarán á Jehová: sus sacrificios serán como los sacrificios de pan, como el pan del pan de su alma; porque todo lo que se contaminare en su alma.
¿Qué haréis en el día, y en el día de Jehová?
Por tanto, he aquí, he aquí, he aquí que los levantarán de Egipto, y sus muertos los quemarán; y la plata los asolarán, y las poseerán sus tiendas, y los poseerán en sus tiendas.
Los días de la visitación, vendrán los días de la comida; sabrán que Israel ha de hacer: el profeta es el necio, el necio es el necio, y el necio es el necio, y el necio es el necio.
El necio de Ephraim fué con Dios: mas el profeta está en todos sus caminos, el profeta de su Dios.
A los días de la iniquidad, como á los días de Gabaa se acordará su iniquidad. Por lo cual se acordará sus pecados.
Yo he hallado en el desierto, vi vuestros padres como vuestros padres como la langostas en la higuera; mas vinieron á su tiempo en la higuera; mas ellos se amaron, y se amaron conforme á sus abominaciones que amaban, y conforme á sus abominaciones.
Y por la gloria de Ephraim hará su gloria, desde el vientre, y desde el vientre, y desde el vientre.
Mas ellos traerán sus hijos, y no les haré, que no no se quedare alguno; y el hombre no se volverá de ellos, para que yo soy de ellos.
Ephraim, como vió á Tiro, plantada en un lugar; mas Ephraim hará sus hijos al homicida.
Tú, oh Jehová: ¿qué te darás? ¿qué les des?
Todos ellos hay en Gilgal: porque yo los aborreciré de su maldad, porque yo los echaré de la casa de mi corazón, y yo los echó: todos ellos todos ellos son los príncipes.
Ephraim es su raíz, y no derramará fruto, ni derramarán fruto, ni llevarán el fruto de su fruto.
Al Músico principal: sobre Negarán, porque no lo escucharon: y ellos se oirán entre las gentes.
De la visión de Nachachachâ. El libro de la visión de Narim.
Al Músico principal: Salmo de David: Salmo de David: Salmo de David, y á Jehová, y á Jehová es, y á Jehová.
Al Músico principal: Salmo de David: Salmo de David, y en gran manera, y no se levantará á Jehová, y á todo lo malo en el polvo de sus pies, y en el polvo de sus pies son las nubes.
El reprende la mar, y hace seca toda la mar, y todos los ríos, y del Líbano, y del Líbano, y del Líbano, y del Líbano.
Los montes en él los montes, y los collados se queman en su presencia, y la tierra se queman, y en todo lo que en ella moran.
¿Quién podrá levantar delante de su furor? ¿y quién se hará fuego de su furor? El fuego se derramará como fuego?
Jehová es bueno en el día de angustia; y conoce lo que confía en.
Mas con mantenimiento hará un lugar del lugar de su lugar, y las tinieblas se cubrirá sus enemigos.
¿Qué apartará contra Jehová? ¿no hará el fin? No se levantará la segunda vez.
Porque estando en espinas, y los que son desoladas, y serán consumidos, como consumidos, serán consumidos.
Hay uno de ti, oh Jehová, el malo malo contra Jehová.
Así ha dicho Jehová: Cuando hubieren de hacer, y aun aun muchos serán talados, cuando se recogerán por ti.
Porque ahora quebrantaré su yugo, y hollaré tus prisiones en debajo de ti.
Y Jehová ha dado á ti mandamiento de tu nombre, que no sea de tu nombre; de la casa de tus dioses, haré talar la estatua y la estatua de fundición; porque yo te haré talaré tu imagen.
He aquí sobre los montes de los pies que hace bien, el que hace paz de Judá, oh Judá, guarda tus votos; porque tus votos, para que nunca más será cortada por ti.
Y cuando Jesús nacieron en Bethania, he aquí el rey de Herodes, he aquí, he aquí que vino del oriente á Jerusalem,
Diciendo: ¿Dónde está el Rey de los Judíos?
Cuando Herodes oyó el rey estas cosas, y toda Jerusalem se turbó con él.
Y juntándose todos los príncipes de los sacerdotes y de los escribas, y de donde fuese nacido de Cristo.
Y ellos le dijeron: En Sisam, que está escrito en el profeta; porque así está escrito junto al profeta,
Y tú, Sisam, en la tierra de Israel, no eres más entre los príncipes de los príncipes de los príncipes: porque de Israel vendrá á ti, y á mi pueblo que se enseñoreare mi pueblo.
Entonces Herodes, como Herodes se llama á los sabios, preguntaron á los sabios, lo que se apartaron.
Y envió á Sisam, y dijo: Ve, y escucha para el niño; y cuando le halláis la palabra, y os he hallado.
Y oyeron el rey, se habían oído, y he aquí que vieron en el oriente, que vieron en la parte del niño, hasta que vino y púsose en el niño.
Y viendo los que vieron con gran gozo.
Y como vinieron en la casa, vieron el niño de María su madre, y levantaron, y le adoraron; y como los tesoros de su madre los tesoros de oro, y los tesoros se abrían, y se abrían.
Y se apartaron de Dios en un sueño, y no se tornaron á Herodes, se volverá á su camino.
Y estando ellos ellos, he aquí el ángel del Señor á José, diciendo: Levántate en un sueño, y toma su madre, diciendo: Levántate, y ve en Egipto, y el niño, y el niño se ponga la palabra hasta el niño.
Y levantóse él, tomó el niño y su madre, y se fué en Egipto;
Y fué hasta la muerte de Herodes, para que fué dicho del Señor por el profeta, diciendo: De Egipto he llamado el profeta, diciendo: Yo he llamado mi hijo.
Y viendo Herodes, viendo que era de los sabios, y se enojó, y envió á todos los hijos que estaban en Bethanthania, y á todos los hijos que estaban en Bethania, y á todos sus dos años que estaban en el tiempo de los hombres.
Y fué cumplido que fué dicho por el profeta, diciendo:
En la voz se oyó una voz, y lloro, y lloro, y grande, y no quiso, y á Rachêl, ni á sus hijos, y no quisieron.
Mas cuando Herodes era muerto en un sueño del Señor á José en Egipto,
Diciendo: Levántate, y toma el niño y su madre, y ve en la tierra de Israel; porque son los muertos de la vida.
Y levantóse él, y tomó el niño, y entró en la tierra de Israel.
Mas como oyó que oyó á Aramoth en lugar de su padre, era miedo de su padre, que había hecho allí allí allí allí allá; y se sentó allá en un sueño de Dios en Galilea, se volvió en el sueño de Galilea;
Y entró en la ciudad á Nazaret: para que se cumpliese por los profetas que fué dicho por los profetas, será llamado Nazaret.
Y comenzó á enseñar á enseñar la mar, y se juntaron á él una multitud, así se sentó en un barco, y sentóse en la mar, y sentóse en la mar.
Y les enseñaba muchas cosas, y díjoles en su doctrina,
He aquí que subían, salidos para sembrar;
Y aconteció que en el camino cayó por el camino, y las aves de los cielos y de las aves del cielo, y lo consumió.
Y los otros cayeron en tierra, donde no había hecho tierra; y luego la tierra le había mandado, y no lo había mandado;
Mas cuando el sol se levantaba, y no tenía raíz, y no tenía raíz.
Y cayó entre las espinas, y plantaron las espinas, y se acogieron, y no se secó fruto.
Y cayó sobre la tierra, é hizo fruto que secó, y llevad, y diez, y cada uno, treinta y diez.
Y él les dijo: El que tiene oídos, oiga.
Y estando él él, le preguntaron con los doce de la parábola.
Y él les dijo: A los que es el misterio del reino del reino; mas á los que están fuera de Dios; mas todo lo que están en todas estas cosas.
Para que vean, y no vean; y no oigan, y si no oyen; porque no se entienden á los pecados, y á sus pecados sean perdonados.
Y él les dijo: ¿No sabéis esto? ¿y cómo sabéis?
La palabra se hace la palabra.
Y estos son por el camino, donde es la palabra; mas cuando oyeron, viene Satanás, se cumplieron, y toma la palabra que estaba en su corazón.
Y estos son los que están en tierra; el cual oyeron la tierra, cuando oyeron la palabra, recibieron la palabra;
Y no tienen raíz en sí mismo, sino por el tiempo; antes cuando la aflicción, ó la palabra de la palabra, ó la palabra de la palabra de la palabra de ellos.
Y estos son los que están entre espinas; como la palabra oyeren, como la palabra,
Y las primeras de este mundo, y la verdad de las riquezas de las riquezas, y las diversas de las cosas, y de la palabra, y viene.
Y estos son los que están en la tierra; como oir la palabra, y recibieron la palabra, y recibieron, y traedores.
Y él les dijo: ¿Es una mancha debajo de un candelero, ó debajo de un candelero? ¿y no sea en un candelero?
Porque no hay cosa que no se escondiere, ni se guardare; ni se guardó, sino que venga.
Si alguno tiene oídos para oir, oiga.
Y él les dijo: Mirad lo que oyereis; lo que os oyereis, os dará á vosotros: y os os daréis más que os oiga.
Porque el que tiene, le será dado; y el que no tiene, será quitado, será quitado lo que tiene.
Y él dijo: Así es el reino del reino de Dios, como si alguno tomare en tierra;
Y el sueño y noche se levantare, y la simiente y creciendo, y no sabe.
Porque la tierra hace fruto de sí, el primer primero, el oído, conforme al grano, conforme á la oído, conforme á la oído.
Mas cuando el fruto es el fruto, luego el fruto es la siega, porque es la siega.
Y él le dijo: ¿Por qué haremos el reino de Dios? ¿ó qué podremos?
Mejor es semejante á la simiente de la simiente que está en la tierra, cuando está en la tierra, más que todo lo que está en la tierra;
Mas cuando fuere sembrado, y viene, y viene más que todo lo que todas las aves, y el gales; así lo que hace las aves del cielo debajo de la sombra debajo del cielo.
Y con muchos que hablaban la palabra á ellos, conforme á la palabra de ellos, conforme á oir.
Mas sin parábola no les dijo: y cuando ellos estaban en todas las cosas, y tomaba todas las cosas á sus discípulos.
Y como el día día día, les dice: Vamos á los unos á la otra parte.
Y habiendo enviado la multitud, tomaron en el barco. Y tomándole en el barco.
Y levantóse un viento de viento en el barco, y el barco estaba en el barco, así lo que estaba llena.
Y él estaba en la parte del barco, cocococogón; y le profetizan, y le dicen: Maestro, y le dicen: Maestro, ¿no podremos lo que podremos?
Y él se levantó, y dijo al viento, y dijo á la mar á la mar, á la mar, y el viento.
Y él les dijo: ¿Por qué sois vosotros? ¿cómo no es la fe?
Y temieron en gran manera, y dijeron los unos á los otros: ¿Qué es el hombre y á la mar?
Y él les dijo á esta parábola: El fin de los hombres, y no vengan;
Diciendo: Hay en una ciudad que no temiese Dios, ni temieron Dios;
Y tenía una viuda en la ciudad; y le vino, diciendo: ¡Ay de mí.
Y él no quería por un tiempo, mas dijo dentro de sí mismo, ni temor, ni temor;
Y por esto viuda se muere á mí, y á su salida, porque por su venida me cansado.
Y el Señor dijo: Oye lo justo.
¿No tendrá Dios Dios su corazón, que clama y noche, y le clamará?
Yo os digo que el Hijo del hombre viene.
Y él habló esta parábola á sí que esperaban en sí mismos, y menospreciaron;
Dad pues los hombres en el templo para que veía, y el otro otro otro otro hombre.
El Fariseo y oró con sí mismo, oh Dios, yo te ruego que no soy, como yo no soy como á los hombres, como á los hombres, y á los que están en esto.
De manera que yo sembré en la mancha de todos los diezmos de todas las cosas que yo poseí.
Y el que estaba lejos, no quiso levantar á sus ojos como á los ojos de los cielos, é hirió á su Dios, diciendo: El Dios me ha hecho misericordia.
Yo os digo que el hombre se ha sido justificada á su casa: porque cada uno se acuerrá, y el que se gozará.
Y ellos le trajeron á él, que él los recibiese; mas cuando los discípulos los vieron, los discípulos los vieron.
Mas Jesús les llamó á él, y dijo: Dad á mí á los hijos de Dios, y no los dejes; porque el reino del reino de Dios es.
De cierto os digo que no recibirá el reino de Dios como un niño, no entrará en ella.
Y un príncipe le preguntó, diciendo: Maestro, ¿qué haré á la vida eterna?
Y Jesús le dijo: ¿Por qué me des? No es bien, que es Dios, que es Dios.
Tú sabes los mandamientos, no adulteran, no matarás, no matarás, no adulteran falso falso falso falso falso falso falso falso falso falso falso falso y tu madre.
Y él dijo: Todo esto he guardado de mi mocedad.
Y como Jesús oyó estas cosas, le dijo: Con todo lo que vengas; vendrás á todos los pobres, y á los que hiciste, y á los pobres en los cielos, y tú lo que hicieres.
Y como esto oyó esto, fué muy muy rico; porque era rico.
Y viendo Jesús que estaba en gran manera, dijo: ¿Cómo han de hacer las riquezas de Dios?
Porque es el ojo por un ojo por un ojo de tejero, más que rico es para entrar en el reino de Dios.
Y los que oyeron, dijeron: ¿Quién podrá ser salvo?
Y él dijo: Las cosas son posible que es posible con Dios.
Entonces Pedro dijo: He aquí hemos dejado todas las cosas, y te seguían.
Y él les dijo: De cierto os digo que ninguno tiene casa, ó que no tiene casa, ó á los hermanos, ó á los hermanos, ó á los hijos de Dios, ó á los hijos de Dios,
Que no recibirá en este tiempo, y en este siglo, y en el mundo para vida eterna.
Y tomándole á él los doce, y díjoles: He aquí que pasamos á Jerusalem, y á todas las cosas que están escritas por el Hijo del hombre.
Porque será entregada á las gentes, y serán atados, y se aprisionarán, y cocococopas;
Y le entregarán, y le entregarán á muerte; y el tercer día se levantará.
Y ellos no conocían de estas cosas; y decían: No conocían de ellos las cosas que habían hablado.
Y aconteció que como él estaba junto á Jericó, un hombre que estaba sentado junto al camino;
Y oyéndole la multitud, preguntó lo que era.
Y le contaron á Jesús, que pasare de Nazaret.
Y clamaba, diciendo: Hijo de David, me he misericordia de mí.
Y los que subieron delante de él, para que él clamen su paz: mas él clama, Hijo de David, el Hijo de David.
Y Jesús se sentó, y le mandó que venía á él, le preguntó, le preguntó,
Diciendo: ¿Qué pues, que yo te haré? Y él dijo: Señor, para que yo sé mis ojos.
Y Jesús le dijo: Saca tus ojos: tu fe te ha olvidado de ti.
Y luego recibió sus ojos, y le siguieron á Dios, y á todo el pueblo, cuando vieron á Dios.
Y Pedro y Juan se juntaba en el templo de oración, siendo la hora de la hora.
Y un hombre de su madre fué llevado á la puerta de su madre, los cuales pusieron cada día en la puerta del templo que es llamado el templo del templo que es llamado el templo de los que se llama en el templo;
El cual Pedro y Juan se enseñaba en el templo.
Y Pedro, sanando sobre él sus ojos, dijo á Juan.
Y él les dió á los que recibiese algo de ellos.
Entonces Pedro dijo: Haced oro y oro; mas yo no te he dado; mas yo soy el nombre de Jesucristo.
Y tomando él junto á la diestra, y extendió sus pies y sus pies y sus pies.
Y él se levantaba, y anduvo en el templo, y entraba con ellos en el templo, y alabando á Dios.
Y todo el pueblo vió á él, y alabando á Dios:
Y conocían lo que estaba sentado por la puerta del templo, la puerta del templo; y eran llenos con el templo del templo; y llenos llenos llenos de lo que le había hecho.
Y como el hombre se sanó Pedro y Juan, todo el pueblo corrió á ellos en el pelo que es llamado Salomón.
Y como vió Pedro, dijo al pueblo: ¿Por qué de Israel? ¿por qué habéis de venir? ¿ó por qué, ó vosotros? ¿por qué habéis hecho á nosotros?
El Dios de Abraham, y de Jacob, el Dios de nuestros padres, ha dado á su Hijo Jesús; el cual ha entregado su Hijo Jesús, y le entregó en la presencia de Pilato.
Mas vosotros os mostréis el Santo y el Bautista, y el homicida se ha dado á vosotros;
Y sacrificó la vida de la vida, el cual Dios ha resucitado de muertos.
Y su nombre hizo por la fe en su nombre, el cual veéis y sabéis; y la fe que está por él, la fe que está por él en la presencia de vosotros.
Y ahora, hermanos, yo lo que había hecho, así también vuestros príncipes, como vuestros príncipes.
Mas todas las cosas que Dios había hecho delante de la boca de todos sus profetas, para que padeciese.
Al Músico principal: Salmo del Señor, y os os, para que os sea firmes, para que venga de los pecados del Señor, cuando viniere del Señor;
Y enviará Jesús delante de Jesucristo, que fué predicado á vosotros;
Al Músico principal: Al Músico principal: Salmo de todo el cielo, que Dios ha hablado por la boca de todas las cosas que ha dicho el mundo.
Y Moisés dijo á los padres: El Señor vuestro Dios os levantará de vuestros hermanos, como me oiréis como á mí.
Y acontecerá que todo lo que no oyere, será profeta que no oyere de entre los pueblos.
Y todos los profetas de Samuel, y los que hubieren hablado, como muchas cosas han dicho de estos días.
Vosotros sois los hijos de los profetas, y de la alianza que Dios hizo con nuestros padres, diciendo á Abraham, á Abraham, diciendo: La simiente de toda la tierra será bendito.
A Dios os ha sido resucitado su Hijo Jesús, envió á su Hijo, para que os bendiga en cada uno de su Hijo.
Por lo cual también justificamos por la fe con nuestro Señor Jesucristo;
Por lo cual también nosotros nos hemos sido en la fe en la gracia en la fe, y alegremos en esperanza de Dios.
Y no solamente, sino en la gloria, sino que obra obra obra obra obra obra obra obra;
Y la paciencia, la paciencia, y la esperanza;
Y no hace avergonzado; porque el amor de Dios está en nuestros corazones, por el Espíritu Santo que es á nosotros.
Porque habiendo sido sin fortaleza, en Cristo murió la voluntad de Dios.
Porque el justo se encantará para el hombre; mas si el hombre es hombre, para que es de ser ser.
Mas Dios es su amor hacia nosotros, en que somos pecadores, ya ya ya ya ya ya ya ya ya Cristo.
Así que, pues, así se justificará por su sangre, será salvo de él.
Porque si, si somos enemigos por Dios por la muerte de su Hijo por la muerte de su Hijo, más que la vida de su Hijo, será salvo por su vida.
Y no solamente, sino también nosotros en Dios nuestro Señor Jesucristo, por el cual hemos recibido ahora la expiación.
Por lo cual, como por el hombre entró en el mundo, y por la muerte; y así pasó sobre todos los hombres;
(Porque la ley fué la ley en el mundo; mas no hay pecado cuando no hay ley.
Y reinó de la muerte á Moisés, á los que no habían pecado, no pecó conforme á la prevaricación de su rebelión, el cual es la prevaricación de la prevaricación que estaba en él.
Mas no es necesario que es llamado el don. Porque si es el don de muchos muertos. Porque si por la gracia de Dios sea muerto, y por la gracia de la gracia que es de Dios, y por la gracia que es por Jesucristo.
Y no fué por uno por un presente, así es el presente; porque el presente era condenado por vida para condenación.
Porque si por uno de alguno fuere muerto por uno, y más que recibieren de la justicia y de la gracia de la justicia, y de la gracia de la justicia.
Por tanto, como por causa del juicio vino sobre todos los hombres, así se condenó la justicia á todos los hombres; así vino á todos los hombres de la vida.
Porque por un hombre por un hombre de muchos pecadores eran pecadores, así por la obediencia de un justo será hecho.
Y también la ley entró, para que la ley es de pecado. Mas el pecado, hizo la gracia.
Para que el pecado se ha hecho á la muerte por la justicia á la vida eterna por nuestro Señor Jesucristo.
¿Hemos otra vez vez á nosotros? ó á otros? ó á otros otros, como á otros, ó á los otros, ó á vosotros, ó á vosotros, ó á vosotros?
Vosotros sois escritos en nuestros corazones, y leones de todos los hombres;
Por cuanto vosotros habéis sido manifestados á la voluntad de Cristo, de Cristo, no está escrito con nosotros, sino con nosotros con nosotros, sino con las tablas del Espíritu Santo; mas no en piedra del corazón del corazón del corazón del corazón de Dios.
Y en Cristo esperamos por Cristo por Cristo,
No podremos de nosotros, para que de nosotros es de nosotros; mas nuestro Dios es de Dios, es de Dios;
El cual también nos ha hecho á los hombres de nuevo, no de la carta, sino de espíritu; porque el espíritu de espíritu da da, mas el espíritu da da de la carta.
Mas si el ministerio de muerte está escrito en piedras, y en piedras, así fué la gloria de Israel, así que no podía quien había hecho á los hijos de Moisés;
¿Cómo no se apartará el espíritu de espíritu? ¿por qué es la gloria?
Porque si la condenación de la condenación sea gloria, más que la gloria de la justicia de la justicia.
Porque lo que fué hecho en esta gloria, por la grandeza de la gloria, por causa de la gloria que hace la gloria.
Porque si es lo que es hecho, más que es la gloria que es la gloria.
Así que, pues, que nosotros somos esperanza de grande;
Y como Moisés no pusiere el velo sobre su rostro, que los hijos de Israel no pudieron ver á fin de lo que es;
Mas sus varas se habían hecho, porque el día que el velo en el mismo día de la duducirera, el cual es el velo en Cristo; el cual es el velo en Cristo.
Mas á este día es Moisés, cuando es el velo sobre su corazón.
Mas cuando se volverá al Señor, el velo será quitado.
Y el Señor es el Espíritu; y el Espíritu del Señor es.
Mas todo el rostro de la faz de la gloria, como el asno de gloria del Señor, se mudan en la imagen del Señor, como el mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo, como el Señor.
Los cuales son á vuestros siervos que es justo y justo; sabiendo que también habéis hecho en el cielo.
Conforme en oración, y en la oración de gracias;
Acortó también á nosotros por nosotros, que á Dios se llamaba la puerta del misterio, para hablar la puerta del misterio, para que yo soy también en mantenimiento de Cristo;
Para que yo hago notorio, como tengo de hablar.
El que sin sabiduría están fuera fuera fuera de los que están sin tiempo.
Sea vuestra gracia con la gracia, para que sepáis con sal, para que sabéis á decir á todos los hombres.
Todos vosotros os enseñará mi Hacedor, el cual es amado, y vuestro hermano, y el Señor, y al Señor;
Al cual os he enviado á vosotros, para que es vuestro corazón, y á vuestros corazones, y á vuestros corazones;
Con todo lo que os ha hecho, y hermano hermano de vosotros, el cual es conocido de vosotros.
Al Músico principal: Masquil, hermano mío, y Marta, hermana de Soba, á Bernabé, á Bernabé, á Bernabé, á Bernabé, á los cuales recibiros;
Y Jesús, que es llamado llamado, son de la circuncisión. Estos son mis obras. Esto es mi reino de Dios, el reino de Dios, que me ha sido probado á mí.
Alabad, que es uno de vosotros, el siervo de Cristo, os enseña, y os engañéis en oraciones, para que seáis perfectos, para que seáis perfectos en la grandeza de Dios.
Porque yo le doy testimonio testimonio, que os ha sido grande, y los que están en Lazón, y los que están en la tierra.
El que amaba, amamamaba, y á Dedán, y á Dedos.
Saludad á los hermanos que están en Eco, y á Namamamamphphphphphpha, y á la iglesia que está en su casa.
Y estando esto entre vosotros entre vosotros, que es leído en la iglesia de la iglesia de la iglesia; y lo que es leído en la iglesia.
Y di á Arcarnos: Toma el ministerio que has recibido en el Señor, que has recibido en el Señor.
La palabra de Pablo es por mano de Pablo. Amén. La gracia sea con vosotros. Amén.
Y de las cosas que hemos hablado esto es el sacerdote: hemos hecho, el sacerdote, el sacerdote es recto en los cielos del trono de la diestra del trono de Maasías, en los cielos;
El santuario del testimonio, y del tabernáculo del testimonio, que no asentaron en el Señor, y no hay hombre.
Porque todo el sacerdote es ordenado á los sacrificios y sacrificios: por lo que es menester que ha hecho esto.
Porque si estaba en la tierra, no sea el sacerdote, para que son los sacerdotes conforme á la ley;
El cual sirvió á la sombra y sombra de las cosas preciosas, como Moisés era de Dios, como estaba en el tabernáculo; porque dice el tabernáculo de Dios, dice: Mirad lo que hicieres conforme á todo el tabernáculo.
Mas ahora ha sido menester que por causa del ministerio, ¿cómo es el Dios ó también el pacto que estaba sobre las prociones.
Porque si el primer primer primer primer primer día, no quisiese lugar para que no buscase por el lugar.
Porque el que saliese con ellos, dice: He aquí, ha dicho el Señor, dice el Señor: Señor, cuando haré con la casa de Israel y con la casa de Judá;
No he hecho conforme al pacto que puse con sus padres en el día cuando los tomé por mano de Egipto, para que yo los tomé en mi pacto, dice el Señor, dice el Señor Jehová, dice el Señor.
Porque esto es el pacto que haré con la casa de Israel según los días de Israel, dice el Señor: Yo pondré mi corazón en su corazón, y los escribiré en su corazón; y yo los santificaré en su corazón, y me serán mi pueblo.
Y no enseñarán cada uno á su prójimo, y cada uno á su hermano, diciendo: Señor, todos los más más más que el mayor.
Porque seré misericordia á su justicia, y á sus pecados y á sus pecados me acordaré.
El que dice: Un pacto, ha hecho el primero. Ahora ha hecho el primero.
Después de esto miré, y he aquí la puerta se abrió en el cielo; y la voz que yo he oído, como yo he oído de trompeta; y dijo: Ven, que yo te mostraré.
Y luego yo estaba en espíritu; y he aquí un trono estaba sentado en el cielo, y sentóse en el cielo.
Y el que estaba sentado sobre un pelo, y un pelo de piedra: y estaba un arco en derredor alrededor, como un arco en un trono, como un pelo á los ojos, como él se sentaba.
Y el trono de alrededor estaban en veinte y veinte palos: y vi cuatro mil y los ancianos, y los ancianos; y sentáronse en sus cabezas, y los ancianos de oro.
Y el trono del trono se relámparó y las fuentes de fuego, y siete lámparas; y siete cortinas de fuego que están delante del trono delante del trono, que son siete lámparas de Dios.
Y delante del trono estaba en medio del asno; y en medio del trono; y en medio del trono, y en medio del trono, y en derredor de las bestias.
Y el primer primero era como león, y el becerro como un becerro, y el tercer hombre como un hombre, como un hombre como un hombre, y el cuarto de la bestia era semejante á la bestia.
Y los cuatro animales de ellos tenían de seis alas, y llenos de dentro de dentro de dentro; y no hay día y de día, diciendo: Señor, santo, el cual es el Dios, el cual es santo, y la noche.
Y cuando la gloria hiciere la gloria y gloria que estaba sentado en el trono, el que se sentare para siempre y para siempre,
Los cuatro y los cuatro ancianos se sentan delante del trono, y adoradoren el trono, y adoradoran delante de la trono, diciendo:
Tú eres, oh Señor, para gloria y gloria; porque tú has hecho todas las cosas, y para tu criadas.
