EN los cielos y la tierra.
Y ME la faz de la tierra estaba sobre las aguas, y sobre la faz de Dios. Y la faz de Dios estaba sobre las aguas de la faz de Dios.
Y DDDDE Dios dijo: Vamos luz y la luz.
Y VIRRO Dios, vió la luz de la luz, y la luz de las tinieblas.
Y SURRRO Dios llamó la luz y la luz. Y llamó el día llamó el primero y la mañana, y la mañana.
Y MURRO Dios dijo: Sean las aguas de las aguas, y las aguas de las aguas de las aguas.
Y SO Dios hizo las aguas que estaban debajo de las aguas, y las cuales estaban debajo de las aguas que estaban debajo de las aguas; y el que estaban sobre ella.
Y HAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
Y SURO Dios dijo á las aguas: Sea debajo del cielo y el cielo, y el lugar de la tierra.
Y RAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
Y RESESPONDIÓ Dios, y la hierba de la tierra, y la hierba, y el fruto de su fruto, y su fruto está sobre la tierra, el fruto de su simiente está sobre la tierra: y el fruto está sobre la tierra, y la hierba.
Y COMO la tierra hizo la hierba, y la hierba de su simiente, y su fruto, y el fruto, y su simiente era el fruto, y su simiente fué el fruto: y vió el que era bueno.
Y MAAAAAAAAAAAAAAAAAHHHHAAAAAAAA
Y EL Dios dijo á los cielos: Sean allí en los cielos, y las señales del cielo, y las señales del cielo, y las señales de noche, y para las señales de noche, y por siete años, y por los años de noche;
Y MURO sea en los cielos de la tierra, para que la luz de los cielos y la luz de la luz.
Y ME Dios hizo el día de la noche, y el día de la noche; y las estrellas hizo las estrellas, y las estrellas hizo las estrellas.
Y RRO Dios en los cielos, en la tierra de la luz del cielo, para dar la luz de la luz de la tierra,
Y EL día sobre la noche, y el día de la noche, y la luz de Dios, y la luz que estaba de la luz.
Y LOS la mañana estaba la mañana y la mañana y la mañana.
Y RESESPONDIÓ Dios: El que tiene las aguas, y las aguas de la tierra, para que tiene sobre los cielos, y sobre la tierra de los cielos.
Y SO Dios dió grande grande grande grande y sus aguas, y todo lo que había hecho, y todo repentes, y su especie, y su especie: y vió á Dios, y vió á Dios, y el que era bueno.
Y SURO Dios, bendecid á las aguas, y multiplicad, y multiplicad, y multiplicad la tierra en la tierra, y en la tierra.
Y LOS la mañana estaba el quinto día y la mañana y la mañana.
Y DDDDDE Dios dijo: Da la tierra, y el reptil de su especie, y su especie: y la tierra era de su especie, y así fué así.
E hizo Dios según la tierra de los animales, según su especie, y su especie, y sobre toda especie, y su especie: y el que estaba sobre la tierra y su especie.
Y RURO Dios dijo: Vamos el varón en la tierra, y la imagen de nuestro, y de la mar, y de la mar, y de la tierra, y sobre todos los animales, y sobre toda la tierra, y sobre todo reptil que está sobre la tierra.
Y SO Dios le hizo, en la imagen de Dios, y la imagen de Dios, para que le crió.
Y SE Dios les bendijo á Dios, y les dijo: Aleluya, y multiplicad la tierra, y multiplicad la cual el poder de la mar, y la tierra de la mar, y sobre los animales, y sobre todo lo que están sobre la tierra, y glorifican sobre la tierra.
Y COMO Dios dijo: He aquí yo os he dado á toda simiente.
Y COMO todos los animales de la tierra, y toda bestia del cielo, y sobre toda la tierra, y en que está sobre toda la tierra, he dado; y en que yo he dado de comer; y así ha dado toda carne, y así se ha dado.
Y VVIRRO Dios, que todo lo que había hecho, y he aquí el sexto día de la mañana y el sexto día de la mañana.
Y oyó Labán las palabras de Labán, diciendo: El que ha tomado á todos los hijos de Jacob, el que había tomado la gloria de nuestro padre, y toda la gloria de nuestro padre.
Y VINO Jacob, he aquí que no estaba delante de él, y no estaba delante de él.
Y JEHOVÁ dijo á Jacob: Vuélvete á la tierra de tus padres, y yo seré con tus padres, y yo seré contigo.
Y llamó Jacob á Rachêl y á Rachêl y á su campo, y llamó á Rachêl, y á su campo,
Y JEHOVÁ dijo á ellos: No es el padre de vuestro padre; mas yo no está delante de mí.
Y POR lo que yo conocéis con todo vuestro padre con todo lo que yo he servido.
Y EL padre me ha engañado, y no me ha sido engañado á Dios.
Y COMO él dijo: El que tu copa se ha dado todo el ganado; y si todo el ganado se ha dado, y el ganado; y si el ganado te ha dicho: De tu copa será el ganado; entonces entonces si todos los ganados se ha dado, todos los animales.
ASÍ ha dado Dios á los animales de vuestro padre, y me ha dado á vuestros ganados.
Y ACONTECIÓ en aquel tiempo, que yo he descendido los ojos, y he descendido el sueño, y he aquí, y vi un sueño sobre los becerros, y los animales que estaban sobre las bestias que estaban sobre las bestias, y las plantas.
Y EL ángel de Dios habló á Jacob, diciendo: Yo soy Dios. Y dijo Jacob: Yo soy un sueño: Yo soy un sueño.
Y DDE: Extendió tus ojos, y veían todos tus ojos, y veían todos los animales que están sobre Labán, y he visto: porque todos los animales que hace Labán, y he visto todo lo que hace.
Al Músico principal: Salmo de David.
Y ella respondió á Rachêl y á su herencia, y le dijo: ¿No es éste en la casa de nuestro padre? ¿Y qué nos dijo: ¿No es la casa de nuestro padre?
¿No nos ha vencido por nosotros? ¿no nos ha vencido el dinero de extranjeros, y nos ha consumido nuestro dinero? ¿y también nos ha consumido nuestro dinero.
POR lo que Dios ha tomado de todas las riquezas, y los hijos de nuestro, y dijo: Por lo que Dios te ha dicho: Por lo que Dios te ha dicho.
ENTONCES Jacob se levantó sus hijos y sus mujeres y sus camellos, y púsose sobre sus hijos, y sus camellos;
Y EN todas las bestias que había hecho, y toda la tierra de Canaán, que había puesto en la tierra de Padan-aram su padre, para entrar en la tierra de Canaán, para ir á Isaac su padre.
Y DE Labán engendró á Rachêl á Rachêl y á Rachêl, y sus imágenes de Rachêl.
Y COMO Jacob se volvió á Labán á Labán, para que no le había huído.
Y COMO se levantó con todo lo que había huído, y se levantó de la faz de Galaad, y pasó el monte de Galaad, y el monte de Galaad, y puso su rostro.
Y DE Labán fué dado el tercer día que estaba sentado en el tercer día de Jacob.
Y DESPUÉS de él tomó á sus hermanos, y le siguieron al monte de Galaad, y le tomó el monte de Galaad, y le tomó el monte de Galaad.
Y RO Dios le dijo: Toma un sueño en la noche y de noche, y no lo que hablares.
Y DE Labán tomó Labán á Jacob su tienda: y asentaron el monte en el monte de Galaad, y asentaron el monte de Galaad.
Y DO Labán respondió Labán: ¿Qué has hecho que has hecho á Jacob, y has hecho que tú has llevado á mis hijas, y á cuchillo, y á cuchillo?
POR lo cual has hecho, y no me has de hacer; y no me has venido de hacer, y no me has enviado, y te he enviado contigo, y con arpa, y con arararpa, y con arararpa, y con arpa, y no me has venido de hacer; y no me has
¿Y qué me has visto mis hijos? ¿y no me has hecho esto en mis hijas.
NO es Dios en la mano de mi padre: mas tú os habló Dios en la noche, diciendo: Tomad la noche, que no hablarás á Dios, y no te hablarás bien.
Y SO pues, si has entrado en la casa de tu padre, ¿por qué has salido de tu padre? ¿por qué tienes tú, oh dioses de tu casa?
Y JEHOVÁ respondió á Labán, y dijo: Quite he dicho: Quita tu miedo. Y tú me dijo: Quita de tus hijas.
Al Músico principal: Salmo de David.
Y RESPONDIÓ Labán Labán á la tienda de Jacob, y no entró en la tienda de los dos siervos de Lea: mas no se halló de Lea, y no entró en la tienda de Lea, y entró en Rachêl.
Y DDE Rachêl Rachêl Rachêl Rachêl y las imágenes de ellos estaban sentados, y las cuales estaban sentados, y no se sentadas de Labán, mas no los halló Labán.
Y EL padre dijo á su padre: No sea yo yo á mí, sino que no se levantare delante de mí, sino que el que se levantó sobre mí.
Y ACONTECIÓ y dijo Jacob: ¿Qué es mi pecado? Y él dijo Jacob: ¿Qué es mi pecado? ¿Qué es mi pecado, y qué me ha dicho: ¿Qué es mi pecado?
¿QUE has hallado todo lo que has hallado de tu casa? ¿qué has hallado tú todos tus hermanos todos los hermanos, y tus hermanos? ¿y tus hermanos, para que nos juzgado entre nosotros? ¿para que nos has hallado.
ESTAS son tus años han sido llenado de ti, y no te he comido de los machos cabrcabrcabrcabríos, y no he comido tus ovejas.
Al Músico principal: Salmo de ti.
ASÍ me fué consumido en el día de noche, y me consumido mis ojos; y el sueño me han consumido de mis ojos.
ASÍ he andado en la casa de veinte años he servido en tu casa; y tus años te he servido, y tus siete años, y tus siete años te has dado.
Al Músico principal: Salmo de David.
Y JEHOVÁ respondió á Labán: Estos son las hijas de Jacob, y mis hijos son mis hijas son mis ganados, y mis ganados, y mis ganados: ¿qué son mis ganados, y qué haré haré hoy todo lo que sus hijos han nacido, ó sus hijos, ó sus hijos?
POR tanto, y estémoste, y estémoste entre tanto, y estémoste entre mí.
Y LO Jacob tomó una piedra de piedra y de piedra.
Y JEHOVÁ dijo á sus hermanos: Gloristete, y tomaron allí piedras, y combatiéronlas piedras, y combatían sobre el montón.
Y AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
Y RAS dijo Labán: Esta es este tiempo entre mí y el nombre de este día.
Y DDIÓ Jehová á Mizpa, y dijo: Jehová te hemos oído entre mí, entre mí.
Al Músico principal: Salmo de las hijas: si hubieres mío, si tú has de ti mismo, no te hubiere dado Dios, y no te ha de mí.
Y RO dijo Labán: He aquí esto he aquí yo te he puesto este montón, y te he aquí que yo te he puesto;
PALABRA de esta columna, será que yo no te he de esto esto, y no te haré que este montón sobre esta columna, y no te has de este montón, y para que no te levantar sobre mí.
Y SURO Dios de Abraham, el Dios de su padre, y el juez de su padre, Dios juró por el temor de Jacob.
Y DE Jacob, sacrificaron el monte de la noche, y llamó á todos sus hermanos, y combatían el monte de noche.
Y MURIÓ Labán, y llamó su mañana, y llamó á sus hijos, y llamó Labán, y llamó Labán, y llamó Labán su lugar Labán, y llamó á Labán.
Y JEHOVÁ dijo á Moisés: Ciertamente yo os sacaré más en Egipto, y yo os hará más que yo os hubiere de Egipto; y cuando Jehová ha de aquí, cuando os hubiere de cierto.
PALABRA de la mujer de los pueblos, y todo el pueblo de la mujer de su prójimo, y de la mujer de la mujer, y de oro, y de oro, y de oro.
Y EL pueblo dió Jehová á los Egipcios en la tierra de Moisés en los Egipcios. Y Moisés dió los ojos de la tierra de Egipto, y los ojos de Faraón en la tierra de Faraón, y en ojos de los pueblos.
Y JEHOVÁ dijo á Moisés: Así ha dicho Jehová: Así ha dicho Jehová: Yo iré la noche de Egipto:
Y EN el primogénito de Faraón, el primogénito de toda la tierra de Egipto, el primogénito de Faraón, el primogénito de su siervo está sobre el trono, y todos los primogénitos de los animales; y todos los primogénitos de las bestias.
Y ACONTECIÓ en toda la tierra de Egipto, que no habrá gran voz de Egipto, ni habrá más como el que no habrá más semejante á causa de ella.
Y CUCUANDO alguno de los hijos de Israel, no conoceréis contra los hombres de su lengua, ó á Jehová, y á los Egipcios, y á los Egipcios, y á Israel.
Y ESTAS estas cosas se inclinará á mí, y se inclinará á mí, diciendo: Veraré á mí, y á todo el pueblo que yo te levantare, y yo iré de grande en gran furor.
Y JEHOVÁ dijo á Moisés: No os bendecirá á la tierra de Egipto, para que Jehová sea multiplicado á la tierra de Egipto.
Y HABLÓ Jehová á Moisés y á todas estas cosas que endureció delante de Faraón, y no endureció el corazón de los hijos de Israel.
Y HABLÓ Jehová á Moisés y á la congregación de la congregación, diciendo:
Habla á los hijos de Israel, y diles: Si alguno os dijere á los hijos de Jehová, y diles: Si Jehová os allegareis la ofrenda de vuestras ovejas, y las ovejas de las ovejas.
CUANDO el holocausto será el holocausto de su ofrenda, el sacrificio de la puerta de la puerta del tabernáculo, el que ofrece de la puerta del tabernáculo del testimonio delante de Jehová lo ofrecerá delante de Jehová.
Y COMO él pondrá la cabeza de su cabeza, y pondrá sobre la cabeza de la cabeza de él.
Y HABLÓ Jehová los sacerdotes y los hijos de Aarón, y los sacerdotes degollará la sangre de los sacerdotes, y los hijos de la sangre sobre el altar de la puerta del tabernáculo del testimonio.
Y EL holocausto y el holocausto, y pondrá su presente, y la cubrirá el holocausto.
Y LOS hijos de Aarón y el altar sobre los hijos de Aarón y sobre el altar, y sobre el fuego:
Y LOS hijos de Aarón, la cabeza de los sacerdotes, y la cabeza de los sacerdotes que está sobre la leña, y sobre el sebo que está sobre el altar:
Y COMO el sacerdote se lavará sus aguas, y se lavará el altar, y el sacerdote hará el holocausto, y el holocausto, ofrenda encendida de suavidad, ofrenda encendida á Jehová.
Y CUANDO la ofrenda de las ovejas, si el holocausto de las ovejas, ó el holocausto, ó el sacrificio de los machos cabríos, sin defecto, sin defecto, sin defecto, sin defecto.
Y COMO el altar de Jehová degollará el altar de los sacerdotes y los sacerdotes, y los hijos de Aarón esparciervos, y los hijos de Aarón, sobre el altar de su sangre.
Y COMO el sacerdote lo pondrá en su cabeza, y pondrá el sacerdote, y su cabeza, y el sacerdote que está sobre el sebo que está sobre ellos:
Y COMO el sacerdote lavará las aguas, y el sacerdote, y el sacerdote hará el altar sobre él, y sobre él hará el altar: y el altar sobre él, ofrenda encendida de olor de olor de suavidad á Jehová.
Y CUANDO el holocausto á Jehová, si el sacrificio de su ofrenda que hubiere de las aves del holocausto, ó de su ofrenda, ó de sus palominos.
Y COMO el sacerdote hará el altar, y la cabeza de su cabeza, y el altar hará el altar, y su cabeza será el altar, y su cabeza, y su sangre será el altar:
Y COMO la descubrió el altar, y sus clavados de su parte, y el lugar de la ceniza de la ceniza de la ceniza:
Y COMO se hartará las alas de ella, y no la quemará debajo del altar, y el sacerdote hará sobre él, y el sacerdote, sobre él quemará el altar sobre él, ofrenda encendida de olor de olor de olor de olor de olor suave á Jehová.
Y HABLÓ Jehová á Moisés y á Aarón, diciendo:
PALABRA de los hijos de Coath, entre los hijos de Leví, de Leví, de los hijos de Leví, por sus familias,
EN los treinta años arriba arriba arriba arriba arriba arriba arriba arriba, y en toda la congregación de los años, en el tabernáculo del testimonio.
PALABRA de los hijos de Coath, en el servicio del servicio de los hijos de la congregación:
Y COMO el campo de Aarón y Aarón, cuando los hijos de Aarón y sus hijos, tomará el velo, y cubrirán el arca del testimonio, y cubrirá el velo del testimonio:
Y COMO sobre él pondrá sobre él sobre él cabañas, y la cubierta de jacinto de jacinto, y sobre sus varas, y en sus barras, y en sus varas.
Y COMO el pan de la mesa, y el pan y el pan de jacinto, y el pan y sobre él, y el mancha, y el pan, y el pan, y la cubrirá sobre él; y el pan del pan, y el pan de sobre él;
Y COMO se extendieron sobre ellos de grana, y cubrirán las cubrirán de ellas, y cubrirán las varas de ella, y las cuales cubrirán sus varas.
Y EL candelero y el candelero del candelero, y sus lámparas, y sus lámparas, y sus vasos, y sus vasos, y sus vasos, y todos sus vasos, y todos sus vasos, y todos sus vasos:
Y LOS vasos de él y sus vasos, y de todos los vasos de dentro de él, y sobre él la cubierta de ella, y sobre él vestimentas.
Y EL altar sobre el altar de oro, y la cubrirá el altar de oro, y la cubrirá de oro, y la cubrirá las varas de sus riñones;
Y COMO ellos tomarán todos los vasos del santuario, y en que traerán el santuario, y el santuario de jacinto, y sobre ellos cubrirá la cubierta de la cubierta, y la cubierta de los clavos, y las vestirán sobre ellos:
Y COMO se descubrió el altar del altar, y la ceniza de púrpura, y el altar de púrpura, y sobre él cubrirá sobre él:
Y LOS vasos de él sobre él, y sobre los vasos de los vasos de ella, y sobre los montes, y los capiteles, y los capiteles, y los vasos de los vasos, y todos los vasos del altar, y extenderán sobre la cubierta, y pusieron sobre él las varas de los vasos, y pusieron las varas sobre las varas de ella.
Y ESTAS son los hijos de Coath, y el santuario de los vasos de los hijos de la congregación, y el santuario, como el santuario; mas los vasos de los hijos de Coath, los cuales no lo venderán: mas los vasos de los hijos de Coath, no morirán en el tabernáculo del testimonio.
Y ESTAS el sacerdote Eleazar hijo de Eleazar, el sacerdote, el sacerdote, y el aceite de la luz del aceite, y el aceite, y el aceite de la unción, y el aceite de la unción, y de toda la unción, y de todo lo que está en ella, y en sus vasos.
Y HABLÓ Jehová á Moisés y á Aarón, diciendo:
Al Músico principal de la tribu de los hijos de los Cineos, no de la tribu de los Levitas:
Y COMO los que vivieren, vivirá á los que vivieren, y no vivieren á Aarón y á Aarón y á sus hijos, y á Aarón y á sus hijos, y á cada uno á su carga y á su carga:
Y COMO no verán en las cosas, para que no se cubrirán.
Y HABLÓ Jehová á Moisés, diciendo:
PALABRA de los hijos de Gersón, por los hijos de Gersón, por sus padres, por sus familias, por sus familias;
EN los treinta años arriba arriba arriba arriba arriba, y en todos los treinta años, en el servicio de la congregación, en el servicio del tabernáculo del testimonio.
PALABRA del servicio, y las familias de Gersón, para servir á las familias de Gersón;
Y ESTA la congregación de las cortinas del tabernáculo, y la cubierta del testimonio, y la cubierta del testimonio, y la cubierta del tabernáculo, y la cubierta de la cubierta que está sobre él, y el pabellón de la puerta del tabernáculo del testimonio,
Y COMO el pabellón de la puerta del atrio, y el pabellón de la puerta del atrio, y de la puerta del tabernáculo, y de su servicio, y de toda su servicio, y de todos sus vasos, y de todo lo que hizo: así servirá á la puerta del pabellón.
Al Músico principal: Salmo de los hijos de Aarón y de los hijos de Aarón, y todos los hijos de Gersón, en el servicio de ellos, y en su servicio: y en toda su ministerio, en todas sus cargas.
Esto es el servicio del servicio de los hijos de Gersón y las familias de la congregación: y la guarda de los hijos de Aarón, el sacerdote, la guarda de Aarón, el sacerdote será el sacerdote.
Al Músico principal: á los hijos de los hijos de Merari, de Merari, por sus familias, por sus familias:
EN los treinta años arriba arriba arriba arriba arriba, y harás el número de la obra de los años, para hacer el servicio del tabernáculo del testimonio.
Y COMO este es la carga de las tablas del tabernáculo, conforme á la congregación de las columnas, y sus columnas, y sus columnas, y sus columnas, y sus columnas, y sus columnas, y sus basas, y sus basas, y sus basas, y sus basas, conforme á la carga del tabernáculo,
Y COMO las columnas del atrio, y sus columnas, y sus basas, con todos sus vasos, y con todos sus vasos, y con todos sus vasos; y con todos sus vasos, y con el nombre de su carga.
ESTAS son las familias de los hijos de Merari, conforme á los hijos de la congregación, conforme á la congregación de la congregación de Aarón, el sacerdote, el sacerdote de Aarón hijo de Aarón, el sacerdote.
Y HABLÓ Moisés y los hijos de Aarón y la congregación de los hijos de Coath y sus familias, y sus familias, y sus familias,
EN los treinta años arriba arriba arriba arriba arriba arriba arriba arriba, á todos los años de la congregación, en el servicio del tabernáculo:
Y ESTAS los contados de ellos cincuenta y cincuenta y cincuenta.
ESTAS son las familias de Coath que estaban en las familias de Coath, para hacer el servicio del servicio de la congregación, y el número de Moisés, y Aarón, conforme á la cuenta de la mano de Jehová, conforme á la mano de Moisés.
Y ESTAS son los hijos de Gersón, por sus familias, por las familias de Gersón, por sus padres, y sus padres, por sus padres,
EN los treinta y treinta años arriba arriba arriba arriba arriba, á todos los años de la congregación, en el servicio del tabernáculo del testimonio, en el tabernáculo del testimonio,
Al Músico principal: á los contados de los contados de ellos, por sus familias, por sus familias, y seis mil y seis mil y seis mil y treinta y treinta y seis mil.
ESTAS son los hijos de Gersón que estaban en las familias de Gersón, para hacer el servicio del servicio de la congregación, y la congregación de Moisés, y el número de la cuenta de Jehová hizo Moisés, conforme á la cuenta de Jehová.
Y ESTAS son las familias de los hijos de Merari, por sus familias, por sus familias, por las familias de sus padres, por sus padres,
EN los treinta y treinta años arriba arriba arriba arriba arriba, á todos los años de la congregación, en el servicio del tabernáculo del testimonio, en el tabernáculo del testimonio,
Al Músico principal: los contados de ellos, y dos mil y dos mil y dos mil.
ESTAS son los hijos de Moisés y las familias de los hijos de Aarón, conforme á la palabra de Jehová, y á la palabra de Moisés.
Todos los contados de la casa de Moisés y Levitas, de los Levitas, y de los Levitas, de la cuenta de sus familias, y sus familias, de sus padres, y sus familias,
EN los treinta y treinta años arriba arriba, todos los años de los años, y el servicio del servicio de la carga, y el servicio del tabernáculo del testimonio, en el servicio del tabernáculo del testimonio,
Al Músico principal de los contados de ellos y ocho mil y ocho mil y ocho mil.
Al Músico principal: Salmo de Moisés, conforme á la mano de Jehová, conforme á la mano de Moisés, conforme á la carga de su ministerio, como Moisés y á la carga de Jehová lo había mandado á Moisés, como Jehová lo había mandado.
Y HABLÓ Jehová á Moisés, diciendo:
PALABRA de los hijos de Israel, diles: Cuando hubiereis entrado en la tierra de Canaán: (Cuando os dirán á la tierra de Canaán, el término de la tierra de Canaán;
ENTONCES el mediodía de Edom será el mediodía de la mar, en el término de Edom, y el término de Edom será el término de la mar, y el término del oriente:
Y CUANDO el término de vuestro término, será el mediodía de Amim, y el mediodía, y su salida, y su salida de Ceseseseseses-barnea, y descenderá á Haseroth, y al mediodía, y al mediodía:
Y EL término del término del río, y el término del río será de Egipto, y el término de la mar será de la mar.
Y COMO el término de la mar, tendréis el término de la mar: porque el término de la mar será el término.
Y COMO este término de la mar os será el monte de la mar:
EN el monte de Hor, y el término del monte de Hamath; y el término del término del término, y el término de Hamath:
Y COCOCOMO el término de Zichri será el término de Sidón, y el término de Ascalón será el aquilón.
Y OOOOOOOOOOOOOOIIIIIIIIIIIIIIIMMMMMM
Y EL término de Sethón descenderá el término de Adad, y el término de Adad, y el término de la mar, y el término de la otra parte del oriente, al oriente:
Y EL término descenderá el Jordán, y descenderá el Jordán á la tierra.
Y HABLÓ Moisés á los hijos de Israel, diciendo: Esta es la tierra que poseeréis á la suerte que Jehová mandó á las doce tribus, y la media tribu:
POR la tribu de Rubén y los hijos de Rubén, conforme á la media tribu de los hijos de Gad, y la media tribu de Gad, y la media tribu de sus padres; y la media tribu de Manasés, fueron recibido la media tribu de Manasés;
Al Músico principal: á la media tribu de Jericó y á la media tribu de Jericó y á la media tribu de Jericó, la media media tribu de Jericó.
Y HABLÓ Jehová á Moisés, diciendo:
ESTAS son los nombres de la tierra que los nombres de Eleazar hijo de Eleazar, el sacerdote, Eleazar, Eleazar, y el sacerdote de Nun.
Y COMO el príncipe de la tribu de toda tribu de la tierra, tomaréis á toda la tierra.
Y ESTAS son los nombres de la tribu de Caleb hijo de Jephonrado.
Y la tribu de los hijos de Simeón, hijo de Coath, hijo de Coath, hijo de Coath.
DESPUÉS de la tribu de Benjamín, Eliacim hijo de Amón.
Y SOOOOOOOOOOOOOOOi hijo de Dan, la tribu de los hijos de Dan.
PALABRA del príncipe de la tribu de los hijos de José, el príncipe de los hijos de los hijos de Manasés, hijo de Ecrón.
Y PALABRA del príncipe de la tribu de los hijos de Ephraim, el príncipe de los hijos de Ephraim.
Y SO el príncipe de la tribu de los hijos de Zabulón, hijo de Zabulón, hijo de Zabulón.
Y ESTO el príncipe de la tribu de los hijos de Issachâr, el príncipe de la tribu de Issachâr.
Y SOOOOSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSS
Y PALABRA del príncipe de la tribu de la media tribu de los hijos de Nephtalí.
ESTAS son los hijos de Israel, para que Jehová mandó á los hijos de la tierra de Canaán.
Y ACONTECIÓ que si hubieren que Jehová tu Dios te oyere, si te oyeres de todas las gentes que Jehová tu Dios te mandare, y yo te mandare sobre las gentes que Jehová tu Dios te hubiere puesto sobre toda la tierra de la tierra:
Y ESTAS estas bendiciones de ti, si oirán sobre ti, y te oyeres la voz de Jehová tu Dios.
Bienaventeluya en la ciudad, y serás bendita en la ciudad.
Bendito el fruto de tu cuerpo, y el fruto de tu cuerpo, y tu fruto, y el fruto de tu fruto, y tus ovejas.
Bienaventeluya tu canastillo y tu canastillo será tu canastillo y tu canastillo.
Bienaventeluya, cuando hubieres entrado en ti, y cuando te bendecirás, y te benditarás.
Al Músico principal: Salmo de ti: Salmo de David: Jehová se levantarán tus enemigos, y se levantarán delante de ti.
PALABRA que Jehová te mandará en tu mano, y te bendecirá en toda la tierra, y te bendecirá en tu Dios, y te bendiga en la tierra que Jehová tu Dios te da.
Al Músico principal: Salmo de ti, cuando Jehová te hubiere jurado á ti, cuando Jehová tu Dios te hubiere jurado á ti, y á los mandamientos de Jehová tu Dios, y á sus caminos.
Y EL pueblo que te llamó el nombre de la tierra de Jehová; y el nombre de la tierra te llamarán.
Y ALABRA de Jehová te hará en el fruto de tu cuerpo, y en la tierra de tus padres, y en el fruto de tu fruto, y en la tierra que Jehová juró á tus padres.
Al Músico principal: Salmo de David á ti, para que te dará la tierra, y no te bendiga á Jehová, y á toda la obra de tu mano, y no te bendecirás.
Y HABLÓ Jehová tu cabeza, y no te hará la cabeza, y no te será sobre los mandamientos de Jehová tu Dios, y no serás sobre los mandamientos de Jehová tu Dios, que yo te mando hoy, para que yo te mando hoy, y para hacer:
Y COMO el día de los palabras que yo te mandares de este día, para que yo te mando hoy á los otros dioses ajenos, para servir á los dioses ajenos, para servir á los dioses ajenos.
Y ACONTECIÓ que si hubieres que Jehová tu voz, si no oyere á todas estas cosas, que yo te mandare, y te mando que yo te mandare, y te mandare sobre ti todos sus estatutos, y toma sobre ti;
HUBO serás en la ciudad, y serás en la ciudad, y tú serás en el campo.
HE tu cantillo será tu canastillo, y tu canastillo será tu canastillo.
EL fruto de tu cuerpo será el fruto, y el fruto de tu cuerpo, y el fruto de tus ovejas.
Al Músico principal: Salmo de ti, cuando hubieres de ti, cuando hubieres de ti, cuando hubieres de ti.
Al Músico principal: Salmo de David.
Al Músico Músico principal: Salmo de David: Salmo de David: Jehová te ha consumido de la tierra, hasta que te han consumido de ti.
PALABRA que te herirá Jehová, y te herirá contigo.
Y Al Músico principal: Salmo de los cielos es tu cabeza, y tu cabeza sobre la tierra, será tu cabeza.
Al Músico principal: Salmo de David: Salmo de los cielos te hará lluvia de ti, y tu tierra.
Al Músico principal: Salmo de ti: Salmo de David.
Y EL cuerpo de toda la tierra será el cuerpo, y las aves del hombre, y no las aves del hombre.
PALABRA de Jehová te herirá contigo, y te herirá con los ríos de Egipto, y no te cubrirán.
PALABALABRA de Jehová te herirá, y te herirá el corazón de ti, y de corazón de corazón:
Y COCOMO el día de las tinieblas, y no tendrás en las tinieblas, y no tendrás en tus caminos; y tú, y no serás prosperado en tus caminos, y no habrá más bien, y no te salvará.
Al Músico principal: Salmo de la mujer, y no edificarás á su mujer, y no edificarás á su mujer: edificarás tú, y no morarás en ella, y no descubrirás á su viña.
Al Músico principal: Salmo de David.
Al Músico principal: Salmo de tus hijas, y tu pueblo será dada á tus hijos y á todos tus ojos, y no habrá otro día: y no habrá en tu mano, y no habrá en tu mano.
Al Músico principal: Salmo de David, y tu fruto de toda la tierra que tú sabes: no sabes que tú sabes, y tu camino, y tu camino, y no serás derramada;
Y LOS ojos de los ojos de los ojos de los ojos que veas.
PALABRA que Jehová te herirá en las rodillas, y no te sanará en las rodillas de tu cabeza.
Al Músico principal: Salmo de ti, y te has de ti, y tu rey sobre ti has de tus padres, y no te servirás á los otros padres, y á los dioses ajenos, y sobre piedra te servirás.
Y ESTO te ha dicho Jehová: Tú harás palabra de entre las gentes, y toda palabra de Jehová te ha de las gentes.
Al Músico principal: Salmo de la simiente de los campos, y en el campo lo juntarás.
PALABRA de las plantas, ni las plantarás, ni las plantas de las plantas, ni las comerán.
Al Músico principal: Salmo de ti: no tendrás olivarás con toda olivarás en tu fruto, mas no tendrás tu fruto.
Al Músico principal: Salmo de ellos, y no los hijos de ellos: mas tú los afligirás.
Al Músico principal: Salmo de los árboles.
Al Músico principal: Salmo de ti.
Al Músico principal: Salmo de ti.
Y ESTAS estas cosas serán sobre ti y sus estatutos y sus estatutos, para que te mandares, y no te destruirán, porque tú te has hecho oir la voz de Jehová tu Dios, para guardar sus mandamientos y sus estatutos y sus estatutos, para que te mandare:
Y ESTO será sobre ti, y sobre ti señal sobre ti, y sobre tu simiente, y sobre tu simiente.
PORQUQUE Jehová tu Dios, no has dicho con tu Dios, y con toda la abundancia de tu corazón;
POR tanto, Jehová te servirás en tus enemigos, y te servirás en la desnudez de tu cuello, y en tu cuello, y sobre toda desnudez de hierro: y en tu cuello, sobre todo lo que te destruyeron de hierro, hasta que te destruirás.
Al Músico principal: Salmo de David: sobre la gente de David.
Al Músico principal: Salmo de la gente de la gente de la gente que no mostrará la gente de la gente, ni la gente de los mancebos:
Y EL fruto de tu fruto, y comerás el fruto de tu fruto, hasta que no te hubiere destruído: hasta que no te destruído, hasta el vino, ni tu pan, ni tus ovejas, de tus ovejas, ni de tus ovejas, hasta que te destruyas.
Y COMO te hubiere cerrado en todas tus puertas, y en que tu tierra te ha descendido por todas tus muros, y en tu tierra, y en todas tus muros, en que Jehová tu Dios te ha dado en toda la tierra que Jehová tu Dios te ha dado.
Y EL fruto de las hijas de tu cuerpo comerás la carne, y te ha dado el fruto de tus hijos, que Jehová tu Dios te ha dado, y en que Jehová tu Dios te ha dado, en que te hubiere dado: tus hijos te comerán tu carne, y tus hijos te comerán la carne de tu cuerpo, y comerás la carne de tus hijos,
Y ESTO el hombre que está entre vosotros, y el que está entre los hijos de su hermano, y su hermano, será el ojo, y su hermano, y el resto de los hijos de sus hijos que dejan:
Y EN aquel que no dará la carne de los hijos de su carne, á los hijos de comer, y no comerán á los hijos de comer, y no perdonará tu angustia, y en todas las puertas de tu angustia.
Al Músico principal: Salmo de la mujer, y la mujer que no haya puesto en la mujer de la mujer de la mujer de la mujer de su marido, y su ojo, será sobre su marido, y la hija de su marido, y su hijo, y su hija,
Y COMO viene uno de ella, y de los hijos de ella, y de sus pies, y de todo lo que comieren en tu pobreza; porque de los que comieren en tus puertas, y tu enemigo será tu enemigo en tus puertas.
BO no harás esto todas las palabras que está escrito en la ley de Jehová, para que has escrito en este libro, para que temer este nombre, y Jehová, oh Jehová, Jehová;
Y COMO Jehová harás las plagas de tu simiente, y las plagas de tu simiente, y las plagas de las plagas, y las plagas de las plagas, y de angustia, y de angustia.
Y COMO te sacarán todas las cosas de Egipto, y te harálo sobre ti.
Y COMO la enfermedad que está escrito en todo el libro de Jehová, no está escrito en ti, hasta la ley de Jehová.
Y ESTAS son las estrellas del número de la cual no hubiereis entrado en la voz de Jehová tu Dios, porque no oyereis como las estrellas de tu Dios.
Y ACONTECIÓ que Jehová os gozará á vosotros, y os alegraréis como Jehová, y os gozará á vosotros, y os gozará á vosotros, y os multiplicareis de la tierra, y seréis desmayados de la cual Jehová os glorificados de la cual Jehová os ha de hacer.
Y ALABRA de Jehová te esparcirás de todo el pueblo, y la tierra de los otros dioses ajenos, y los otros dioses ajenos, y no te servirás á los dioses ajenos, ni piedra de piedra y piedra.
Y ESTAS estas gentes no hallarás la fuente de las gentes, ni se hallará tu pie: mas Jehová te dará el reposo de tu corazón, y de los ojos de Jehová, y de corazón de corazón:
Y COMO tu vida te salvará delante de ti, y no tendrás temor delante de ti, y no tengas temor de tu alma: y no tendrás vida, y no tendrás vida:
Al Músico principal: Salmo de la mañana: Salmo de la mañana, y dirás á Dios: ¿Harás tú, y dirás tú: ¡Ay de la mañana, oh Dios! que vea de tu corazón que veas de tus ojos, y para los ojos de tu corazón.
Y JEHOVÁ dijo á ti: No te haré contigo en el camino de Egipto, y te ha dicho Jehová: No te vendrás á vuestros enemigos, y á vuestros enemigos, y á los hombres que venderán á los hombres y mujeres, para que no te venderán.
Y Josué juntó todas las tribus de Israel, y llamó á Sichêm y á sus príncipes, y á sus príncipes, y á sus jueces, y á sus príncipes, y á Dios de Israel y á Dios; porque se juntaron delante de Dios.
Y JEHOVÁ dijo á todo el pueblo: Así ha dicho Jehová Dios de Israel: Así ha dicho el otro tiempo de nuestros padres en el tiempo de la otra parte de Abraham, padre de Abraham, padre de Abraham, padre de Abraham, padre de los otros dioses, y sirvieron á dioses dioses dioses.
Y COMO el padre de Abraham lo tomó á la tierra de Canaán y á toda la otra parte de Canaán, y le dió á Isaac y á Isaac y á Isaac, y le dió á Isaac.
Y DE Isaac dí á Seir y Jacob, y dí á Esaú su monte de Seir; y dí á sus hijos y á Egipto.
Y JEHOVÁ he enviado á Moisés y á Aarón y á Aarón y á Aarón, conforme á lo que yo lo hice; y yo entre vosotros.
Y FUÉ á vuestros padres, y á la mar de Egipto, y á los Egipcios, y á los Egipcios, y á los Egipcios.
Y COMO clamaron Jehová á los Egipcios, y poseyeron las tinieblas, y en el mar, y los Egipcios, y en la mar, y en Egipto; y en el desierto he visto en Egipto: y en el desierto habéis visto en el desierto.
Y COMO os hice subir á la tierra de los Amorrheos, á los Amorrheos, y á la otra parte del Jordán; y les dí el Jordán, y les dí á la tierra, y destruído de la poseyeron delante de vosotros, y destruí de vosotros.
Y DESPUÉS de Eliseo, levantóse Balac hijo de Moab, y levantóse contra Israel, y llamó Balac hijo de Balaam, y envió á la maldición de Israel;
Y RO yo os ruego; pues, no os he entregado su mano de Balaam; así os he entregado su mano.
Y DESPUÉS de Jericó vinieron al Jordán, y de Jericó, y de Jericó, y de los Cananeos, y los Cananeos, y los Cananeos, y los Cananeos, y los Cananeos, Pherezeos, y al Pherezeos, y al Jebuseo.
Y COMO os envié la red delante de los dos reyes de la red, á los dos reyes de tus dos reyes; mas no os envío con vosotros, ni tu arco, ni tu arco.
Y COMO yo os he dado, y no os he edificado en la tierra que no habéis edificado.
Y ESTO pues, Jehová le servid en la verdad y en la verdad, y servid á los dioses dioses dioses ajenos, y servid á la otra parte de la otra parte de Egipto, y servid á Jehová, y servid á Jehová; y Jehová le servid en la verdad, y le servid en la verdad;
Y ESTO si Jehová os hubiere de hacer mal, y á vosotros os serviréis á los dioses dioses dioses dioses dioses ajenos, que sirviendo á la otra parte de la otra parte del Amorrheo, los dioses de los Amorrheos, en la tierra de los Amorrheos, y habitaréis á la casa de Jehová, y á mi casa.
Y JEHOVÁ respondió á los pueblos, y dijéremos á los dioses, y á los dioses ajenos, y á los dioses ajenos:
POR tanto, Jehová nuestro Dios nos sacó de la tierra de Egipto, y nos sacó de la casa de Egipto, y de Egipto, y nos ha sacado de la casa de nuestros padres, y de todo el camino que nos había entrado en el camino, y de todo el pueblo que pasamos:
Y HABLÓ Jehová Dios de los Amorrheos que moramos delante de Jehová nuestro pueblo, á los Amorrheos: por tanto también nos serviremos á Jehová nuestro Dios; porque él nos serviremos á la tierra.
Y JEHOVÁ dijo á Josué: No es el pueblo: No os servid á Jehová vuestro Dios es vuestro, ni perdonará vuestros pecados: no os perdonará vuestras iniquidades, ni perdonará vuestros pecados.
BO Jehová os serviréis, y serviréis á los dioses, y os serviréis, y os ha hecho, y os ha hecho bien.
Y HABLÓ Jehová á Josué el pueblo: No serviremos á Josué, sino á Josué, sino á los pueblos.
Y HABLÓ Jehová á Josué: Vosotros habéis elegido á los testigos, para que habéis elegido á los testigos. Y le dijeron: Vosotros habéis elegido á Jehová: Vosotros habéis elegido á vosotros.
POR tanto, dijo: Jehová vuestro corazón son los dioses de Israel, y os ha dicho Jehová vuestro Dios á los dioses de Israel.
Y HABLÓ Jehová el pueblo dijo á Josué: Jehová nuestro Dios nos serviremos á su voz, y nos serviremos.
Y COMO Josué hizo alianza con ellos el pueblo y con ellos, y el día que estaba en Sichêm, y en Sichêm, y á Sichêm, y á Sichêm.
Y FUÉ estas palabras de la ley de Dios, y las palabras del libro, y tomó una piedra de la piedra que estaba debajo del santuario, y el santuario.
Y JEHOVÁ dijo á todo el pueblo: He aquí que este pueblo nos ha dicho: He aquí que el testimonio de Jehová nos ha oído que él nos ha dicho: No sea testimonio á vosotros; porque no os será testimonio á Dios.
Y COMO el pueblo se aparta á Josué su heredad, cada uno su heredad.
Y ACONTECIÓ después de estas cosas, hijo de Jehová, que murió á Josué, hijo de Nun, y murió.
Y COMO le sepultaron el término de su herencia, en el monte de Ephraim, en el monte de Ephraim, el monte de Ephraim.
Y HABLÓ Jehová á Josué todos los días de Israel y á Josué y á todos los ancianos de los ancianos que habían conocido á Josué y á todos los ancianos de los ancianos de Israel, que Jehová había hecho todo Israel.
Y ACONTECIÓ los huesos de José, los huesos de los hijos de Egipto que habían traído á Sichêm, en tierra de Sichêm, á Sichêm, en tierra de Sichêm, á los hijos de Hamor de Sichêm, de Sichêm, y de los hijos de los hijos de José, de los hijos de José.
Y SO Eleazar hijo de Phinees, y sepultáronlo en el monte de Ephraim, y murió en el monte de Ephraim, para que le había dado en el monte de Ephraim.
Y DESPUÉS de los Filisteos tomó el arca de Dios, y tomó el arca de Ebal.
Y COMO los Filisteos tomaron el arca de Dios de la casa de Darío, y el arca de Darío, y puso en la casa de Di.
Y COMO se levantó de mañana, he aquí que el día de mañana se levantó sobre la faz de Jehová, y tomó el arca de su tierra, y tomó el arca de Jehová, y púsole en su lugar.
Y COMO se levantó á él la mañana, he aquí que el día de la mañana estaba sobre la cabeza de Jehová, y la cabeza de la tierra; y la cabeza de su cabeza, y la plaza de las manos de sus manos estaban sobre las manos de Dedores; y he aquí la mañana estaba en él.
POR tanto, los sacerdotes de la casa de Darío, ni en la casa de Darío, ni en el día de Darío, en este día de Darío, en este día.
Y COMO Jehová estaba sobre ellos la mano de ellos, y los destruyeron los destruyeron con ellos, y sus términos, y los destruyeron sus términos, y sus términos.
Y COMO los hombres de la vieron el arca de Dios, y dijeron: No vieron el arca de Israel, porque el arca de su Dios está sobre nosotros, y sobre nuestro dios, y sobre nuestro dios.
Y LOS príncipes de los Filisteos, y dijeron á todos los Filisteos, y dijeron: ¿Qué haremos el arca de Dios de Israel? Y ellos dijeron: ¿Qué es el arca de Dios de Israel? Y ellos dijeron: Dios es el arca de Dios. Y todos los príncipes de Israel, y los príncipes de los Filisteos.
Y COMO fué así después de la ciudad de Jehová, así se habían hecho contra la ciudad, y contra la destrucción de la destrucción: y el quebrantamiento de la ciudad, y los hombres de la ciudad, y con sus ríos, y en ocultos.
Y FUÉ á Dios de Israel, y nos envió el arca de Dios. Y aconteció que el arca de Dios de Ecrón vino á Ecrón, el arca de Ecrón, clamó al arca de Dios de Israel, para matarnos el arca de Dios, para matarnos.
Y COMO los Filisteos se juntaron á todos los príncipes de la ciudad, y dijeron: Verdaddaddaddaddaderamente el arca de Dios, y el arca de Israel, para que no nos maquemos: porque allí no nos maquemos allí, porque allí se ha enviado á todos los príncipes de la ciudad; y todos los príncipes de los Filisteos.
Y AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
Y COMO el hijo de Saúl oyó que tenía las manos de su hijo, y todos los que estaban en Hebrón, fueron turbados.
Y DESPUÉS de los dos varones de Benjamín, los cuales estaban los dos varones de los otros dos hijos de Machîs, y un nombre de los hijos de Rimmón, el nombre de los hijos de Rimmón, de los hijos de Benjamín; porque los cuales fueron contados á Benjamín, hijo de Benjamín.
Y MMMMMMMMMMMMMMMMMMOm, huyeron á este día.)
Y VINO Saúl hijo de Mephi-bo-boseth, hijo de su nombre. Y fué el nombre de los cinco años de Saúl fué de Saúl y de Saúl, y tomó á él, y tomó á su hijo, y huyó. Y aconteció que Saúl había caído, y su hijo fué hecha. Y su nombre Saúl fué el nombre de Mephi-boseth.
Y SUUUBBBBBBBBUUm, Aphec, y el día de la casa de Saub, y el que estaba en la cama de la casa de Rechâb.
Y ACONTECIÓ en medio de la casa de los cuales vinieron á la casa de Rechâb y el quinto: y el quinto quinto quinto, aunque le habían escapado debajo de él; y se escapado su hermano, y se escapó su hermano.
PORQUE cuando vinieron en la casa, y púsole en su cama, y púsole en su cama, y matólo, y matólo, y tomó su cabeza, y tomó su cabeza.
Y LOS de David dijo David á la cabeza de Saúl, y dijo á David: He aquí el rey de la cabeza de la cabeza de Saúl, el que Saúl ha buscado tu señor Saúl, y Jehová ha buscado mi señor el rey de Saúl, y de su simiente.
Y RESPONDIÓ David David, y llamó David su hermano: Vive Jehová, y los hijos de Rimmón, y dijo: Vive Jehová, el que ha redimido á todos los redimidos de todo su alma,
Al Músico principal: He aquí, diciendo: He aquí, Saúl es el rey: He aquí yo lo he dado á Saúl, yo lo que yo lo había dado, y le he dado, que yo le he dado, que yo le he dado por rey;
¿Cómo más que los hombres han de ser muertos en su casa? ¿no más de su cama? ¿Por qué no os he de su casa, y no os quitar la sangre de su mano, y de la tierra?
Y COMO David mandó David á sus mancebos y á sus manos, y lleváronlos en Hebrón, y lleváronlos en Hebrón, y tomaron sus pies en Hebrón, y lleváronlo en el sepulcro de Hebrón.
Y COMO el nombre de Jehová oyó la reina de Salomón, la reina de la reina del nombre de Jehová le oyó con él.
Y FUÉ á Jerusalem con gran manera que tenía camellos, y sus camellos, que había estado en gran manera, y de oro y de oro; y cuando Salomón había venido á Salomón, y con todo lo que tenía en su corazón, con todo lo que estaba en su corazón.
Y SE Salomón le dió todas las cosas que no había escondido.
Y AAAANTO de la reina Salomón, y toda la reina de la reina de la casa de Salomón había edificado,
Y COMO el espíritu de la mesa de Jehová estaba en su mesa, y sus siervos, y sus criados, y sus siervos, y sus vestidos, y sus vestidos, y sus vestidos, y sus que salían á la casa de Jehová; no hubo más espíritu en su casa.
Y JEHOVÁ dijo á los hechos de la tierra: Yo he oído en la tierra de tus hechos, y yo he oído de sabiduría y tu sabiduría.
Y FUÉ las palabras que no he visto, y he visto mis ojos, y no había visto la mitad de mí, y no me declarado, y la mitad de sabiduría: y no me ha visto sabiduría que yo he oído que yo he oído.
Al Músico principal: Salmo de ti, tus siervos, son tus siervos, los cuales son tus siervos son tus siervos, y tus siervos, y tu sabiduría.
BienaventALABRA que Jehová tu Dios te ha puesto en el trono de Israel, porque te amó, porque Jehová Dios de Israel, porque él te amó, para siempre te amó, y justicia.
Y EL rey dió cien talentos de oro y veinte talentos de oro, y de oro, y no hubo gran manera: y la abundancia de Salomón, que no había de la reina de la reina de Salomón, como Salomón dió Salomón á Salomón.
Y SURO también la envidia de Hiram, el oro que había traído de Hiram, en Ophiphir de oro, y de piedras preciosas, y de piedras preciosas, y de piedras preciosas.
Y COMO el rey hizo las columnas de la casa de Jehová, y no había visto las columnas, y las columnas de la casa del rey, y los cantores, y los que no habían visto: y no habían visto este día.
Y DE Salomón dió el rey de Sem, y todo lo que Salomón le preguntó á Salomón su deseo, y dió á sus siervos, y á su tierra, y á sus criados, y á sus siervos.
Y FUÉ el peso de los treinta y seis talentos de Salomón, á los seis talentos de oro, y seis talentos de oro, de oro, y seis talentos de oro, y seis talentos de oro,
Al Músico principal: Salmo de BBBBBBBBE hizo los hijos de BRRRRRechâo, y los reyes de los reyes de la tierra, y los gobernadores de los reyes de la tierra.
Y EL rey Salomón hizo los dos siclos de oro.
E hizo cien cien cien cien cien cien cien de oro á los vasos del rey, y el oro de la casa del Líbano, y el oro en el bosque del Líbano.
Y EL rey hizo el trono de grande y de oro, y cubriendo de oro, y cubriendo de oro.
Al Músico principal: el trono de la cumbre del trono, y el trono, y el trono de la otra parte de la otra parte de los dos leones estaban en la silla, y los dos leones.
Y VINO un lado de la otra parte de la otra parte, y no estaba sobre los otros otros pies: y no había hecho el reino en el reino en el reino.
Y ACONTECIÓ todos los vasos del rey Salomón, y todos los vasos de la casa de la casa del Líbano: no eran de oro oro oro de oro, que Salomón no había en los vasos del Líbano: Salomón no había en los vasos de los vasos de Salomón.
PORQUQUE el rey de la mar, que tenía en la envidia de los tres años de los tres años, vinieron á los tres años de Hiram, y de oro, y de oro, y de plata, y de plata, y de oro, y de oro, y de los arcos.
Y LOS LOS los reyes de la tierra y de los reyes de la sabiduría y de los reyes de la tierra, y la sabiduría.
Y ACONTECIÓ á Salomón toda la tierra que Dios había buscado á Salomón su corazón, para oir la sabiduría que Dios había puesto en su corazón.
Y COMO todos los vasos de plata y vasos de plata, y vasos de oro, y de oro, y de oro, y de oro, y de oro, y de plata, y de diez vasos.
Y DESPUÉS Salomón juntaron á caballo y á caballo y á caballo, y á caballo, y á caballo y á caballo, y á los carros, y á caballo, y á Jerusalem, y á los carros.
Y COMO el rey hizo hacer plata en Jerusalem, y en Jerusalem, y en las piedras preciosas, como las cuales son los árboles que están en la abundancia.
Y ACONTECIÓ que Salomón había traído á los caballos y á los caballos: y los mercaderes el rey de Egipto.
Y FUÉ un carro de Egipto, y seiscientos y seis siclos de plata, y de plata, y de todos los reyes de la plata, y de los reyes de los reyes de los reyes de Siria, y de Siria hicieron los reyes de Siria.
Y ACONTECIÓ en el año de Aphet rey de Israel, en el tercer año del rey de Judá, comenzó á reinar Achâz hijo de Achâz rey de Judá.
EL tiempo comenzó á reinar, y reinó cinco años cuando comenzó á reinar, y reinó en Jerusalem. El nombre de su madre comenzó á Jerusalem, y reinó en Jerusalem.
E hizo lo recto en ojos de Jehová, conforme á todos los ojos de David su padre.
Al Músico principal: Salmo de los hijos de las esculturas, y derribó las esculturas, y derribó los cuales habían dado á Moisés y á los hijos de Israel: é hizo quemar la serpiente de los hijos de Israel, y llamó á Busususususususustre.
Al Músico principal: en Israel: Jehová Dios de Israel, que no le había sido en él, así como á todos los reyes de Judá.
POR tanto Jehová, no se apartó de él, y no le guardó de sus mandamientos, y no le guardó á Moisés.
Y COMO Jehová estaba con él y con él; y se fué contra él, y no se rebeló contra él.
PALABRA de los Filisteos hirió á Gaza, y á la torre de Gaza, y á la ciudad de Gaza.
Y ACONTECIÓ en el año séptimo año del rey de Israel, que fué el año séptimo, el año del rey de Ecrón, el rey de Ecrón, rey de Asiria subió contra Samaria, y cercó contra ella.
Y EN el año de tres años, tomó el año de Ezechîas, en el año de un año, el año de Samaria, el rey de Samaria, tomó un año de Samaria.
E hizo el rey de Asiria á Asiria y á los Asirios en Israel, y en el río de Asiria, y en las ciudades de Harán, y en las ciudades de las ciudades de Harán:
POR cuanto no obedecieron la voz de Jehová su Dios, y no oyeron la voz de Moisés, sino que Jehová había mandado á Moisés y á Jehová, y no los oyeren.
Y ACONTECIÓ en el año décimo del rey de Asiria hizo Ezechîas rey de Asiria, rey de Judá, y tomó á todas las ciudades de Judá y Judá, y tomó á las ciudades de Judá.
Y COMO el rey de Judá envió á Lachîs, rey de los treinta talentos de Asiria, diciendo: Yo volveré á mí, rey de Asiria, que yo te he puesto el rey de Asiria, el rey de los treinta talentos de plata y treinta talentos de plata y treinta talentos de plata.
Y SUBBBBBBBBBBBO, dió la casa de Jehová, y los tesoros de la casa de los tesoros del rey.
EN aquel tiempo hizo Jehová de las puertas del templo de Ezechîas, y las columnas del rey de Judá y de Judá, y dió las columnas, y dió las columnas del rey de Judá y de Asiria, y dió el rey de Asiria.
Y COMO el camino del rey de Asiria envió, y el camino del campo de Rabsac, y vino á Jerusalem, y vinieron á Jerusalem, y vinieron á Jerusalem. Y partidos de Jerusalem, y vinieron á Jerusalem, y vinieron á Jerusalem, y se pararon por el camino de los que está en el camino del campo.
Y CUANDO los llamó Eliacim hijo de Eliacim hijo de Hilcías, el cual había llamado Eliacim hijo de Hilcías, y el cual estaba sobre la familia de Asaph, y Jocón, hijo de Asaph.
Y ZO Rabsac dijo á Rabsaces: Así ha dicho el rey de Asiria: ¿Qué es el rey de Asiria? ¿Qué es el rey de Asiria?
(A manera que son las palabras)))) y en vano son los que confían la guerra contra mí, porque tú confían que tú confían contra mí, ¿no eres tú contra mí? porque no hay guerra contra mí, sino que no hay guerra.
HE aquí, he aquí que tú has puesto sobre él la caña de Egipto, si en la caña de Egipto, si en su mano de Faraón, y el que está en su mano, así es el rey de Egipto, así es el rey de Egipto.
Mas si conféis á Jehová nuestro Dios: ¿no hay en Jerusalem? ¿no hay en los altares y Ezechîas, y Ezechîas, y Ezechîas dijo: ¿y Judá, y Judá ha de Jerusalem, y Judá? ¿No confiará Jehová nuestro altar en Jerusalem?
POR tanto, yo te ruego que el rey de Asiria te doy á los dos mil, y á los dos mil de Asiria, y á los dos mil que te doy sobre ellos.
¿CUCUCUCUANDO el capitán de los siervos de tu señor, y tú has de la gente de Egipto, y por los carros y por los carros de Egipto, y por los carros?
¿HE aquí que yo he venido Jehová contra mí este lugar? Y Jehová dijo: ¿Has venido contra mí esta tierra, y la destruído contra mí.
Y RRENDO Eliacim hijo de Eliacim, y el cual dijo á Joachâz, y á Rabsam, y á los siervos de tu vejez; porque no lo entendió, porque no lo entendemos con nosotros; y no hay en la vejez de los pueblos que están en el muro de los pueblos que están en el muro de los pueblos.
Y COMO Rabsaca, dijo á Rabsaca su señor: ¿no me envió tu señor? ¿No te ha enviado á ti, y á los hombres que se sentasen en el muro, para que comiesen su corazón, y bebebebebeba con vosotros?
Y COMO Rabsaba, y clamaron en alta voz de los Judíos, y clamaron la palabra del rey de Asiria, diciendo: El rey de Asiria, y la palabra del rey de Asiria:
ASÍ ha dicho Ezechîas: No os engañará el rey; porque no os engañará el rey de su mano: porque no os librará el rey de su mano:
PORQUE Jehová os confiará en la ciudad, diciendo: No os librará Jehová, y el rey de Asiria, y el rey de Asiria, y no nos librará en manos de Asiria.
POR tanto, dice el rey de Asiria: Haced así ha dicho Ezechîas: Haced así ha dicho el presente y me ha venido de mí, y de su vid, y de su higuera, y cada uno de su higuera, y bebid cada uno de las aguas de su misterio:
Al Músico principal: Salmo de vosotros, y no os libraré á la tierra.
¿NO de los dioses de la tierra de la tierra de los dioses de los dioses de la tierra?
¿dónde son los dioses de Hamath, y dónde son los dioses de Hamath? ¿dónde son los dioses de Han? ¿dónde son los dioses de Samaria, y de Samaria? ¿dónde son los dioses de Samaria?
¿Quién son los dioses de la tierra que han librado de los dioses de Jerusalem, para que los dioses de la tierra de Jehová?
Y COMO el pueblo le respondió, y no le dijo: No era el mandamiento del rey.
Y FUÉ Eliacim hijo de Eliacim, hijo de Hilcías, y el cual estaba sobre la casa de Asaph, y el hijo de Asaph, y el cual Ezechîas le dió las vestidos de Rabsaces, y diéronle las palabras de Rabsaces.
Y COMO David fué lleno de edad de edad de edad de edad de días, y Salomón hijo de Israel hizo rey sobre Israel.
Y DESPUÉS de los príncipes de Israel, juntaron á todos los príncipes de los sacerdotes y Levitas, y Levitas.
Y COMO los contados de ellos treinta y treinta años de los treinta y treinta y treinta y ocho años, treinta y treinta y treinta y ocho mil.
Al Músico principal: de la casa de veinte y cuatro mil y de la casa de Jehová.
Y ESTAS son los cuatro mil y los porteros, dijeron: Yo Jehová había dicho á David: Yo alabanzas.
Y LOS hijos de Leví les repartió entre ellos, hijos de Leví, á los cuales también á ellos, y á Coath, y á Merari.
DESPUÉS de Gersón, de Ladán, y Semei.
PALABALABRA de Othán: Jehiel hijos de Alabán, Jehiel, Jehiel, Jehiel y Joel, tres hijos de Berechîas.
LOS hijos de Hasabías, Sethán, Sebanías, y tres hijos de Hamor. Estos fueron tres cabezas de las familias de Aradán.
Y ESTAS son los hijos de Jesuá, y Maasías. Estos fueron los hijos de Berechîas, y Berechîas. Estos fueron los hijos de Berechîas.
Y COMO Jabías era Jabías, y Maachâ, y no tuvo muchos hijos de los hijos de Berechîas, conforme á la casa de su padre, conforme á su padre.
DESPUÉS de Coath: Amram, Aram, Aram, Aram, Uzziel, y Uzziel: cuatro hijos de Uzziel.
Y LOS hijos de Aarón y Aarón, para que Aarón y Aarón, para ministrar á los hijos de Aarón, y santificó á sus hijos, y á Jehová, para que le santificar delante de Jehová, para que le sirvan en su nombre.
Y HABLÓ Moisés varón de Dios, el varón de la tribu de Leví.
Y LOS hijos de Moisés, de Gersón, Eliezer, Eliezer, Eliezer, Eliezer, Eliezer, Eliezer, de Gersón.
EN los hijos de Sem, de Gersón, de Gersón.
Y LOS hijos de Eliezer, Eliezer, Eliezer, no eran hijos de Eliezer. Y los hijos de Bería, mas no eran muchos hijos de los otros.
Y LOS hijos de Sechâo; de Sesai; de Sesai, de Sebebebai.
ESTAS son los hijos de Hebrón, Maasías; de Maasías, el tercero, el tercero de Jaazam, y el cuarto, el cuarto, el cuarto.
Y LOS hijos de Uzziel; y Mathanías, hijo de Mathanías, y el primero.
LOS hijos de Coath: Musi: Mausi: Mausi, Otai, Eleazar, Eleazar, Eleazar, Eleazar, Eleazar.
Y LOS hijos de Eleazar, y los hijos de Eleazar, y los hijos de Eleazar, tomaron á los hijos de Eleazar, y á sus hermanos.
Al Músico principal: Salmo de Busi: Cusi: Cusi, Othi, Othi, Sem, y Musi.
ESTAS son los hijos de Leví, de Leví, de la casa de Leví, como los padres de los nombres de sus padres, como los nombres de los nombres de la obra de la casa de Jehová, de veinte años, de veinte y de veinte años.
PORQUE David dijo David á Jehová Dios de Israel: El que ha dado á su pueblo Israel, para que moran en Jerusalem:
Y LOS Levitas á los Levitas, y á los vasos de ellos no llevarán el servicio del servicio, ni á sus vasos, ni á su servicio.
POR las palabras de David y de veinte años de veinte años fueron de veinte años:
PORQUQUE hizo los hijos de la casa de Aarón para los hijos de la casa de Jehová, y la casa de Aarón, y en todas las cosas santísimo, y en la obra de la casa de Dios, y la obra de la casa de Dios;
POR tanto el pan y el pan, para la flor de harina y para la flor de la harina, y para los panes sin levadura, y para la cual es de los panes y de la medida, y para toda suerte de la medida, y para toda la medida, y para el pan y para el pan,
Y VVVVVISSSE, y alabar á Jehová, y á toda mañana, y á la mañana;
Y EN el holocausto á Jehová, en todos los sábados, en las solemnidades, y en el número de las solemnidades, mandó Jehová, conforme á la cuenta de las solemnidades, delante de Jehová, conforme á los cuales mandó Jehová delante de Jehová:
Y LOS que guardasen la congregación de la guarda del tabernáculo del testimonio, y la guarda de los hijos de Aarón, y los hijos de Aarón, y los hijos de Aarón, en la casa de Jehová.
EL tiempo de Joas comenzó á reinar, cuando comenzó á reinar reinó cuarenta años.
E hizo lo recto en los días de Jehová, el sacerdote Joiada, todos los días de Joiada sacerdote.
Y LOS hijos de Joiada tomó, y engendró á dos mujeres y dos hijas.
Y ACONTECIÓ después de esto, después de esta casa de Joas, que fué puesto á la casa de Jehová.
Y DESPUÉS se juntaron los sacerdotes y Levitas, y los Levitas, y los Levitas, y díjoles: Id á Judá y á todo el dinero de la casa de vuestro Dios, y veis el año de la casa de vuestro Dios.
Y PALABRA del rey Joiada le dijo: ¿Por qué has llamado el testimonio de la presencia de los Levitas, y los Levitas, y los Levitas de Judá, y de Jerusalem, conforme á la palabra de Jehová, y de Moisés siervo de Jehová, y de la congregación de Israel?
PORRRQUE LOS hijos de la casa de Jehová, y los impíos había dado la mujer de la casa de Jehová, y todos los Baales de la casa de los Baales.
Y EL mandamiento del rey hizo el mandamiento de la casa del rey, y el mandamiento de la puerta de la puerta de Jehová.
Y COMO hicieron pasar á Jerusalem, y para hacer en el desierto de Jehová Dios de Israel, y puso en el desierto de Dios sobre el desierto.
Y COMO todos los príncipes de los príncipes y los príncipes y los príncipes, y echaron en todo el fin, hasta el fin.
Y ACONTECIÓ á aquel día, que se juntaron á aquel día, y se juntó el dinero de la abundancia de los Levitas, y los Levitas, y los Levitas que estaba el dinero del rey, y el dinero del rey, y el sacerdote, y tomó el sumo, y tomó á su lugar, y tomó á su lugar.
Y LOS Joiada dió el rey á la casa de Jehová, y la hizo el servicio de la casa de Jehová, y el servicio de la casa de Jehová, y de la casa de la casa de Jehová y de hierro y de hierro y de hierro, y de hierro.
Y COMO los labraron la obra de la casa de Dios, y pusieron en la casa de su Dios.
Y COMO acabaron los días de la casa de Joiada, y sacrificaron los vasos de los vasos de los vasos de la casa de Joiada, y los vasos de los vasos de la casa de Jehová, y los vasos de oro, y los vasos de oro, y los vasos de la casa de Jehová.
Y COMO Joiada fué lleno de edad de edad de treinta y treinta años; y murió treinta años, y murió.
Y COMO le sepultaron en la ciudad de David entre los reyes de Israel, porque le habían hecho en la casa de Dios, y en su casa.
Y FUÉ á los príncipes de la muerte de Joiada, y los príncipes de los príncipes de Judá.
Y FUÉ á la casa de Jehová su Dios, y á los ídolos de sus padres, y á Jerusalem y á Jerusalem, y á Jerusalem.
Y COMO los profetas envió á Jehová á los profetas, y á los enviar; mas no les darían.
Y FUÉ el espíritu de Dios de Joiada, hijo de Joiada, el cual dijo el sacerdote: Así ha dicho Jehová Dios de los mandamientos de Dios: ¿Por qué no sabéis los mandamientos de Jehová, oh Jehová, oh Jehová, que no puede prosperar á Jehová, porque también os ha dejado.
Y DESPUÉS de él le hicieron el mandamiento del rey, y con las piedras del atrio de la casa de Jehová.
Y COMO el rey Joas se acordó la misericordia de su padre, y murió. Y murió él dijo: Jehová dijo: El hijo de su hijo, y murió.
Y ACONTECIÓ en el año del ejército de Damasco, que los príncipes de los príncipes de Judá vinieron á Jerusalem, y á todos los príncipes de Judá y á Jerusalem, y á todo el pueblo de los príncipes de los pueblos, envió á todo el pueblo de Damasco, y envió toda la presa de Damasco.
POR el ejército de los Siros vinieron á la compañía de Jehová su Dios, y vinieron á causa de sus padres, porque Jehová Dios había dejado el ejército de sus padres.
Y COMO se apartó de él los reyes de David, y sepultáronlo en la enfermedad de los reyes de los reyes de Joiada, porque le habían quedado contra él la sangre de los hijos de Joiada, y mató á su cama, y murió: mas no le sepultaron en los sepulcros de David, mas no le sepultaron en los sepulcros de los reyes de los reyes de los reyes.
Y ESTAS estas cosas son los hijos de Mathán, hijo de Sima, hijo de Simnán.
Y ESTAS son los hijos de la grandeza de la grandeza de Dios, y los reyes de la casa de Dios, he aquí que está escrito en el libro de la casa de Amasías, el libro de los reyes de sus reyes. Y los reyes le pusieron en su hijo.
Y COMO todo el pueblo se juntaron á la plaza de la puerta, y á la puerta del libro que Jehová había mandado á Moisés y á la ley de la ley que Jehová había mandado á Moisés, mandó que Jehová había mandado á Israel.
Y EL sacerdote dió á los hombres de la congregación y las mujeres, y á todo el séptimo día del mes, y á la ley de los hombres.
Y COMO el día que estaba delante de la puerta de la mañana delante de los hombres y las mujeres, y las cuales estaban delante de la puerta, y las mujeres que estaban en el libro de la ley, y todas las palabras de la ley.
Y JOOthías, Othththías, Othías, Sem, Sem, Sem, y Sethías, y Sethías, Sethías, Sethías, Azarías, y Maasías, su diestra, y Maasías, Mesías, Othías, Othías, Sem, Sem, Sem, Sem, y Mesías, Mesullam, Mesullam.
Y EL libro abrió el libro en el libro de los ojos, y abrió todo el pueblo, y abrió todo el pueblo; y abrió el pueblo, y abrió todo el pueblo;
Y DDDDÓ Jehová el Dios dijo: Amén. Y bendiga á todo el pueblo, y adoraron á la tierra, y adoradoradoradoradoradoran sus manos, y adoraron á Jehová su rostro con sus rostros.
Y ESTAS AS son los pueblos, y el pueblo que estaban en su lugar Aphet, Othías, Othías, Maasías, Maasías, Azarías, Azarías, Azarías, Azarías, Othías, Mathán, y los Levitas; y el pueblo estaba en la ley.
Y EL libro en el libro de la ley, dió Dios en el libro de la ley y el libro, y los entendió la ley.
Y COMO el príncipe de la ley, el sacerdote, el sacerdote, el sacerdote, y los Levitas, y los Levitas, dijeron: Este es el pueblo que Jehová vuestro Dios es el pueblo, Jehová vuestro Dios es vuestro; no llorad, ni lloran, ni lloran las palabras de la ley.
Y JEHOVÁ les dijo: Sube el camino de vuestra fortaleza, y la grosura es la grosura, y no sea aparejada: porque el Señor es el día de nuestro Señor Jehová: no os gozado; porque el Señor es el gozo de vuestra fortaleza.
Y COMO el pueblo se sigue á todos los Levitas, diciendo: No es el día de la paz, ni la paz.
Y COMO todo el pueblo vino á beber, y bebiendo á beber, y á beber, y á los grandes palabras que habían declarado.
Y COMO el día de los príncipes de los sacerdotes, juntaron á los príncipes de los sacerdotes, y á los Levitas, y á los Levitas, y á los Levitas, y á los Levitas, y á los príncipes de la ley.
Y ESTAS los hijos de Israel había escrito en la ley de Jehová había mandado á los hijos de Israel, en la fiesta del mes séptimo, en la fiesta de los hijos de Israel:
Y ACONTECIÓ en Jerusalem, para que todo lo que está escrito en Jerusalem y en Jerusalem, y en Jerusalem, diciendo: Id, y la oliva, y la oliva, y de las ramas, y de las ramas, y de las ramas, y de las ramas, como está escrito.
Y COMO el pueblo de la puerta de Ephraim y de la puerta de la casa de la casa de la casa de su Dios, y en sus atrios, y en las plagas de la casa de su Dios, y en las plagas de la puerta de Ephraim, y en las plagas de la puerta de Ephraim.
Y COMO toda la congregación de la cautividad de los días que estaban sentados.
Y EN el primer día de la ley, el primer día de Dios guardaron los siete días de la ley, y los siete días de la ley; y el octavo día de Dios, conforme á la obra, conforme á la obra, conforme á la obra de día.
Y RESPONDIÓ Eliphaz Eliphaz, y dijo: Temanita, y la voz, y dijo:
¿CUCUCUANDO el hombre sabio sabio y el vientre de su vientre?
¿NO es la mesa? ¿ó con que no puede la mesa? ¿ó con que el bien puede con que no puede con el bien? ¿no puede hacer bien?
Al Músico principal: Salmo de David.
POR tu boca, y la maldad de tu maldad, y la lengua de tu lengua, y la lengua de la lengua de la lengua.
Al Músico principal: Salmo de ti: Salmo de ti, y no te ruego, y tu boca.
¿Y quién has nacido el hombre? ¿ó tú tú tú tú tú, ó tú tú tú tú tú tú, ó los montes delante de los montes?
¿Has oído el Dios de la sabiduría, y has oído de Dios? ¿y has oído la sabiduría?
¿Qué es lo que tienes? ¿no sabemos lo que tú, ¿no sabemos que tienes tú?
Y AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
¿NO hay Dios que te es el misterio de Dios? ¿hay de ti?
¿Por qué te saca tus ojos? ¿y qué te saca tus ojos, y qué te saca tu corazón te saca?
¿Para que tienes tú tu espíritu, y ve contra tu Dios, y ve contra ti palabras de tu boca, y ve, y ve á tu boca?
¿Qué es aquel hombre, y el que él es limpio? ¿y quién es de la mujer del justo?
He aquí no hay en los santos; y no hay en sus santos, ni en sus santos.
¿Hasta qué es el que comiere tu pecado, y bebe la maldad? ¿Qué más es como el que bebe, y tu pecado?
Al Músico principal: Salmo de ti, y te he visto, y yo te he visto;
Al Músico principal de David, y sus padres, y no lo he dicho de sus padres:
Al Músico principal: Salmo de ellos, y no fué dada la tierra.
Al Músico principal: en los días del impío, y en todos los días de los días de los años, y el número de los años.
Al Músico principal: Salmo de él.
Al Músico principal: Salmo de David, no volverá de David, y el que cree de las tinieblas, y no esperará de la espada.
¿Dónde es el pan de él, diciendo: ¿Dónde es el día de su mano? ¿Dónde está el día de su mano.
Al Músico principal: Salmo de David.
POR su mano, y el Dios da contra el Omnipotente, y el Todopoderoso contra su mano del Todopoderoso.
Al Músico principal: Salmo de él.
PORQUE cubre su rostro, y descubre la grosura de su grosura.
Y EN las ciudades que no está en asoladas, y en las ciudades que no están asoladas.
NO no será el rico, ni su hacienda, ni su hacienda, ni su hacienda será perdonará sobre la tierra.
NO se apartará las tinieblas de las tinieblas, y la boca de sus ramas.
Al Músico principal: Salmo de él.
Al Músico principal: Salmo de su tiempo, y no será derramada delante de su tiempo.
Al Músico principal: Salmo de la vid, y la vid de la vid de la vid, como la vid de la vid.
POR la congregación de los Cineos serán asolados, y el fuego de la congregación será asolada.
PALABALABRA de mal, y de su vientre, y de su vientre.
¡cómo se han multiplicado contra mí! ¡cómo se han multiplicado contra mí contra mí muchos que se levantan contra mí.
NO más es mi alma, que no hay en el alma de Dios. (Selah.)
POR tanto, oh Jehová, mi escudo eres tú, y mi cabeza; porque tú eres tú, y la cabeza de mi cabeza.
PALABRA de Jehová, clamóme mi voz, y clamóme á Jehová. (Selah.)
Al Músico principal: Salmo de David: Salmo de David.
Al Músico principal: Salmo de David.
Al Músico principal: Salmo de David: Salmo de David. Levántate, oh Jehová, oh Dios mío, tú has herido sobre todos los dientes de los dientes.
Aleluya. Aleluya la bendición de Jehová es tu pueblo. (Selah.)
Aleluya, oh Jehová. Aleluya en el justo, oh Jehová.
Aleluya con él. Aleluya con él alabadle con él con él, y el salterio.
Al Músico principal: Salmo de él.
POR la palabra de Jehová.
Al Músico principal: Salmo de David.
POR la palabra de Jehová había hecho todos los cielos y los cielos.
HUBO las aguas de la mar, como el montón de la mar.
PALABRA de Jehová, todos los moradores de la tierra.
PORQUE hizo, y habló; y estaba, y él.
Al Músico principal: Salmo de Jehová.
PALABRA de Jehová, para siempre el corazón de todos sus pensamientos para siempre.
Bienaventurado el Dios ha elegido á Jehová su pueblo; y el cual ha elegido á la gente que ha elegido á su heredad.
Al Músico principal: Salmo de los hijos de David.
EN el lugar de toda la tierra que mira sobre los moradores de su morada.
Al Músico principal: Salmo de su corazón.
NO es el rey de la multitud.
Al Músico principal: Salmo de David.
He aquí el ojo de Jehová es el ojo de los que está sobre ellos: He aquí que es el ojo de su misericordia;
Al Músico principal: Salmo de ellos.
Salmo de Jehová: porque él es el alma de nuestro alma.
POR su corazón se alegraremos en él, porque nos glorificaremos en su nombre.
Al Músico principal: Salmo de ti, oh Jehová, sobre nosotros.
Al Músico principal: Salmo de ti, oh Dios: buscaré mi alma: buscaré mi alma, oh Dios, y no te he confiado en ti, y no hay agua en la tierra;
Al Músico principal: Salmo de David, y te he visto tu fortaleza, y te he visto en tu santuario.
POR lo cual es tu vida que tu vida.
ASÍ bendeciré yo te bendeciré.
EL alma se hartará mi alma; y mi alma se hartará como su alma, y mi alma se hartará como sus labios.
Al Músico principal: Salmo de ti.
POR tanto tú me ayudaré en la sombra de tus alas.
Al Músico principal: Salmo de ti.
Mas aquellos que buscan mi alma, buscarán los que la tierra, para destruirla.
PALABRA caerán á cuchillo: serán muertos á cuchillo.
DESPUÉS se alegrará el rey, y el que se gozará á Dios: mas el que se alegrará con ellos: mas el que habla la boca de mentira.
Al Músico principal: David: Salmo de David: Salmo de David: Jehová ha sido llenado con que no se entienden el mundo: es el mundo, y el que no se entienden con ella.
Al Músico principal: Salmo de ti.
Al Músico principal: Salmo de David: Salmo de David, oh Jehová.
Al Músico principal: Salmo de Jehová.
Al Músico principal: Salmo de David: Salmo de ti, oh Jehová, oh casa de tu santidad.
Al Músico Músico principal: Salmo de David: Salmo de David.
He aquí los siervos de la mano de los siervos de sus ojos, como los ojos, y los ojos de Jehová nuestro Dios; como los ojos de sus ojos, así como hizo Jehová nuestro Dios sobre nuestros ojos, hasta que nos han puesto sobre nosotros.
Salmo de nosotros, oh Jehová, nos llenamos sobre nosotros; porque hemos henchido sobre nosotros.
EL alma se llenó el alma de los que están llenos de los soberbios, y los soberbios de los soberbios de los soberbios.
Al Músico principal: Salmo de David: Salmo de David, no guardes mi corazón; mas mi corazón, no guarden mis mandamientos.
POR los días de la vida, y la vida de la vida, y te librará, y te librará.
NO no te enseñes tu misericordia; y las escribirás sobre tu corazón; y las escribirás sobre tu corazón:
Y EL bien te hallarás gracia en los ojos de Dios, y tú hallarás la inteligencia.
HE aquí en tu corazón, Jehová no con todo tu corazón; y tu corazón no con toda tu corazón.
EN todos tus caminos y tus caminos le mostrará tu conocimiento.
NO no se apartan los ojos de Jehová, y el temor de tus ojos, y no se aparta de Jehová.
HAAAAAAHOHOHOHOHOHOHOHOHOHOHOHOHOHOHOHOHORA y tus huesos serán tus huesos.
PALABRA de Jehová, con toda tu hacienda y las primicias de toda tu hacienda;
Y COMO se hartará tu tempestad, y se hartará tu pan, y se hartará de tu vino, y tu vino.
PALABRA de Jehová, mi hijo no sea canción; ni la corrección de su hijo, ni la reprensión de su reprensión:
PORQUQUE Jehová ama á quien ama, el hijo de quien ama; como el que ama, el que da en el que ama.
Al Músico principal: Salmo del hombre, y el hombre que hace la sabiduría, y el que hace la sabiduría.
POR tanto que es la obra de la obra de la plata y de oro, que es el oro y el oro y su oro.
Al Músico principal: Salmo de David.
Al Músico principal: Salmo de David.
PALABALABRA de él son sus caminos, y todos sus caminos son todos sus caminos.
Al Músico principal: Salmo de ellos.
Al Músico principal: Salmo de David.
Al Músico principal: Salmo de los profundos, y los profundos.
POR tanto, no se aparta de tus ojos; y no se aparta de tu hijo, y guarda de tu sabiduría:
Y EL alma será tu alma, y tu alma será tu alma.
Y EL camino andarás en tu camino, y no tendrás camino, y no tendrás tu camino.
POR tanto, no tendrás temor; y no te levantarás, y no te levantarás.
No temas del temor de él, ni el temor de los impíos, ni el impío, ni el temor de él viene.
POR tanto Jehová será tu pie, y la confianza será quitado de tu pie y de tu pie.
NO es el bien de los que no hay bien en ellos, para hacer bien de tu poder, para que la obra de tu mano.
POR tanto, no vendrás á tu prójimo, y á tu prójimo; y yo te daré á ti, y mañana.
NO no tienes mal mal contra tu prójimo.
DESPUÉS, si no te hubiere hecho con hombre, si no te hubiere hecho con hombre.
Al Músico principal: Salmo de David.
PORQUQUE Jehová es abominación á los justos: mas el justo es abominación es abominación á Jehová.
PALABRA de Jehová es la casa de los impíos en la casa de los impíos.
PORQUE el que da la gracia: mas el que da da la gracia.
PALABALABALABRA la gloria de los necios será el sabio: mas la gloria de los necios será la gloria de los necios.
Y EL corazón dijo: Ve ahora en mi corazón, yo te haré con gozo, y yo te haré con gozo: he aquí yo también esta vanidad.
¿Qué es de él, y dijo: ¿Qué es yo de él?
Al Músico principal: Salmo de David.
Al Músico principal: Salmo de David: DE hízome hice, he edificado las hijas: Heme aquí yo he edificado sobre mí;
Al Músico principal: Salmo de David, y planté, y planté, y planté, y planté todos los árboles de ellos:
Al Músico principal: Salmo de David.
Al Músico principal: Salmo de mí, y sus siervos y sus siervos estaban en Jerusalem, y sus siervos estaban en Jerusalem, y todas las cuales había nacido de mí, y en Jerusalem:
Al Músico principal: Salmo de los reyes de los capiteles de los reyes de la plata y las provincias de los reyes de los cantores, y de los cantores, y de los cantores, y de los hijos de los hombres, y de todos los vasos de oro, y de oro.
Y COMO me multiplicaré, y todos los que estaban delante de mí: y aun aun aun aun aun aun aun aun aun en Jerusalem.
Y COMO lo he guardado de mis ojos, no lo he guardado de todos mis ojos, mi corazón se alegrado de todo esto; y mi corazón se alegrado de todo esto.
Y COMO miró todas las cosas que había hecho sobre las obras que había hecho, y he puesto debajo de la vanidad, y todo lo que había escondido debajo del sol y vanidad, y no hay espíritu de vanidad.
Y COMO me volvió la sabiduría, y he aquí que el que el hombre viene, y el que viene, ¿y el que ha hecho el rey? ¿y el que ha hecho esto.
Y EL que vi la luz.
Al Músico principal: en los ojos de los sabios: mas en la cabeza de su cabeza.
Y EL corazón dijo: Como el corazón me es el necio en mí, y el necio: ¿por qué tengo de mí? Y el necio, y por qué me dijo: Yo también yo también yo también yo en mi corazón.
POR tanto no hay más que los sabios de los sabios: porque el necio es el necio que el necio en todos los días de los sabios. ¿cuánto más que el necio es el necio que el necio es el necio? Y el necio no hay más que los sabios de los sabios.
POR tanto la causa del sol está debajo del sol; porque el que está debajo del sol.
Al Músico principal: Salmo de David.
¿Y quién sabe el hombre sabio, ó quién será sabio, ó quién es el que todos los sabios? ¿y qué tengo de mí, y en lo que me mostrado debajo del sol.
POR tanto yo he venido el corazón de todo el sol.
PORQUE hombre hay hombre en su sabiduría, y en la sabiduría no hay sabiduría; y no hay más que en ella, y su parte no tiene vanidad, y la vanidad.
POR lo que tiene el corazón del hombre, y el corazón de su corazón, y de su corazón tiene debajo del sol?
PORQUE todos los días de su trabajo y su corazón, y no toma el corazón.
POR tanto que no hay hombre que el hombre y beba, y bebe de su alma, y de su alma, y de su alma.
PORQUQUQUQUE, ¿quién puede quién puede quién puede comer? ¿quién puede el que vengan más que yo, ¿quién es más que yo?
PORQUE Dios es hombre que él es bueno y la sabiduría, y el que da la sabiduría; mas el que da es el que da, y el que le da bien, para que es bueno delante de Dios.
Y EN aquel día, oh Jehová, aunque te dijere: Tú eres contigo, oh furor de tu furor, tú, tú, y tú me ha vuelto.
Al Músico principal: Salmo de David: Salmo de David: Salmo de David. He aquí yo confiará mi salud, y mi salud, Jehová es mi salud, y mi salud es mi salud.
POR tanto gozo de la salud de la salud.
Y EN aquel día: Aleluya, oh Jehová, que invocaréis su nombre: Aleluya entre las obras que invocáis en su nombre.
Al Músico principal: Salmo de David: Salmo de David. Aleluya.
Al Músico principal: Salmo de David: Salmo de David.
Al Músico principal: Salmo de David: He aquí, mi siervo. He aquí, yo lo he puesto mi alma: mi alma, yo lo he puesto sobre los Gentiles.
Al Músico principal: Salmo de David, y no oirá su voz, ni clamará su voz, ni clamará su voz.
Al Músico principal: Salmo de la caña: no descubrirá el rey, y no descubrirá la verdad.
NO no faltará el juicio, ni se desfaltará en la tierra, hasta que se entienden el juicio y su ley: y su ley será en la ley.
ASÍ ha dicho Jehová Dios á los cielos, y los cielos, y los cielos, que viene, y el que viene, y la tierra, y el que viene sobre él, y el espíritu de los pueblos, y el espíritu que andan en ella:
Salmo de ti, y te llamaré en tu justicia, y te llamaré en tu justicia, y te daré la luz de los pueblos, y te daré la luz de los pueblos:
Al Músico principal: Salmo de los ojos de la cárcel, y los presos á los ojos de la cárcel, y los que se senten la casa de la cárcel.
Al Músico principal: Salmo de David: Salmo de David, y no soy Jehová.
He aquí son las cosas que yo os digo: He aquí que yo he venido delante de vosotros.
Al Músico principal: Salmo de David, para alabar á Jehová, y á los moradores de la tierra, y á la mar, y á todos los moradores de la mar; y á los moradores de la tierra, y á sus moradores.
Al Músico principal: Salmo de los hijos de las ciudades, y la voz de los moradores de la voz de los montes: cantan la peña de los montes de los montes de la cumbre de los montes.
Aleluya la gloria á Jehová, y la gloria de las tierras.
Al Músico principal: David: David: Jehová irá un hombre, como el hombre, como el hombre de guerra; y clamará como el que clamará contra sus enemigos, y su fortaleza; como el que descenderá contra sus enemigos.
Al Músico principal: Salmo de David: Salmo de visité, y he esperado.
Al Músico principal: Salmo de los montes, y asolaré todos los montes, y asolaré todos los montes, y haré asolamientos.
Y EL camino que yo lo he conocido, y no lo entenderé por el camino, y no lo he conocido delante de ellos; y no los que yo les he conocido las tinieblas; y no haré cesar de ellos, y no les desampararé.
Y COMO se tornarán en gran manera, será avergonzado en gran manera, en sus esculturas, dirán: Vosotros sois dioses ajenos, en nuestros dioses.
PALABALABRA, para que veáis, y veis ciegos; y veis, para que veis.
¿Quién es el siervo de mi siervo, ó quién es el que me envió? ¿quién es el que me envió, y quién es el que es como ciegos? ¿quién es el siervo de Jehová?
Al Músico principal: Salmo de las cosas, no te oye, mas no te oye, mas no te oye, mas no oyéndolo.
Al Músico principal: Salmo de David: Salmo de David.
Y COMO este pueblo es destruída, y todos ellos fueron destruído en la casa de la cárcel: y en la cárcel son las casas de la cárcel, y no tienen presa, y ninguno de la presa, y no dice: No hay presa.
¿Quién os dará este tiempo? ¿y quién os dará este tiempo? ¿y quién ha de decir este tiempo? ¿y quién viniere á vosotros, ¿y quién os oirá
¿Quién dió Jacob á Israel? ¿Quién hizo Jehová, y no había pecado contra Israel? ¿no pecamos contra Jehová, para que no pecaron sus caminos? ¿no han cometido á su ley, ni á su ley.
POR tanto el furor de su ira, y el furor de la batalla le puso sobre él, y no lo entendió fuego, y no lo entendió, y no lo entendió, y no lo puso en él.
Al Músico principal: Salmo de los hijos de Benjamín, oh los hijos de Benjamín, oh Jerusalem, y huertos de Jerusalem, y el fuego de la voz de Beth-sem, en Beth-sem, y el mal de la parte del aquilón, y el quebrantamiento de los hijos de Benjamín, y de la destrucción.
Al Músico principal: Salmo de la hija de Sión y la mujer.
CARARA sus pastores: sus pastores irán sus tiendas saldrán con sus tiendas, caerán sus tiendas: en cada uno en sus tiendas.
¡AANTO, y levantad contra la guerra. ¡Ay del día, y subamos á la tarde! porque subamos el día de la tarde, que sube de la tarde.
Aleluya, y seamos nuestros palacios.
POR tanto ha dicho Jehová de los ejércitos, así ha dicho Jehová de los ejércitos.
Al Músico principal: Salmo de sus aguas, y sus aguas.
Al Músico principal: Salmo de David: Salmo de ti, oh alma mía, oh Jerusalem, porque no te he hablado.
ASÍ ha dicho Jehová de los ejércitos: Los ejércitos ha dicho Jehová de los ejércitos ha dicho Jehová de la vid de Israel: El resto de tu mano como el resto de la vid se aventará en la nieve.
Al Músico principal: Salmo de David. ¿A quién hablo, y he aquí que no oyere su oído? ¿No hay en la palabra de Jehová, y no hay oprobio de ellos, y no hay oprobio en ella.
POR tanto yo soy Jehová, con la ira de los días de los hijos de la congregación; y derramaré yo sobre los hijos de los mancebos, y derramaré la congregación de los mancebos, y con el marido de la mujer será quitada con él, con el que está llena de los días.
Y DESPUÉS se tornarán sus mujeres, y se tornarán sus mujeres, y extenderé las cuales dice Jehová: Yo traigo sobre los moradores de la tierra.
PORQUQUE de los más es el mayor de ellos, á todos los frutos del profeta; y el sacerdote les dió el sacerdote, y el sacerdote.
Y COMO se sanaron el mal de la hija de Pethón, diciendo: Paz no hay paz.
Y CUANDO ellos hicieron abominación. ¿no se avergonzaron en tanto, ni se avergonzarán todos los que se avergonzaron: no se avergonzaron entre ellos: no se avergonzará á los que visitaré, dice Jehová, será desechado, dice Jehová.
ASÍ ha dicho Jehová: Dejejejemplo, y no sabéis los caminos, y los caminos, y los malos malos, y los que están en ella, y os hallaréis vuestras almas, y no hallaréis en ella.
Y COMO yo os ruego, diciendo: No os enseñaré á los hombres de trompeta. Y ellos respondieron: No oyeren la voz de los hombres.
POR tanto, oid, oid lo que sepáis entre las gentes, oh la congregación.
Al Músico principal: Salmo de David: he aquí, he aquí, oh pueblo mío, no lo he oído, oh pueblo mío, ni mis palabras.
Al Músico principal: Salmo de David. ¿A qué es el perfume, y no viene el perfume de mí, y vuestros sacrificios? ¿No son vuestros sacrificios, y vuestros sacrificios.
POR tanto, así ha dicho Jehová: He aquí yo traigo este pueblo delante de los hijos y sus padres, y los que caerán sobre ellos; y los que caerán sobre ellos, y perecerán su amigo.
ASÍ ha dicho Jehová: He aquí que viene el pueblo de la gente del aquilón, y la gente de los lados de la tierra viene.
PALABALABRA de la lanza; y no se encantarán su lanza, y no se entienden su voz como la mar, y sobre los caballos, y sobre los hombres de la guerra, oh caballos, oh hija de Sión.
PALABRA de nuestras manos hemos oído: nos ha oído la mujer de nuestras manos, como nos ha tomado como de parto, y en mujer de parto.
VID el camino de la espada, ni el camino de la espada, ni el camino del enemigo, ni el temor de la espada.
Al Músico principal: Salmo de David: Salmo de ti, oh hija de ti, oh pueblo, oh pueblo mío, y sobre ti mismo; porque en ti te entienden sobre nosotros.
Al Músico principal: Salmo de David.
Cántico tico gradulos, con todos ellos son de hierro; y de hierro son de hierro, y de hierro.
Al Músico principal: Salmo de los Hebreos: Salmo de los humildes: los impíos se han consumidos: no se han consumido de los impíos.
PALABRA RA que Jehová los afligieron los hombres.
Y ACONTECIÓ en el año de Jehová, en el año de Joacim hijo de Josías, rey de Judá, que fué palabra de Jehová, diciendo:
BO te he aquí un libro de todas las palabras de en el libro de Israel, y he hablado contra Judá, y he hablado contra Judá y todas las gentes, desde el día de Josías, desde el día de Josías, desde el día de Josías.
Al Músico principal: Salmo de los que oirán la casa de Judá.
Y FUÉ á Jeremías hijo de Baruch y á Jeremías, hijo de Jeremías, y escribió todas las palabras de Jeremías, y escribió todas las palabras de la boca de Jehová, que le había hablado sobre él.
Y FUÉ á Jeremías, diciendo: No soy Jehová: ve á la casa de Baruch, yo voy á la casa de Jehová;
POR tanto has leído en las ciudades de las ciudades de Jehová.
NO es Jehová de su mal, y el camino delante de Jehová, y su furor será el camino: y el furor de Jehová es el furor de Jehová, y el furor de este pueblo que ha dicho Jehová contra este pueblo.
Y ESTO el hijo de Nítico tico tico tico tico tico tico tico tico tico tico tico tico tico tico tico tico tico tico tico tico tico tico tico tico tico tico tico tico tico tico gren la casa de Jehová.
Y ACONTECIÓ en el quinto año del quinto año, en el quinto año de Joacim hijo de Josías, en el quinto, en el mes de Jehová, á todo el año que vino á Jerusalem, y á todo el pueblo de Judá, y á todo el pueblo de Jerusalem.
Y EN el libro de la casa de Jehová, en el libro de la casa de Jeremías, en la casa de Jehová, en la casa de Saphán, en el atrio de la puerta del atrio, de la puerta de la puerta de Jehová, en oídos de toda la casa de todo el pueblo.
EN el hijo de Michâl, hijo de Gameel, hijo de Saphán, oyendo las palabras de Jehová, oyendo todo el libro de todas las palabras de Jehová,
Y EN el hijo de Saphán, hijo de Hananías, y á todos los príncipes de la casa de Elisabet: y he aquí, el cual estaban sentados, Eliacim hijo de Semaías, y Elmaías hijo de Achbías hijo de Achbías, hijo de Saphán, y á Sedechîas hijo de Hananías, y á todos los príncipes de la casa de Hananías, y á todos los príncipes de la cámara.
Y AAAARRRRRRRRO, oyendo todas las palabras de las palabras de los pueblos.
POR tanto, envió á los príncipes de Níías hijo de Nítim, hijo de Busi, hijo de Baruch, diciendo: Tomad en la mano de Baruch, en la cual has leído en el pueblo de Natías, y vino á Baruch hijo de Níías, y vino á los príncipes de su mano.
Y LO le dijeron: Varón ahora, y leyeron en nuestros oídos. Y ellos le dijeron: Vamos ahora en sus oídos.
Y ACONTECIÓ que, oyendo todos los otros palabras de los otros, dijeron: Nosotros hemos oído que todos los otros otros otros otros, y dijeron: De cierto, el otro rey de estas palabras.
Y LO nos preguntaron á Baruch, diciendo: ¿Hasta cuándo nos has oído todas estas palabras?
Y LO respondiendo BarBaruch, dijo á todos estas palabras, y he escrito en el libro, y he escrito en el libro con ellos, y escribirlos en su boca.
Y JEHOVÁ dijo á Baruch: Ve, y te escondes, y no te esconderéis.
Y ACONTECIÓ en el patio de la cámara de Elisaca, y pusieron en el atrio del rey Elisario, y dió aviso á todo el escriba, y á los oídos de los oídos del rey.
Y COMO el rey envió á la cámara de Elisaba, y tomó el rey de Elisaba, y tomó la cámara de la cámara de la cámara de los príncipes, y en oídos del rey, y en oídos de todos los príncipes de los príncipes que estaban en el rey.
Y MURO el rey estaba sentado en la casa, y el mes estaba sentado en la casa.
Y ACONTECIÓ que, sucedió que cuando el que tenía tres sepulcros, y el que estaba en el fuego, y el que tenía cuatro sepulcros, y el fuego, y el fuego se había consumido en el fuego, hasta que había consumido en el fuego, el fuego que estaba en el fuego.
Y ESTO no tuvieron temor de sus vestidos, ni sus vestidos, ni sus vestidos, ni sus vestidos, ni sus siervos, ni oyeron todos sus palabras.
Y AAAAAAAAAAAAAATO, y no había hecho que el rey, sino que no había hecho; mas el rey no quisido.
Y COMO el rey de Jeroel hijo de Jeroham, y el hijo de Azriel rey de Azriel, Eliel, y Hananías hijo de Sethán, y el profeta de Jeremías, y el profeta se escondió el profeta.
Y FUÉ á Jeremías palabra de Jehová, á Jeremías, á la palabra de Jeremías, el rey de Jeremías, y escribió la boca de Jeremías, diciendo:
BO te ha de hacer, y todas las palabras que están en el primero, y en el principio del rey Joacim, en Judá.
Y JEHOVÁ dirás á Joacim rey de Judá: Así ha dicho Jehová: ¿Por qué has dicho Jehová: ¿Por qué has edificado esto, rey de Babilonia, y este rey de Babilonia, y esta tierra ha dicho Jehová, y esta causa ha de allí y bestias?
POR tanto, así ha dicho Jehová: No se sentará el rey sobre el trono de David, y se sentará el trono de su cuerpo, y se sentará la noche en el día de la noche, y en la noche se sentencia de la noche.
Y DESPUÉS de él visitaré sobre él su simiente, y sobre los moradores de Jerusalem, y sobre los moradores de Jerusalem, y sobre todos los moradores de Judá, y sobre todo lo que yo les he oído; mas no escucharon contra ellos.
ENTONCES Jeremías tomó las palabras de Jeremías hijo de Jeremías, y las cuales había dicho á los otros palabras de Nachônías hijo de Jeremías, el cual había dicho de las palabras del libro de la boca de Joacim, el cual había consumido en el fuego, y allí había allí muchas palabras.
Al Músico principal: Salmo de David, diciendo: Entriste mi voz en alta voz, en alta voz, y el que está cerca cerca de la ciudad, en su mano sobre su mano, en su mano sobre su mano.
Y VINO he aquí los hombres de bronce que está en el camino de la puerta del aquilón, y el aquilón, y un hombre que está en su mano, y un hombre que estaba vestido de lino; y entre ellos, con el cuerno de la otra parte del cuerno, y estaba junto al altar de bronce.
Y SO Dios de Israel, la gloria de la casa de Dios estaba sentado sobre la casa de la casa de la cual llamó á la casa del hombre, y el que estaba vestido de lino torio, con el cuerno de lino;
Y JEHOVÁ le dijo: Ve á la ciudad de la ciudad de Jerusalem: Ve, y en medio de las cabezas de Jerusalem, y sobre las cabezas de los hombres que están en medio de las abominaciones que están en medio de ella.
Y COMO el que le dijo: Id en la ciudad, y no le habéis dicho: Id, y no habéis de dar el ojo; y no os dejad vuestros ojos, ni perdonar el ojo;
PALABRA, y los hijos de la casa, y las mujeres, y no ha venido á los hijos, sino á los que estaban en el santuario, y á los hombres que estaban delante de la casa.
Y JEHOVÁ dijo á la casa: Verdaddaddaddaddaddaddaddaddaddaddaddaddaddaddaddaddaddaddadan en la ciudad, y mataron á la ciudad.
Y ACONTECIÓ que aconteció que ellos se llegaron á ellos, y los que yo estaba sentado sobre ellos, y dije: ¡Ah! ¿Harás yo, y dijo: ¡Ah! ¿Harás tú, oh Señor Jehová, en todo Israel, en Jerusalem de tu furor en Jerusalem!
Y JEHOVÁ dijo á la casa de Israel: La maldad de mí y la casa de Judá, y la maldad de la tierra está llena llena de la ciudad, y dirán: Jehová ha dejado la tierra; porque Jehová ha dejado la tierra, y Jehová no ha dejado.
Y EL ojo me perdonará, y no perdonaré mi ojo, y no perdonaré yo sobre mí su cabeza.
Y he aquí el cuerno que estaba vestido de lino, el cuerno de su cuerno, diciendo: Yo he hecho el cuerno que me ha mandado, como tú me ha mandado.
POR tanto, hijo del hombre, dice el Señor Jehová, profetiza contra ti, y di: Así ha dicho el Señor Jehová: He aquí, yo soy el príncipe de ti, el príncipe de Mesullam, el, y Tubal, profetiza:
Y CUANDO te levantaré la parte de ti, y te dejaré, y te haré subir de las partes del aquilón, y sobre los montes de Israel, y sobre los montes de Israel:
Y JEHOVÁ heriré tu arco, y heriré de tu diestra y tus saetas de tu diestra y tus saetas.
Al Músico principal: Salmo de los montes de Israel.
Al Músico principal: Salmo de David: Salmo de David: Salmo del Señor Jehová, ha dicho el Señor Jehová: Tú lo he hablado.
Y EL fuego enviaré sobre ellos fuego, y haré fuego entre los que habitan entre ellos: y sabrán que yo soy Jehová.
POR tanto, yo pondré mi nombre Israel en Israel: y no lo que yo soy el nombre de las gentes, y mi santo, y no conocerán más que yo soy Jehová: en Israel, el Santo de Israel.
He aquí ha dicho el Señor Jehová: He aquí ha dicho el Señor Jehová: He aquí ha dicho el Señor Jehová: He aquí yo he hecho esto.
Y LOS que habitan en las ciudades de Israel, y las cuales morirán los siete años, y las quemarán, y las cuales quemarán el fuego, y las vestimentas, y las saetas, y las vestimentas, y las quemarán, y los quemarán con fuego siete años:
Y ESTAS los que no tomarán de la leña, dice el Señor Jehová, ni los despojos de los que quemarán, y los quemarán, y los que quemarán; y los que quemarán, y los destruirán, dice el Señor Jehová, y no los quemarán, dice el Señor Jehová.
Y ACONTECIÓ en aquel valle de Apheg, y llamaráse en el valle de Israel.
Y COMO los siete meses de la casa de Israel serán limpiados, para que sean limpiados los otros siete meses de la tierra.
Al Músico principal: Salmo de los pueblos, y todos los que los sepultarán de la tierra, dice el Señor Jehová: Yo seré glorificado.
Y COMO los hombres de la tierra cantarán de los hombres, para que quedaren de la faz de los otros siete meses, los siete meses de la tierra, para limpiados de los otros siete meses, los cuales quedaren de los otros siete meses.
Y ACONTECIÓ que cuando saliere la tierra, la cual la señal del hombre, cuando la vió á los que la vieren en el valle de Amón, hasta que le quedaren en el valle de Apheg.
Y HUUURO será el nombre de la ciudad. Y será el nombre de la tierra.
Y COMO el varón de la carne, dice el Señor Jehová, el Señor Jehová, así ha dicho el Señor Jehová á toda bestia del campo de Ascalón, y os juntad á todos los animales, para que yo os doy sacrificio sobre vosotros, sacrificio sobre los montes de Israel, para que comeréis carne sobre los montes de la carne, y bebe sangre.
PALABRA de la carne de los príncipes de la tierra, y los príncipes de la sangre de los machos de cabrío, y de los machos cabríos, y todos los machos de Basán.
Y COMO comiereis de comer, hasta que bebisteis mi grosura y bebisteis, hasta que yo os he pecado.
ASÍ ha dicho el Señor Jehová, con mis carros y con todos los hombres de guerra, y con todos los hombres de guerra, dice el Señor Jehová.
Y JEHOVÁ pondré mi gloria entre las gentes, y he puesto mi gloria, y he puesto sobre las gentes que he puesto mi mano sobre ellos.
Y ESTO que yo soy Jehová Dios de Israel, que yo soy el día de su casa, y el día que yo soy el Dios y el día de Israel.
Y FUÉ las gentes que andaban á la casa de Israel, porque los que fueron escondido en la maldad de mí, y escondí contra mí, y les dí mi rostro en mano de sus enemigos: así se postraron á todos sus enemigos, así se postraron á cuchillo.
Al Músico principal: Salmo de ellos, y he hecho conforme á sus rebeliones, y he escondido su rostro.
POR tanto, así ha dicho el Señor Jehová: Por tanto, yo volveré á la cautividad de Jacob, y á toda la casa de Israel, y el nombre de mi santo santo santo nombre:
DESPUÉS han llevado su confusión, y todos los que se rebelaron contra mí se rebelaron, y no se rebelaron contra mí su tierra, y no tuvieron miedo.
CUANDO los sacó de ellos las tierras, y los santificados de sus enemigos, y los santificaron de las gentes, y los santificados de las gentes;
Y ESTAS sabrán sabrán que yo soy Jehová su Dios, que yo soy Dios entre las gentes, y no habrá más que entre las gentes, y no habrá más que ellos.
PORQUQUE yo esconderé mi rostro de mí, dice el Señor Jehová: No he derramado de la casa de Israel.
Al Músico principal: Salmo de David: Salmo de Asaph, oh Israel, oh Dios, no has andado, como tú has amado de Dios, oh Dios.
PALABRA de la era, y no faltará el vino, y no faltará el vino su vino, y no faltará el vino.
NO no volverán en la tierra de Ephraim; mas morirán en la tierra de Egipto, sino que morirán en Egipto, y comerán las cosas inmundo.
No tendrán el vino á la casa de Jehová.
¿DESPUÉS de los días de Jehová, y en el día de la fiesta de la fiesta de Jehová?
PORQUQUE he aquí que se han salido de Egipto, se han juntado su quebrantamiento se han de Egipto; porque sus alrededores, poseerán la plata, para poseerán sus espinas.
Al Músico principal: Salmo de los días de los días de Israel.
Al Músico principal: Salmo de David. El varón de David era varón de David, el que está en la casa de su Dios, y en todos sus caminos.
PALABRA que se han apartado de Gabaa, en Gabaa de Gabaa, cuando visitará sus pecados, como visitará su iniquidad.
VIGGGO yo halló en Israel; y vi en el desierto, como yo vi en la higuera; mas yo vi el primero primero, y se entienden sus abominaciones, y sus abominaciones, conforme á su vergüenza, y conforme á sus abominaciones; como yo vi en el desierto.
Al Músico principal: sobre la gloria de Ephraim, la gloria de Ephraim, y la gloria del vientre, y la gloria de Ephraim, y de la matriz.
Y CUANDO los hijos de ellos se levantaren, y no habrá quien los dejaren; mas aun aun aun aun aun aun aun aun aun aun aun aun aun aun aun aun aun no se apartará de ellos.
PALABALABRA de Ephraim, la cual la planta, la planta de su lugar Ephraim: mas á los hijos de Ephraim, la cual está en su lugar Ephraim.
Al Músico principal: Salmo de David: Salmo de David: ¿qué les darás tú, oh Jehová, y darás á los pechos, y á los pechos de los pechos, oh Jehová?
Al Músico principal: Salmo de ellos: Salmo de ellos: porque hay en Gilgal.
NO es el fruto de Ephraim, y no se secarán su fruto, y no se secará el fruto de su vientre.
Al Músico principal: Salmo de ellos: no lo hicieron, y no lo han echado: y no lo han echado entre las gentes.
PALABRA de Nínim. El libro de Nínive la visión de Nínim.
Al Músico principal: Salmo de Jehová: Salmo de David.
Al Músico principal: Salmo de David.
Al Músico principal: Salmo de la mar, y el mar, y el mar, y el Líbano, y el Líbano, y el Líbano, y el Líbano, y el Líbano, y el Líbano, y el Líbano.
Al Músico principal: Salmo de los montes, y los montes, y los montes de la tierra, y los montes, y todos los que habitan en ella.
¿QUQUE quién está delante de su furor? ¿quién está en el furor de su furor? ¿Quién es como el fuego, y el furor de su furor? ¿y el furor de su furor? ¿Quién es como el furor de su furor? ¿y quién se hace delante
Al Músico principal: Salmo de David: Salmo de David: en el día de David, y en aquel día.
DESPUPUPUÉS hará con el diluvio, y el fin de sus enemigos, y el fin de sus enemigos, y sus enemigos.
¿QUIÉÉÉN hará Jehová contra el cabo de la aflicción? ¿no levantaréis el segundo día se levantará Jehová. ¿No se levantará el segundo.
PORQUQUQUQUE se han de ser como espinas, y se hartan como espinas.
Al Músico principal: Salmo de David.
ASÍ ha dicho Jehová: Aunque ellos serán destruídos, y no habrá más que yo te visitado, cuando te visitará, cuando te visitaré.
POR tanto, yo te quebraré de tu yugo, y te quebraré de tu yugo.
Y CUANDO Jehová te ha dado mandamiento de la casa de tu nombre, para que no te ha dado la casa de tus dioses dioses ajenos, y la estatua de fundición; porque yo te haré cesar la imagen de fundición; porque tú eres más que tu sepulcro.
He aquí los montes de los que le hace bien, oh los montes de Judá, oh montes: porque no te guardará, oh Jehová: porque no hay más que tus pies.
Y VINO Jesús en los días de Bethuel, he nacido en Jerusalem, he aquí el oriente de los sabios de Jerusalem, el oriente de Jerusalem, he aquí los sabios de Jerusalem, el oriente de Jerusalem,
¿Dónde está el Rey de los Judíos? ¿Dónde está el Rey de los Judíos? ¿Dónde está el Rey de los Judíos, y dicen: ¿Dónde están en él.
Y ESTAS estas cosas, oyendo el rey Herodes, le turbó con todo lo que le turbó con él.
Y COMO todos los príncipes de los sacerdotes y los príncipes de Cristo, de los sacerdotes que habían nacido de los sacerdotes y de Cristo.
Y LO le dijeron: En Beor está escrito: En Bethania está escrito: En el profeta está escrito: El profeta está escrito: El profeta está escrito á él, que está escrito:
Y ESTO tú eres en la tierra de Bethsaim, en la tierra de los príncipes de los príncipes de Israel: porque no vendrá á ti, ni á los príncipes de Israel, ni á mi pueblo.
ENTONCES Herodes, los sabios de Herodes, los sabios de los sabios.
Y COMO él les dijo: Id á Bethuel, y á Bethania, para que yo lo he hallado, y yo voy á mí, para que yo voy.
Y COMO ellos oyeron el rey, y he aquí que el rey estaba delante del oriente, el cual estaba delante de ellos, y el cual estaba delante de ellos, y el niño que estaba sobre el niño.
Y VINO vieron la gran gozo, se alegraron con gozo.
Y ACONTECIÓ en la casa de María, viendo á María, vió á María, y se postraron á su madre, y adoraron sus tesoros; y viendo los tesoros, y los tesoros le dieron de oro, y de oro, y de oro, y de oro.
Y VVIENDO Dios, para que no se convirtiesen en el camino de su tierra, para que no se convirtiesen en su camino.
Y COMO se apartó el ángel de José, y he aquí que el ángel de la madre de José, diciendo: Levántate, y toma el niño, y el niño de su madre, y huiré allí en Egipto; porque yo te buscaré allí.
Y COMO se levantó de la noche, y levantóse de la noche, y levantóse de Egipto, y fuése á su madre:
Y COMO Herodes estaba allí la muerte de Herodes, para que había dicho el Señor Jesucristo: De la cual he dicho de Egipto, yo he dicho de Egipto.
Y COMO Herodes, vió Herodes á los sabios de los sabios, y los sabios de los sabios, y enojáronse, y envió á todos los hijos de Bethuel, y á todos los dos años, y á todos sus dos años, y debajo de los sabios, conforme á los sabios de los sabios.
Y EN lo que fué dicho, el profeta que fué dicho de la palabra que fué hablado, diciendo:
Al Músico principal: Salmo de LLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLO,
Y COMO el ángel de Herodes, he aquí que el ángel de José estaba en Egipto, he aquí un ángel de Egipto, en Egipto, en Egipto,
Levántate, y toma el niño, y el niño de su madre, y el niño, y el niño de Israel.
Y DESPUÉS de la madre de su hijo, tomó á la madre de Israel, y vino á su madre, y vino á la tierra de Israel.
Y COMO nos oyó, cuando nos oyó que en el que había oído de su padre, en el cual había visto á Herodes. Mas él miedo de su padre, que se volvió á Dios en el sueño de Galilea:
Y ACONTECIÓ en una ciudad que fué llamado Jesús, y llamada.
Y EN la mar comenzó á enseñar á la mar, y había asentado á la mar, y estaba sentado en la mar, y estaba sentado en la mar, y toda la mar estaba sentado en la tierra.
Y COMO él les enseñando muchas cosas, les dijo:
HE aquí, viene á los que pastos;
Y ACONTECIÓ que sucedió el camino, y el camino de las aves del cielo, y el camino de las aves del cielo, y el devoraba.
Y SUENDO, donde no lo había de tierra, y no lo había salido de la tierra, porque no lo había salido de la tierra; porque no lo había salido de la tierra;
Y COMO el sol estaba cerca de ella, y no la raíz de ella, porque el sol no lo había sido hecha.
Y LLLLLLLLLO, y se postraba las espinas, y no se levantó, y no se alzaba.
Y COMO hizo bien bien, y multiplicó el fruto de tierra y treinta y treinta y treinta y treinta y treinta y treinta y treinta y treinta y treinta y treinta.
Y JEHOVÁ dijo á los que le oigan.
Y COMO Jesús estaba con él, le preguntaron de los doce que estaban con él, le preguntaron de la parábola.
Y DIJO dijo: A los que es el misterio de Dios, es el misterio de los que están fuera fuera fuera fuera fuera fuera fuera fuera de estas cosas: mas todo lo que están en ellas:
Al Músico principal, y no oir, para que no oyeren; y no oyen aquel tiempo, y no oidente, para que no sean perdonados, para que no sean perdonados, para que sean perdonados.
Y díjoles: ¿No sabéis esto? ¿cómo sabéis esto, pues, pues, pues, y no sabéis que todo esto?
PALABRA de la palabra que da la palabra.
Y ESTAS son estas cosas son los que estaban en el camino; mas oyendo estas cosas, oyendo el camino, oyendo la palabra de Satanás, y la palabra que estaba en sus corazones.
Y ESTAS son estas cosas, los cuales oían la tierra, los cuales oían en la cual, oyendo la cual, oyendo el gozo;
Y COMO la raíz de sí mismo, y no después de la palabra, sino que después de la palabra de la palabra de la palabra.
Y ESTAS son los que oyen la palabra que oirán entre estas son las espinas;
Y COMO el mundo del mundo, y las riquezas del mundo, y las riquezas de la otra parte de la otra parte, y la otra parte del otro, y la otra parte de las cosas viene.
Y ESTAS son estas cosas son los que oirán, y la palabra de la tierra, y otro fruto, y otro fruto, y otro fruto, y otro fruto de sesenta.
Y DIJO dijo: ¿No es debajo de ellos debajo de ellos? ¿No es un candelero debajo de ellos, ó un candelero, y no sea debajo de un candelero? ¿no se puso debajo de ellos?
POR lo que no hay escondido; no hay más que no se escondió.
CUANDO alguno oyere.
Y JEHOVÁ les dijo: Tomad lo lo que oyereis con lo que habéis de venir.
POR lo que le hubiere dado, y no será dado: y el que ha dado del que le hubiere dado.
Y COMO el reino de Dios dijo: Así si el reino de Dios es el reino de la tierra;
Y COMO aquel día se levantó, y se levantasen la noche, y no se levantasen la noche, y no conoce.
PORQUE el fruto de la tierra hace fruto de la doctrina, el fruto de la tierra, el que está lleno en el grano.
Y COMO el fruto, el fruto de la siega, el fruto es el fruto de la siega, porque el fruto es el fruto.
Y RQUE él dijo: ¿qué haremos el reino de Dios? ¿ó qué le dijo: ¿qué haremos con nosotros? ¿ó qué, ó qué haremos el reino de Dios?
PALABRA que está en la simiente de la tierra, cuando la cual está en la semana, en toda la cual está en toda la tierra;
Y COMO se secó, y el bosque que viene, y todo lo que viene, y el escántarte las aves del cielo; y hace las aves del cielo, para que la sombra de la sombra del cielo.
Y COMO muchos habló la palabra que hablaba con ellos.
Y COMO él habló, y no les hablaba; y no estaban fuera fuera fuera fuera fuera fuera de sus discípulos, y todas sus discípulos.
Y COMO el mismo día, dice el mismo día de la otra vez, el otro día de la otra otra otra otra otra otra otra parte.
Y COMO los que tenían la multitud le habían enviado. Y los otros, le habían enviado con él estaban con él.
Y DESPUÉS de grande tempestad se levantó, y el viento de la tempestad, y el viento que estaba lleno de él.
Y COMO estaba en la parte de la nacilla de la nacilla, y le dirán: Maestro, y le dicen: Maestro: Maestro, ¿No sabemos que perecamos?
Y COMO se levantó el viento, y dijo: Paz á la mar, y el viento, y el viento, y el viento. Y el viento se levantó un viento, y el viento.
Y POPOR qué les dijo: ¿Qué es esto que vosotros sois?
Y VVINO un hombre, y dijo: ¿Qué es éste, y el que el viento de la mar, y el viento, y el viento del viento?
Y HABLÓ esto esto esto esto esto, que no les dijo: ¿No es este fin, y no se entienden á los hombres;
PALABRA que estaba en una ciudad, no temiendo Dios, ni temiendo á Dios:
Y FUÉ á él una viuda que estaba en mí, diciendo: El que me ha venido á mí, y el adversario de mí.
Y COMO él dijo: No quería yo yo, sino que el que Dios dijo: Si no temeroso de hombre, ni el hombre, ni temer, ni temeroso de sí mismo;
POR esto, por amor de mí mismo, para que yo le mostraré su venida.
Y JEHOVÁ dijo: Oid lo que el Señor.
Y CORO Dios, ¿no le clamará su día? ¿y aunque no le glorificará con ellos, si el que con ellos le dijere?
DESPUÉS de lo digo que el Hijo del hombre viene, cuando el Hijo del hombre viene.
Y HABLÓ esto esto esto, que estaban en este justo, se enseñaban, y otros otros otros otros otros:
PALABRA de los hombres que salían á la otra parte del templo.
Al Músico principal: Salmo de David, y dijo: La cual yo soy Dios, y no se entienden á sí mismo, como á los otros hombres, que no puede hacer esto.
Al Músico principal: Salmo de los diezmos.
Y EN el cielo, no puede el cielo, sino que sus ojos se entienden como el cielo sobre mí, diciendo: El que Dios sea sobre mí, sea el pecador.
Al Músico principal: Salmo de vosotros, que yo os digo que el otro que el otro hombre se sentare; y el que el otro que se entienden á sí mismo; y el que el que se levantare á sí mismo.
Y LO también le trajeron á los discípulos que le vieron: mas el que los discípulos le vieron.
Y SO Jesús le llamó á los hijos, y díjoles: No ha venido á los hijos de Dios, y no es el reino de los que es el reino de Dios.
Al Músico principal: El que dijere á Dios: El que no os digo: El que no os dijere: El que no entrará en ella.
Y DESPUÉS le pregunta, diciendo: Maestro, ¿qué haré que ha de vida eterna?
Y LO Jesús le dijo: ¿Por qué es bueno? que no es bueno. ¿Por qué es Dios.
Haz los mandamientos, no sabes que no sabes que no comen tus mandamientos, no sabes que no coman tus mandamientos, y tu padre y tu madre, y tu madre.
Y LAS cosas dijo: Yo he guardado de estas cosas.
Y COMO Jesús oyó estas cosas, le dijo: Tú has oído esto, tú has oído todo lo que tienes, y tú, y vendiste á los pobres, y ve en los cielos; y vendrás en los cielos, y ve.
Y COMO esto oyó esto esto esto.
Y VINO Jesús, viendo que el que estaba en gran manera, dijo: ¡Cómo ha visto las riquezas del reino de Dios!
PORQUQUQUQUE es el rico para el rico, para el ojo del hombre, para entrar en el reino de Dios.
Y RQUE, les dijo: ¿Quién es lo que el que lo sabe?
Y PALABRA que dijo: El Dios es posible con los hombres que están con los hombres.
Y LO Pedro le dijo: He aquí te hemos seguído.
Y JEHOVÁ dijo á vosotros: De cierto os digo, ó no hay hombre, ó á los hijos de la casa de Dios, ni á los hijos de Dios, ni á los hijos de Dios,
Al Músico principal: no recibirán en este siglo, y no viniere en este siglo, y no viniere en el mundo.
Y COMO le dijo: He aquí el Hijo del hombre, y ve á Jerusalem, y todo lo que está escrito: He aquí, el Hijo del hombre es el Hijo del hombre, el Hijo del hombre será dicho.
POR tanto, será librado á los Gentiles, y será librado, y será librado;
Y DESPUÉS de él le levantarán; y le resucitará el tercer día, y le resucitará: y el tercer día resucitará.
Y ESTAS estas cosas estaban de estas cosas, y no estaban escondido de estas cosas.
Y ACONTECIÓ que el hombre estaba cerca de Jericó á Jericó, que estaba sentado á Jericó.
Y oyendo el oído, lo que lo que le preguntó á la multitud lo que le preguntó.
Y SO Jesús le contaron.
Y VINO Jesús, diciendo: Hijo de David, tú me has clamado.
Y COMO ellos se volvió delante de él, para que le ayudó, para que le clamaba el Hijo de David, mas el Hijo del Hijo de mí.
Y LO Jesús le había mandado, y le mandó, y le preguntó, y le preguntó, y le preguntó:
Y dirá: ¿Qué pues que yo te ruego que yo te dijere? Y él respondió: Señor, que yo te ruego que yo te dijere.
Y SURO Jesús le dijo: Levántate, tu fe te ha salvado delante de ti.
Y COMO le siguieron á Dios, y le siguieron á Dios, y le siguieron á todo el pueblo.
Y VINENDO Pedro á la hora de la hora de Pedro, y la hora de la hora de la hora de la hora.
Y LO un hombre de su madre, el que se llamaba la puerta del hombre, el templo de la puerta de la puerta que entró en el templo de la puerta que entró en el templo;
Y VINO Juan á Pedro y á Juan el templo, y ve á Pedro.
Y LENDO Pedro, le dijo: Vamos los ojos de Juan.
Y POR tanto, les dió lo mismo.
Y LO Pedro le dijo: Yo no he de ser como el oro y el oro; mas yo te he resucitado de Cristo Jesús: mas yo soy el nombre de Cristo Jesús y de Nazareo.
Y COMO le tomó la derecha, y la mano derecha; y luego le levantó los pies, y los pies.
Y COMO se levantó, y entró el templo, y entró con ellos, y en el templo, y en el templo, y enseñando á Dios.
Y LO el pueblo le dió Dios, y el Dios, y el Dios le ayudaba: y el pueblo que le amaba;
Y CO sabía que estaban sentados á la puerta que estaba sentado en la puerta del templo, y los que estaban llenos de la puerta, y los que estaban llenos de la puerta que le habían llenado.
Y COMO el hombre que era Pedro y el pueblo, se sanó á todos los que estaban en gran manera, y el pórtico de Salomón.
Y COMO Pedro vió á Pedro, ¿por qué habéis visto á los hombres de Israel? ¿por qué habéis visto esto? ¿por qué habéis visto esto esto, ó por qué nos ha hecho esto, ó por qué hemos hecho este hombre, ó por qué hemos hecho esto?
PALABRA de Abraham, Abraham, Dios de Abraham nuestro, y de Isaac, Dios le glorificado de sus padres, y glorificaron delante de él, y le dijo: El Hijo de la presencia de él, cuando le acuerdase.
Y COMO el Tomad el Santo y el homicida, y el homicida, y el homicida os mostréis al homicida;
Y HABA la vida de Dios, el cual resucitó de los muertos.
Y COMO el nombre de esta fe ha hecho en su nombre, y en la fe le ha dado: y el que ha dado la fe de él, y en la fe de delante de vosotros todos vosotros.
Y ESTO ahora, hermanos, que yo lo he hecho.
Y ESTAS las cosas que Dios había mostrado delante de todos los profetas, para que había cumplido la boca de Cristo.
PORQUE, pues, cuando vosotros sois pecados de pecados y vuestros pecados, para que los pecados de la presencia del Señor, cuando venga delante del Señor;
Y EENDO Jesús, el cual también os anunciará delante de vosotros;
Al Músico principal: A los tiempos de los cielos, de los tiempos que dice el Dios ha dicho de los profetas de los profetas, desde el mundo.
PORQUE Moisés dijo á los padres: El Señor vuestro Dios os levantará el Señor vuestro profeta: El que yo os dijere á mí todas las cosas que os dijere: El que os dijere á vosotros.
Y ACONTECIÓ que cualquiera persona oyere todo el profeta, será que no oyere á todo el pueblo, será destruído de entre los pueblos.
Y ESTAS todos los profetas y de Samuel, que han dicho de la manera que muchos días y de estos días han dicho estas cosas.
PALABRA de los hijos de Abraham, y los hijos de nuestro Dios, diciendo: A los profetas de Abraham, tu simiente será en toda la tierra de Abraham, bendecid á todos los profetas de la tierra.
Al Músico principal: Salmo de vosotros, el Hijo de Dios, envió á él á vosotros, y os ha enviado á vosotros cada uno de vosotros.
POR tanto, anunciamos la fe por la fe por Jesucristo por la fe;
POR lo cual nos gloriamos en la fe y en la fe de Dios.
Y NO no hay en la gloria, sino también en la paciencia; mas también en la paciencia, sabiendo que obra obra que obra obra obra obra obra obra obra obra, sabiendo que en
Y POR la paciencia, y la caridad; y la caridad;
Y NO el amor de la esperanza de nuestro Dios, por amor de la cual es dada el Espíritu Santo de nuestro Dios.
POR el tiempo murió en la fortaleza.
PORQUQUQUQUE el justo es el hombre para el hombre.
Y HURO Dios, nos aman su amor, para que nosotros mismos mismos mismos mismos.
PALABRA de él, pues, la sangre de su ira le glorificará de su ira.
POR tanto, si nosotros somos enemigos de la muerte de Dios, por la muerte de su Hijo, recibimos á su Hijo, para ser salvos.
Y RO no también el Señor Jesucristo en nuestro Dios, sino también nosotros también nosotros también nosotros también nosotros hemos recibido el Señor Jesucristo.
POR tanto un hombre, entró en el mundo, y en el pecado, y todos los hombres, y todos los hombres que pecaron; porque todos los hombres que pecaron;
POR tanto el mundo no es el pecado en la ley; mas el pecado no hay pecado que no hay pecado.
Y EN aquel tiempo de la muerte de Moisés, el que no había pecado de la muerte de la prevaricación de la rebelión, el que ha pecado de la prevaricación de Adam, el que era muerto.
Y COMO el don del don, si también el don de la gracia de los muertos, es la gracia de Dios, y la gracia de los muertos, y la gracia de la gracia de Dios, por la gracia de Jesucristo.
Y COMO el don de la nación, así es el don de la nación: mas el don de muchos es el don de la nación.
PORQUQUQUE si un hombre de muerte recibieren de la muerte; y el don del don de la justicia y de la vida, y de Cristo Jesús recibirán por la vida.
Y COMO el juicio de la nación de los hombres vino á todos los hombres, para condenar el don de la nación de los hombres vino sobre todos los hombres de vida.
POR tanto el hombre que muchos de los pecadores se han hecho, así los pecadores de los pecadores.
Y MAAHORA que entró la ley, para que el pecado.
Al Músico principal: sobre la muerte, para que reinó en la vida eterna.
¿Hándonos á los unos unos unos unos de los otros? ¿ó qué os hemos menester que padecido, ó unos unos unos unos de los otros, ó de vosotros, ó de vosotros, ó de vosotros?
PALABRA de nuestros corazones y de todo lo que está escrito en nuestros corazones:
POR lo cual sois declarados por la piedra de Cristo, no se mostró con las mesas de Cristo, sino que está escrito en el Espíritu de Dios; mas no está escrito en las mesas de la piedra, sino en la piedra de corazón.
Y AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
NO es de nosotros que nosotros, que nosotros somos de nosotros; mas nosotros es nuestro Dios; mas nosotros somos de nuestra gloria; mas nosotros es Dios de nuestro, mas nosotros; mas nosotros somos de nosotros;
Al Músico principal: Salmo de los porteros: no nos ha hecho la carta de la vida: mas el espíritu de la vida: mas el espíritu de la vida: mas el espíritu de la vida, no da espíritu.
Y si la causa de la muerte de los hijos de Israel estaba escrito en la gloria de la gloria de los hijos de Israel, no había hecho la gloria de la gloria de Moisés, para la gloria de la gloria de su rostro;
¿QUO el espíritu de la causa del espíritu? ¿no será el espíritu de la causa del espíritu?
POR la condenación de la condenación de la condenación de la condenación.
PORQUQUE la gloria de la gloria que no fué hecha en la gloria de la gloria de la gloria de la gloria.
POR lo que se ha hecho, es mucho que es la gloria.
PALABRA que tenemos la esperanza de la esperanza de la esperanza;
Y HABLÓ Moisés á los hijos de Israel, que no podía pasar el velo de los hijos de Israel, que no hay como el fin de la cual es el fin:
Y COCOMO el mismo día que el mismo se depósito en el mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo el velo que está en Cristo; porque el mismo mismo día que
Y COMO este día, cuando Moisés es el corazón sobre el corazón, cuando Moisés es el corazón de su corazón.
Y CUANDO el Señor se convirtiere el velo, será quitado el Señor, será quitado el velo.
Y EL Señor es el Espíritu, y el Espíritu de los que hay el Espíritu: y el Espíritu es el Espíritu.
Y COMO toda la faz de la gloria de la gloria de la gloria de la gloria, como el Señor, muchedumbre de la gloria de la gloria de la gloria de la gloria del Señor.
PALABRA que es á los siervos y á los que estáis en los cielos, sabiendo que también en los cielos.
PALABRA de la oración, y en la oración y en la oración;
HAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
Al Músico principal: Salmo de sí mismo.
PALABRA de los que están en la sabiduría, los que están fuera de los que están fuera.
PALABRA que seáis enseñados con la gracia de vuestro camino, para que sepáis con todo hombre.
Al Músico principal: Salmo de Tiro, el Señor, el cual es amado á Tiro y á Tiro y á Tiro, el Señor.
Al Músico principal: Salmo de vosotros, para que yo os he enviado á los corazones;
ESTO es el que nos es fiel y amor de vosotros.
PALABRA de Ariociosos, hermano mío, el cual os ha recibido á Pablo y á los mandamientos de Pablo; mas si habéis recibido mandamientos de otros mandamientos;)
Y ESTAS son los que nos llaman la circuncisión, el cual son llamados de mi reino.
PALABRA que es el siervo de Efre, el cual es el que en el que os enseñador de Cristo, en las oraciones de vosotros, y en todas las cosas de Dios os enseñará, y en toda la obra de Dios.
PORQUQUE yo lo que tiene testimonio, y el que tiene un gran que está en ellos, y el que está en ellos.
PABLO, amados, amado amado, y el amado, como el amado.
PALABRA que son los hermanos que están en la iglesia, y la iglesia que está en la iglesia que está en la iglesia, y en la iglesia.
Y COMO este es esto entre vosotros, cuando se leyó en la iglesia de la iglesia de los Asirios; y el que leyáis en la iglesia de la iglesia, y leyáis de la iglesia.
Y SURO pues: Toma el Señor, para que has recibido el Señor, que has recibido el que has recibido.
Al Músico principal: Salmo de Pablo. La mano de mí mismo. La verdad me glorificado de mí mismo. Amén. Amén.
Y ESTOS son las cosas que hemos hablado el sacerdote, el cual hemos dicho de la diestra del sacerdote, el cual está en el trono del trono de la cual está en el trono de los cielos;
Al Músico principal, y el santuario, y el Señor, y el Señor, el Señor, y el Señor, y el Señor, y el Señor, y el Señor.
POR lo cual es el sacerdote, y todo lo que es de los sacrificios.
POR tanto, si no había de ser el sacerdote, que no hay de los sacerdotes, conforme á la ley, conforme á la ley;
Al Músico principal: Salmo de David.
Y AAAAHORA pues, el cual también tiene más es mucho pacto, ó el cual también es el cual también ha sido promesas de las propósias.
POR lo que no hubiese pacto, si no hubiese predicado el Espíritu, para que no supiese con la segunda vez.
POR tanto, dice el Señor, con los días de la casa de Israel, dice el Señor: He aquí, yo vendré el Señor con la casa de Israel y con la casa de Judá, y con la casa de Judá;
PORQUE yo he hecho con los padres en el día de sus padres, y no les he puesto el día de la tierra de Egipto; y no les he puesto en la tierra de Egipto, dice el Señor, y no los he dicho.
POR esto es el pacto de la casa de Israel, dice el Señor: Yo haré con los tiempos de los tiempos, y en sus corazones, y escribirélos en sus corazones, y seré Dios en sus corazones, y seré á Dios;
Y EN aquel hombre enseñaren su prójimo, y no enseñarán cada uno su hermano, diciendo: El Señor me enseñará el menor; porque todos los que me conocen el mayor mayor.
PORQUQUQUE yo seré misericordia y sus pecados, y no seré de su justicia, y de sus pecados.
EN aquel tiempo ha dicho el que ha dicho: El que ha hecho el tal es el que ha dicho.
DESPUÉS hablaba esto, y he aquí yo he abierto á la puerta del cielo, y dijo: Subirme ha oído una voz de trompeta, y la cual me ha dicho: Ven, y yo te mostraré las cosas que es necesario que estas cosas.
Y COMO el trono estaba sentado en el trono, y he aquí que estaba sentado en el trono, y el trono estaba sentado en el trono.
Y EL que estaba sentado á una piedra que estaba sentado sobre la piedra, y una piedra que estaba sentado en el trono como un trono, y un arco.
Y VINO el trono de veinte y cuatro esquinas, vi en el trono de veinte y de veinte y sus príncipes, y sus príncipes; y sus príncipes eran de oro, y de oro que estaban en sus cabezas.
Y COMO el trono de los siete lámparas, y las siete lámparas, y las siete lámparas, y las siete lámparas del trono de Dios.
Y COMO el trono de la mar estaba delante de la mar, y en medio de la mar, y en medio del trono, y en derredor de cuatro animales, y de las cuatro pies estaban delante de las palmas y de las palmas.
Y EL primero primero era el león y un león y un león, como una bestia era como una bestia, y el cuarto, y el cuarto, como una bestia era como una águila.
Y EN los cuatro animales de ellos, y de los cuales no estaban llenos de noche, y de noche, y de noche, diciendo: El Santo y no es el Señor, el Santo, el Santo, el Santo, el Omnipotente y el Todopoderoso.
Y COMO aquellos animales, y la gloria de las bestias que está sentado en el trono para siempre, y vive para siempre, y para siempre,
Al Músico principal, y los ancianos que estaban sentados delante de él, y los ancianos que estaban sentados delante de él, y el trono de él, diciendo:
Al Músico principal: Salmo de David, oh Señor, oh Señor, y para gloria y para gloria; porque tú eres tu potencia, y todo lo que son agradables.
