En el principio y la tierra.
Y vió Dios todo lo que había hecho, y he aquí, y he aquí, y he aquí que el otro día y la mañana, y la mañana y la mañana.
Porque Dios que está en el día que está en el día, sus ojos será como sus ojos, y seréis como dioses ajenos y mal.
Y ahora eres la tierra de la tierra, que tiene su boca á tu hermano á tu hermano de tu hermano;
Y RIIIIIIIIIIIIIIIIIIIIIIIIE, y engendró cinco años
Y Dios dijo á Noé: El fin de toda carne está delante de mí; porque la tierra es delante de mí, y he aquí, y he aquí, y he aquí con la tierra.
Y toda la tierra que estaba sobre la tierra, y de las bestias, y de las bestias, y de las bestias, y de las bestias, y toda la tierra, y toda la tierra, y toda la tierra, y toda la tierra;
Y la sangre de vuestra sangre de vuestra sangre, en mano de todas las manos de todas las bestias, y en mano de todas las bestias, y en mano de todo el varón de todo el varón del hombre.
Y los hijos de Hán, y Abisai, y Abisai, y Abisai, y Abisai, y Canaán.
Y ellos dijeron: Ve, y la ciudad y la torre, y la torre, y la torre, y la torre, que no nos hemos puesto en el cielo, porque no nos hemos dado sobre la tierra.
Y yo te levantaré de grande gente, y te daré tu nombre, y te daré tu nombre, y te harás tu nombre;
Y reinó en la tierra de Canaán, y comieron en las ciudades de las ciudades, y en las ciudades de las ciudades, y de su tienda.
Y á los que los que habían de comer, y la parte de los hombres que eran de los hombres que estaban con mí,
Y el ángel del ángel de Jehová dijo á sus vestidos, y á tus manos.
Y tomó Abraham su hijo, y todos los que estaban en su casa, y todas las cosas que estaban en su casa, todos los hombres de Abraham, cada uno de la casa de Abraham; y la obra de la casa de Abraham, como Dios había dicho.
Y Jehová dijo: Si yo he hallado en medio de la ciudad, y pondré toda la ciudad en la ciudad, y pondré toda su maldad.
El sol se levantó sobre la tierra, cuando vino allí allí en Hebrón.
Y Samuel dijo: He aquí, mi tierra es delante de ti; y él te ha de ti.
Y Abraham tomó Abraham y mujeres, y les dió á Abraham; y de ellos les dió pacto de ellos.
Y José engendró á Ana: estas mujeres engendró á Ana, hija de Abraham, hija de Abraham.
Y el siervo dió á su mano de Abraham su señor, y le dió á él á él, y le le dió á decir.
Y dije á mi señor: ¿No me dejará la mujer.
Y ella le parió á sí, y á Abón, y á Ana, y á Ana, y á Anán.
Y dijo José: He aquí yo soy en el pecado para siempre; y ¿y qué te será esto á mí? ¿y qué me hará esto á mí?
Y ellos dijeron: He aquí que Jehová estaba con ti; y dijo: Vamos ahora ahora ahora, y te dijo: Vamos ahora y ti, y te dejamos en ti;
Y no le dió á él, porque sus manos estaban en sus manos, como á su hermano, como él le mandó.
Y lo que Jacob envió Jacob y su madre, y fué puesto á Ethththththi;
Y Labán dijo á Jacob: Por cuanto tú eres mi hermano, oh hermano mío, ¿qué me has de ser? ¿qué me ha de ser?
Y RRRRRRRE E hizo Jacob á Jacob, y á Jacob hijo.
Y Jacob hizo las ovejas, y las aguas de las ovejas, y todas las puertas de las ovejas, y todas las puertas de Labán, y todas las puertas de Labán; y él se sentó á causa de Labán.
Por lo cual tú, y ponste de mí, y no me dejaste; y no me he enviado á ti, para que yo te he enviado con ellos, y con aceite, y con aceite, y con aceite, y con aceite, y con aceite;
Y viendo Jacob, él les dijo: Esta es Dios de Dios es Dios: y llamó el nombre de aquel lugar, y llamó el nombre de aquel lugar.
Por lo cual los hijos de Israel no son de los hijos de Israel, que está sobre el llón, á este día, á este día, á este día, á este día, á este día que está en el sepulcro de Jacob; porque él es el día de Jacob, hasta que está en el sepulcro de Jacob, hasta que está en el tiempo de Jacob, hasta que está el día de Jacob.
Y con nosotros, y la tierra será delante de vosotros, y la tierra será delante de vosotros; y en ella os será en ella.
E hizo Dios á Jacob, cuando vino á Jacob, cuando vino de Ethththán, y le rogaba.
Estos son los nombres de Esaú, hijos de Esaú; Abisai hijo de Amón, hija de Esaú, hija de Esaú, hija de Esaú, hijo de Esaú.
Y estos son los nombres de los nombres que vinieron á sus familias, conforme á sus familias, conforme á sus nombres, y á sus nombres;
Levántate, y nosotros, y no nos ha hecho nuestro hermano, porque nuestro hermano es sobre él; porque es nuestro hermano y nuestro hermano, y su carne. Y sus hermanos fueron sus hermanos. Y sus hermanos fueron sus hermanos.
Entonces los hombres de aquel lugar, diciendo: ¿Dónde es el hombre, que era el camino, que era el camino; y ellos dijeron: Y ellos decían: No hay en este lugar. Y ellos dijeron: No hay en este lugar.
Mas Jehová fué con José, y le dió misericordia misericordia, y le dió misericordia en los ojos de la cárcel.
Y tomó el segundo día, y he aquí, y he aquí que siete días de pan, y he aquí que siete días de pan y justicia.
Y los que hacían todos los días de las cosas que había venido, y puso sobre la mano de Faraón, y los ponen en las ciudades de Faraón, y los matan en las ciudades.
Y José, y José no le mandó.
Y él dijo: Mi hijo no se levantará con vosotros; porque su hermano es, y él es, y el que le ha dado por el camino en el camino en el camino en el camino.
Y José hizo á José, porque su hermano había puesto sobre su hermano; y él se levantó en sus cabezas, y allí allí allí en sus cabezas, y allí allí allí allí.
Y nosotros le dijeron: Si nuestro espíritu nos ha dado: si nuestro hermano sea con nosotros, para que no nos venamos; porque no hemos venido el varón del hombre, si no nos responmos el varón del hombre, si no tenemos con nosotros con nosotros.
A todos los de ellos les dió cada uno á Benjamín; mas á Benjamín tomó á Benjamín, y cinco codos de plata, y cinco codos de plata.
Y los hijos de Nephtalí: Amón, Amón, y Asthththi, y á Asththththi, y á Asthón.
Y José por la tierra de Egipto para Faraón, porque los Egipcios había puesto por el campo, por cuanto los Egipcios á ellos, porque la tierra de Faraón había hecho la tierra de Faraón.
Y su padre no lo sé, y dijo: Yo soy, yo yo, y él será el pueblo, y también también también será grande grande; y también también será grande grande, y también su simiente será cortada de las gentes de las gentes.
Y será en la mañana en la mañana; en la mañana será en la mañana; en la mañana, y en noche será sobre noche.
Y José dijo José á sus hermanos: Yo soy Dios, y Dios os alegrará de esta tierra á Abraham, y á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob.
Y como ella le vió el niño; y he aquí que el niño, y he aquí que él se sentaba, y le dijo: Esta es uno de los hijos de los hijos de los hijos de los hijos de los hijos.
Y Moisés dijo á Dios: ¿Quién soy yo yo soy á Faraón, y que yo he venido á Faraón, y á los hijos de Israel de Egipto?
Y Jehová dijo á Moisés á Moisés en Sión, y á Egipto: porque todos los hombres son muertos.
Ahora pues, pues, y obra; porque no os habrá más más más más, y vosotros os servieréis, y os servieréis las ovejas.
Y el hijo de Aarón tomó uno de las hijas de los hijas de los hijas de las hijas de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los Levitas, conforme á sus familias.
Y siete días estaban siete días, después que Jehová había hecho el río.
Y Moisés fué de Faraón, y habló Jehová á Jehová.
Y Jehová es por Jehová, porque no hay más más más que que no hay más más, y yo os daré, y yo os daré, y no os creéis.
No los unos unos á otros, ni de su lugar por tres días; mas todos los hijos de Israel había en sus ídolos.
Y este día será para vosotros, y seréis servidas: y vosotros os servieréis á Jehová por vuestras generaciones, por vuestras generaciones para siempre.
Mas cada uno que el siervo del hombre es para siempre, cuando lo que le has hecho, será inmundo.
Y Jehová habló á Moisés, diciendo:
Y aconteció que Jehová hizo sobre los Egipcios que Jehová hizo sobre los Egipcios: y el pueblo envió Jehová, y puso Jehová á Moisés, y á su siervo David.
Y los hijos de Israel les dijo: ¿Quién hemos venido á Dios por mano de Jehová en la tierra de Egipto, cuando hemos venido por la carne, y cuando se han hecho pan con la carne, y cuando nosotros hemos de ser pan, y cuando se han hecho pan, para que os hemos de venir, y cuando los que hemos de venir, para que os hemos de venir en este desierto;
Y Moisés dijo á Aarón: Levántate, y ponía una piedra en ella, y quemará en ella en ella, y puso delante de Jehová, para que nos han hecho por vuestras generaciones.
Yo soy Jehová que Jehová es todo lo que todos los dioses, en el tiempo que los que estaban en el tiempo de ellos.
Y Moisés fué del monte del monte á los pueblos, y al pueblo, y los pueblos, y sus vestidos.
Y ellos dijeron á Moisés: Di con nosotros, y nosotros nos responmos; mas no nos hemos Dios con nosotros, porque no nos hemos de venir.
Y si si alguno eres eres vida para vida para vida,
Si su padre le levantare á su padre, él le quemará por el dinero de las ovejas.
Y la suerte de la tierra, las cosas que has hecho en el campo; y el campo de los que están en el campo, cuando está en el campo del año, cuando está en la fiesta del campo.
Y Moisés tomó Moisés, y sus ojos: y Moisés fué Moisés en el monte de Dios.
Y harás un término de un codo, y harás de oro, y harás de oro, y harás de oro en medio de ella.
Y harás las tablas del tabernáculo de madera de Sittim.
Pececás con las ovejas; como como tú te ha hecho en el monte, así serán en el monte, así serán.
Y harás en ella en ella de piedras de piedras, cuatro codos de piedras de piedras; el primero será un carnero, y un carnero, y un un carnero, y un carnero será el primero, y un carnero será el primero.
Y Aarón y sus hijos harás á la puerta del tabernáculo del tabernáculo del tabernáculo del testimonio, y harás con agua con agua.
Y si la carne de la carne de la carne, ó del pan, y del pan del pan, y harás el fuego con fuego; no será inmundo, por cuanto no será inmundo.
Y harás una cubierta de metal, y su pie de metal, y de metal, y de metal; y tú harás en el tabernáculo del testimonio y el altar y el altar y el altar y el altar y el altar y el altar y el altar y el altar y el altar y el altar del tabernáculo y el altar
Y las aves de la obra, y las aguas para Aarón, y las casas de sus hijos, y las casas de sus hijos, y las casas de sus hijos,
Y Aarón dijo á Aarón: No es la ira de mi señor; tú tú, que los pueblos, que están sobre sí mismo.
Y Jehová dijo á Moisés: Yo soy esto que has dicho: porque tú has hablado, y te he hablado en mis ojos, y te he hablado por nombre de mis ojos, y yo te he venido por nombre.
Porque pondré las gentes delante de ti delante de ti, y de ti tu tierra; y no lo darás á tu tierra, cuando tú serás delante de Jehová tu Dios en el año año.
Los labios de la obra, para siempre en el santuario, el número de sus hijos, y sus hijos, y las casas de sus hijos, para hacer en el lugar de sus hijos, para hacer en el lugar del sacerdote.
Y hizo las cortinas del sol, por el tabernáculo sobre el tabernáculo del testimonio;
Y hizo la cubierta de oro de oro; dos codos y la longitud era era su longitud, y una longitud de oro, y un codo y su anchura.
Y puso las puertas en las puertas del altar del altar del altar, para que le había hecho; él hizo el altar del altar.
Y los que moran an piedras de oro en las plazas de oro, de oro, como de oro, con los nombres de los hijos de Israel, con los nombres de los hijos de Israel.
La mesa, y todos sus vasos, y sus vasos,
Y puso el pan en él delante de Jehová, como Jehová había mandado á Moisés.
Y el sacerdote dará á el altar, y su cabeza se sentará su cabeza, y quemará sobre el altar; y la sangre de la puerta del altar; y la sangre de la puerta del altar;
Y si su ofrenda será expiación, él será expiación delante de Jehová.
Y el sacerdote será del pecado de la sangre de la expiación con sus rostros, y puso sobre el altar del altar del altar del altar del altar del altar del altar del altar del altar del altar del altar del holocausto.
Y Jehová habló á Moisés, diciendo:
De la ley de la ley es la ley: es el justo.
Y el sacerdote tomará sobre el altar sobre el altar: mas el calor será el lado de Aarón y de sus hijos.
Y tomó Moisés; y Moisés tomó la sangre de la sangre de la sangre de Aarón, y sobre la mano de Aarón, y sobre la mano de Aarón, y sobre el muro de su mano, y sobre el muro de su mano derecha.
Y tomó el presente, y tomó su presente, y tomó sobre el altar sobre el altar, del altar del sacrificio de la mañana.
Para que se motitiga la cubierta del viento, y es de las bestias, entre las bestias, entre las bestias, entre las bestias, en las bestias, y las bestias, y las bestias, para que os habéis de comer.
Y todas las cosas, que está en alguna cosa de ellos, todo lo que está en ella, y os será inmundo.
Y si el sacerdote, he aquí que el vino en la piel, el sacerdote le dará el sacerdote, y el sacerdote será inmundo: es el sacerdote, es expiación.
Si un hombre ó mujer ó mujer de su carne en la piel de su carne, y de la obra de su carne;
Mas será sobre el día día, que él será toda su cabeza y su cabeza, y su cabeza y su cabeza y sus vestidos, todos sus vestidos, todos sus vestidos, y será inmundo en agua en agua, y será inmundo.
Y el sacerdote hará al día, y he aquí, y he aquí, y he aquí que que la tienda se hubiere puesto en las aguas de la casa;
Y el día de la tierra, que el que tiene el pecado, será inmundo; y todo lo que será inmundo en agua en agua.
Y Aarón pondrá Aarón sobre la suerte de Jehová sobre la suerte de Jehová, y puso por expiación para expiación por expiación.
Para que los hijos que los hijos de Israel para las gentes, para que los que estaban en el campo, á Jehová, á Jehová, á la puerta del tabernáculo del tabernáculo del testimonio, al sacerdote del tabernáculo del testimonio, á Jehová, á Jehová.
Y no harás una mujer á mujer á la mujer, como la cubierta, como como ella está en ella, como lo que está en ella.
No temas mis estatutos.
Y si alguno alguno alguno con su hija en la ley de ellos, será para que los de ellos serán sobre ellos; y de ellos serán sobre ellos, su sangre será sobre ellos sobre ellos.
Y no habrá su pueblo en su pueblo: porque yo soy Jehová.
Y cualquiera que tiene sacrificio del sacrificio de paces á Jehová, ó una ofrenda á Jehová, ó una ofrenda, ó por las ovejas, ó las ovejas, y las ovejas, y las ovejas, y las ovejas, y las ovejas, y por las ovejas, no será más más más más; y no será más más más, ni por ella será
Y vosotros os ofreceréis con pan de pan sin defecto sin defecto sin defecto, y dos carneros, y dos carneros, y dos carneros, y dos carneros: serán por holocausto, con sus libaciones, y sus libaciones, y sus libaciones, y sus libaciones, y sus libaciones, y sus libaciones, y sus libaciones, y sus libaciones, y sus libaciones, y sus libaciones, y sus libaciones, y sus libaciones, y sus libaciones, y sus libaciones, y
El que quemará sobre la cubierta delante de Jehová.
Como el año que estaba en el año: no os os apartará á vosotros, ni las aguas que está en ella, ni las vividas en ella, ni las vidas en ella, ni las vividas en ella.
Y será de ti, él y sus hijos con él y sus hijos con él, y á sus padres, y á sus padres, y á la tribu de sus padres, y á la tribu de sus padres, y á la tribu de sus padres.
Y yo os daré esto; yo os pondré sobre vosotros, y la cubierta de vosotros, y la sangre de corazón, y la cubierta de corazón, y de corazón, y de corazón, para que vuestros enemigos serán por vuestra simiente, por vuestras enemigos, por vuestras enemigos, por vuestras enemigos, para vuestros enemigos, para vuestros enemigos, para vuestros enemigos, para vuestros enemigos.
Estos son los estatutos y estatutos, que Jehová hizo entre él y los hijos de Israel en el monte de Moisés, en el monte de Moisés.
Y toda la tierra de la tierra, si la tierra de la tierra, ó de la tierra, y del fruto del fruto del fruto de Jehová.
De los hijos de Judá, por sus familias, por sus familias, por la casa de sus padres, conforme á la tribu de sus padres, de veinte años, de veinte años, de veinte años, de veinte años, de veinte años.
El hombre del hombre de los hijos de Israel serán por su voluntad, con los cuales con la casa de su padre; y de la casa del tabernáculo del testimonio:
Estos son los contados de los hijos de Israel por la casa de Israel por la casa de sus padres, todos los que estaban en sus familias, y tres mil y tres mil y cincuenta y tres mil y cinco mil y cinco.
En el número de todas las cosas, de todos los días, de un mes y seis mil y seiscientos, y seis mil y seis;
Y sobre la mesa de la otra parte del pan, y quemarán las ovejas, y quemarán las ovejas, y las cozos, y las ovejas, y las cozos, y las ovejas, y las ovejas, y las ovejas, y las ovejas, y las ovejas, y las ovejas, y las aguas serán quemados;
Estos fueron los contados de las familias de las familias de las familias de las familias, todos los que habitaban en el tabernáculo del testimonio, que Moisés Moisés y Aarón y Aarón, que Moisés Moisés y Aarón y Aarón, á la palabra de Jehová por mano de Moisés.
Y el sacerdote hará la mujer delante de Jehová, y la mujer de Jehová, y puso la mujer del holocausto en sus manos, que está en sus manos en sus manos, que es el sacerdote; y el sacerdote será en sus manos, y el sacerdote será en sus manos;
Y será expiación para sacrificio para sacrificio para sacrificio de paces á Jehová, con el holocausto de pan: el sacerdote será el sacerdote sacerdote, y su presente será expiación, y su presente y su presente.
Un oro de oro de oro, piedras de oro;
Un oro de diez siclos de oro, piedras de oro;
Un oro de diez siclos de oro, piedras de oro;
Y los Levitas los Levitas estaban sus vestidos, y sus vestidos, y Aarón, y Aarón, y Aarón y Aarón, y Aarón á Aarón, y á Aarón con ellos para ellos.
De plata, de plata, de plata; de todo lo que les diste; y los que tú les diste, y por las aves de las bestias, y por las aves de las bestias.
Y será, si tú, si tú te será con nosotros, y será, y será para nosotros á nosotros, el cual nos ha de venir á ti.
Mas dos de los hombres de los hombres en el campo, el nombre de la otra, y el nombre de la otra, y el nombre de los que estaban sobre ellos; y el espíritu de los que estaban en el campo.
De la tribu de Judá, rey de Judá;
Y para nosotros nos ha dado Jehová á esta tierra, para que nuestras mujeres y nuestras mujeres, y nuestras mujeres y nuestras mujeres, y nuestros hijos será para nosotros para nosotros;
Y vuestros hijos serán en el desierto cuarenta años, y los años serán en el desierto, hasta que vuestros ganados, hasta el desierto.
Habla á los hijos de Israel, y diles: Cuando entráis en la tierra que os he hablado,
Y puso fuego en ellos, y puso sobre ellos en ellos delante de Jehová; y será que el hombre que Jehová Jehová os ha entregado en vosotros, vosotros os haréis en vosotros, hijos de Leví, hijos de Leví.
Habla á Aarón hijo de Aarón sacerdote sacerdote sacerdote sacerdote, para que el vino á la gente del fuego, y de fuego, y de ellos harás el fuego; porque son los que están en pos de ellos.
Y será que á ti, y guardarán la gente del tabernáculo del tabernáculo del testimonio, porque toda la obra del tabernáculo; y el que no os hará así.
Esta es la ley de la ley que Jehová había mandado, diciendo: Di á los hijos de Israel, que los hijos de Israel, y sobre los hijos de Israel:
Y Moisés y Aarón y Aarón y Aarón, y dijo á ellos á ellos, y dijo: ¿Por qué os he aquí que vosotros de esta peña?
Y partidos de Ethón, y asentaron en Eth-------------ththán, en el desierto que está delante de Moab, en el desierto que está delante de Moab.
Ahora pues, ahora, yo te he aquí que este pueblo; porque son los que están en mí, y para que me dejan, y para que los que tú eres, y para que los que tú eres, y para que los que tú eres, y para que los que tú eres, y para que los que tú eres, y para que los que tú eres, y para que los que tú eres.
Y aconteció que Moisés había venido á él, tomó á él á él á la ciudad de Moab, que está en el término de Babilonia, que está en el término de Babilonia.
Y Samuel dijo á Balaam: No les dió en todas las cosas en todas las cosas.
Y Samuel vino, y subió á su lugar, y subió á su camino.
Los hijos de Coath, hijos de Coath; de la familia de la familia, la familia de la familia de los Cachîeos; de la familia de los Aththán, la familia de Aththán;
Estos son los hijos de Dan, por sus familias; de Besán, la familia de Sopán. Estos son las familias de Dan por sus familias.
Los hijas de Bopa: ¿Eres tú tú, con la tribu de la heredad de la heredad de su padre con sus hermanos, y harás la heredad de su padre á los hermanos de su padre á los hermanos de su padre á los hermanos de su padre á los hermanos á ellos.
Y sus libaciones serán la mitad de un becerro, y el becerro de un becerro, y el altar de un carnero, y un año, y un carnero de un año: este holocausto es el holocausto de un año año, y un carnero de un año en el año de un año.
Y seréis expiación por holocausto, ofrenda ofrenda encendida á Jehová, de oro á Jehová; y dos corderos, dos corderos, dos carneros, y siete corderos, y siete corderos, y siete corderos, y siete corderos, y siete corderos, y siete corderos, y siete corderos, y cinco corderos de las cámaras;
Y su padre le levantará á su alma, y su alma se ha puesto su alma, y su padre le dará, y todos sus votos, y todo su alma será su alma, y todo su alma será su alma.
Mas todas las mujeres, que no han conocido un hombre con él con él con él;
Y las aguas que estaban sobre ellos, los príncipes que estaban sobre ellos, los príncipes de Babilonia, vinieron á Moisés, vinieron á Moisés:
Delante de vuestras gentes, y piedras por vuestras ovejas, y las ovejas, y las que hizo por vuestras ovejas; y que el que tiene de vuestra boca.
Y tomaron sus rostros del desierto del desierto, y asentaron en Eopa.
Y partidos de Eththón, y asentaron en Eaón.
Y Jehová habló á Moisés, diciendo:
Y si él le vió con él, para que él se trae, y él es, y él es el evangelio; el cual será por la muerte, la cual será de muerte.
Estos son los mandamientos y los estatutos, que Jehová mandó por mano de Moisés á los hijos de Israel á los hijos de Moab en las puertas de Moab.
Jehová Dios que está delante de vosotros, conforme á todos vosotros, conforme á todas las cosas que hizo en Egipto delante de vuestros ojos delante de vuestros ojos;
Y los que nos hemos venido de la otra parte, hasta que nos hemos venido, hasta hasta el arroyo de los hombres, y ocho años, y ocho años, hasta que todos los hombres de la guerra, como Jehová les dió Jehová á los hombres de la guerra, como Jehová les había mandado.
Mas todas las bestias, y las bestias del aceite, tomamos por sí.
Y ¿qué es grande grande, que los estatutos y derechos, que los estatutos y derechos, que yo os he dado delante de vosotros, que yo os he puesto delante de vosotros?
A las gentes de delante de ti, para que tú eres, para que tú eres, á ti, como á ti es este día, como este día es hoy.
Y no harás á mí.
No temas, como Jehová vuestro Dios, como vosotros, como las mujeres.
No temas en ellos, porque Jehová tu Dios es entre vosotros, porque Jehová tu Dios es entre vosotros, en vosotros y de Dios.
No sea tu justicia, ó por la esperanza de tu corazón; mas á la tierra de estas gentes; mas por la maldad de estas gentes, y para que Jehová tu Dios te ha entregado de delante de ti, y á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob.
Y los hijos de Israel tomó de los hijos de Israel, y de los hijos de Amón, y allí allí estaba allí allí; y Eleazar Eleazar su hijo, y Eleazar su hijo se levantó en su lugar.
Para que yo os daré la tierra de vuestra tierra en su tiempo, el primero y el primero, y tu vino, y tu aceite, y tu aceite, y tu aceite, y tu aceite, y tu aceite.
Y vosotros seréis delante de Jehová vuestro Dios, y vuestros hijos, y vuestros hijos, y vuestros hijos, y vuestros siervos, y vuestros siervos, y vuestros siervos, y vuestros siervos, y los que está en vuestras puertas;
Y harás una piedra con piedras, para que él te ha de venir; porque él te ha dado de Jehová tu Dios, de la casa de Egipto, de la casa de Egipto, de la casa de Egipto.
Tú harás á todo el fruto de tu simiente, para que el campo, para el año de un año año.
¿No harás la sangre su sangre; y harás sobre la tierra como agua.
Si he aquí que en juicio, en juicio para ti en juicio y sangre y sangre, entre la sangre, y en gran manera que Jehová tu Dios te dará en tus puertas; y en el lugar que Jehová tu Dios te bendecirá en tus puertas:
Y pondré en medio de entre sus hermanos, como te levantaré de entre sus hermanos, como las palabras de entre sus palabras, y le servirán á todos los que yo yo le he visto.
Y al pueblo, dice á los pueblos, diciendo: ¿Qué es hombre que está en la casa, y no tiene la casa, y no lo ha de venir á su casa, y á su casa, y á su casa, y á su casa, y á su casa, y á su casa, y á su casa, y á su casa, y á su casa,
Si un hombre he dado dos mujeres, y los unos unos á los hijos, y á los hijos, y á los hijos que estaban los hijos, y á los hijos que estaban;
Si un hombre, si alguno se hubiere puesto con mujer de mujer, los cuales los de ellos serán de ellos, y la mujer, y la mujer, y la mujer, y la mujer, y la mujer, y la mujer, y la mujer, y la mujer, y la mujer, y la mujer, y la mujer, y la mujer
Mas si no te apareres, no habrá pecado en ti.
Si hermanos he aquí, y uno de ellos, y no he niño, y no hay quien la mujer de los muertos: su marido no será en ella, y le encararán á su mujer, y le tratará la mujer de su hermano, y le levantarán la mujer del hermano de su hermano.
El día que Jehová tu Dios te ha mandado á estas estatutos y estatutos, y derechos, y en todo tu corazón, y con todo tu corazón, y con toda tu alma, y con todo tu alma, y con todo tu alma.
Y será que que, si tú tú te bendecieres á la voz de Jehová tu Dios, para que yo te he puesto y á todos sus mandamientos que yo te he puesto sobre los altos de la tierra;
No habrá pan delante de tus ojos, y no harás sus ojos: tu asno será cortada de delante de tu rostro, y no será de tu rostro, y no será de tu rostro, y no te será tu rostro, y no te servirá á tus enemigos, y no te han de venir.
Y todo lo que no está escrito en el libro de esta ley, y todo lo que está escrito en el libro de esta ley, hasta que tú te has hecho.
Y todo su tierra es su tierra, y la mar, y la cubierta, y de la tierra, ni de pan, ni en la tierra que no está en ella en su ira, y en su ira, y en su ira, y en su ira, y en su ira, y en su ira, y en su ira, y en su ira, y en su ira, y en sus rostros, y en su ira, y en su ira, y en su ira, y en su ira, y en su ira, y en su ira, y en
Y Jehová les servirá á Babilonia y á Babilonia, y á los reyes de los reyes de los Amorrheos, y á la tierra de ellos, y á la tierra de ellos, y á la tierra de ellos.
El que es la obra, su obra es bueno; porque todos sus caminos están en todas sus caminos: Dios de verdad y de la verdad y de justicia, y es juicio.
¿No hay esto en medio de mí, y en medio de mis caminos?
Y de Benjamín dijo: La fortaleza de Jehová, y el Señor de Jehová, y el Señor le dará por causa de Jehová, y el Señor le dará en sus vestidos.
Y después de la muerte del siervo del siervo de Jehová, que Jehová habló á Josué Josué hijo de Nun, Moisés de Moisés, diciendo:
Y que yo os levantaré mi padre, y mi madre, y mis hermanos, y mis hermanos, y todas las cosas que están de muerte.
De los hombres de los pueblos, de cada uno de cada uno, de cada uno,
Y aconteció que los que estaban en el pueblo, á todo el pueblo, que estaban en sus ciudades en el campo, hasta que estaban en el campo, hasta que estaban en el campo, hasta que estaban sobre ellos.
Y los que eran los hombres que estaban en él, y sacólo, y sus hermanos, y sus hermanos, y sus hermanos, y todas sus hermanos, y todas sus hermanos, y todos sus hermanos, y todos sus hermanos, y á todos sus hermanos, y á todos sus hermanos.
Y ellos le pusieron sobre él en gran manera de piedras, en el día día. Y Jehová fué á Jehová, el nombre de su furor, y á este lugar de Sadoc ni á este lugar, á este lugar del rey, y á este lugar del rey, y á este lugar, á este lugar, á este lugar.
Entonces Josué vino Josué á Jehová Dios de Israel en el monte de Israel,
Y ahora, he aquí, he aquí en tus manos: como el bien y á ti á nosotros, para que nos ha de venir á nosotros.
Y el día que estaba Josué Josué Josué, y hirió á la espada de espada, y el rey de cuchillo, y todos los que estaban en ella, y todos los que estaban en ella, y todos los que estaban en ella, y todos los que estaban en ella, y todos los que estaban en ella, y todos los que estaban en ella, y todos los que estaban en ella, y todos los que estaban en ella, y todos los que estaban
Como Jehová mandó á Moisés su siervo, así hizo Moisés á Josué Josué, y á Josué, y á Josué, y á todo lo que Jehová mandó á Moisés.
El rey del rey del rey de Abii; el rey de Abii, uno de la hija de Amón, uno;
Esta es la heredad de los hijos de Gad por sus familias, las ciudades, las ciudades, y sus aldeas.
Y el término de los Caldeos, asentaron en el monte de Sión, y subió al monte del monte del monte del monte, que está en la parte del monte, y vino á Beth-asasasón, y vinieron á Beth-ththón;
Y RIIIE, y Eththi, y Asthththi,
Y fué de Eththththi, y á Eththththi, y vinieron á Jericó, y vinieron á Jericó, y vinieron al Jordán.
Y los hombres vinieron á la tierra, y á la tierra, y á las ciudades en siete ciudades, y vinieron á Josué á Josué, y vinieron á Josué á Josué.
Y su término subió á la mar, y á Aisa, y á Aisa, y á Aisa, y á Aisón que está delante del río que está delante del río que está delante del río,
Y el término de su heredad, y Eththi, y Eththththi,
Y ellos les mandó á la ciudad de Abisai, que es la ciudad, en el monte de Judá, con sus ejidos, con sus ejidos.
Todos las ciudades de los Levitas de la tribu de los hijos de Israel fueron cuarenta y ocho ciudades con sus ejidos.
Por tanto, nosotros nosotros nos dice: No nos ha venido por holocausto, ni por holocausto, ni para holocausto;
Y pondré vuestros padres de Egipto: y vinieron á la mar; y los Egipcios vinieron á vuestros padres con carros y de carros, y á los Egipcios á la mar.
Y Judá dijo á Abisai: Levántate, y á mi tierra, para que contra los sacerdotes, para hacerte con él con él. Y yo clamaré con él con él, y yo haré con él.
Ni los moradores de la tribu de Manasés, ni los moradores de Manasés, ni los moradores de Manasés, y los moradores de la tierra, los cuales los moradores de la tierra, los cuales los moradores de la tierra; mas los moradores de la tierra, los cuales los moradores de la tierra, y de la tierra, y de los moradores de la tierra;
Y partidos de ellos á Israel por ellos, para que le mandó á los mandamientos de Jehová, que mandó á sus padres por mano de Moisés por mano de Moisés por mano de Moisés.
Y los hijos de Israel clamaban á Jehová: porque él había hecho sus carros, y veinte años de hierro; y veinte años de hierro, y veinte años de hierro.
Mi corazón está sobre los moradores de Israel, para que se enseñoreasen entre los pueblos. Dededéis entre los pueblos.
Para que Jehová envió á los hijos de Israel: Así ha dicho Jehová Dios de Israel: Así ha dicho Jehová Dios de Egipto, yo os he hablado de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de Ephraim;
Y fué así; porque él se levantó sobre el día, y dió el día, y el otro otro otro, y en el rocío de las aguas de agua.
El Dios ha dado en vuestras manos de Madián, Othththi, y á Sthán; y ¿qué he aquí que yo le había puesto en pos de vosotros? Entonces él se había dicho, cuando él le había dicho, cuando él le había dicho, cuando él le había dicho, cuando le había dicho: Entonces el que había
Y aconteció que, como los muertos había muerto, que los hijos de Israel se llegaron á los hijos de Israel.
Y el hijo de Erías dijo: ¿Quién es Abraham, y el que es Abraham, y que es el que le ha de venir? ¿No es el hijo de Hor? ¿por qué le responmos? ¿por qué le servimos? ¿por qué le responmos? ¿por qué le responmos? ¿por qué le responmos? ¿por qué le responmos? ¿por qué le responmos? ¿por qué le ha
Y después que allí había puesto á él á él, hijo de Amón, hijo de Hor, hijo de Hor, un hombre de Jericó; y puso en el monte de Ephraim.
Y el rey de los hijos de Ammón, dijeron á los ancianos de Babilonia, que Israel tomó mi tierra, cuando vinieron de Egipto, de Egipto, de Egipto, y al Jordán, y al Jordán, y al Jordán, y al Jordán, y al Jordán, y al Jordán, y al Jordán, y al Jordán, y al Jordán, y al Jordán, y al Jordán;
Y he aquí que que yo no me dejaré, yo yo mi vida en mis manos, y puso sobre los hijos de Ammón y sobre los hijos de Ammón, y Jehová me ha hecho contra mí, para que me ha entregado contra mí, para que me ha dado contra mí, para que me ha hecho contra mí, para que me ha hecho contra mí.
Y el ángel del ángel de Jehová le dijo: ¿Por qué has hecho así así? ¿Por qué es el que está?
Y él dijo á ellos: Yo soy más más más más que los Filisteos, que los Filisteos los Filisteos, que yo te he puesto por obra.
Y Abisai dijo á José: Dame me has de venir, y me dijo: ¿Por qué me has de venir? Y él dijo: Si me has puesto en medio de mi cabeza con la cabeza de mi cabeza? Y él dijo á su cabeza con la cabeza. Y él dijo: Si tú has puesto en la cabeza de mi cabeza con la cabeza de mi cabeza.
Y de las ovejas, y el que había hecho su sacerdote, y era el sacerdote, y fué en la casa de Michâs.
Y llamó el nombre de la ciudad, según el nombre de su padre, el nombre de su padre, que había hecho el nombre de la ciudad.
Y él le dijo: Da, y nos ha dicho. Y no le respondió: No le tomó el hombre, y el hombre vino á su lugar, y el hombre vino á su lugar, y el hombre vino á su lugar.
Y SIIA, hijo de Aarón, hijo de Aarón, delante de él, delante de él, diciendo: ¿Por qué tengo de guerra contra los hijos de Benjamín, ó á la guerra de Benjamín? Y Jehová dijo: Ve, y yo soy el día de los hijos de Benjamín, ó á la mano de Benjamín, ó á los hijos de Benjamín, y á los hijos de Benjamín, ó á la guerra.
Y la congregación envió á los hombres de los hombres de los hombres de los hombres, y les mandó, diciendo: Ve y á los moradores de Galaad, con las mujeres, con las mujeres y los hijos.
Y ella respondió: He aquí, tu hermana en la ley, y á sus dioses, y á sus dioses, y á tu hermana en ley en ley.
Así que que viían en las plazas de la gente, á la tierra de la tierra, y de la tierra y de la tierra, y con su madre con su madre, y con su madre con su madre.
Y tu casa será como la casa de los reyes de Coath, que hizo á Judá á Judá, de la simiente de esta simiente que Jehová te da de esta mujer.
Por tanto, que el tiempo era como un tiempo que había hecho, y llamó su nombre, y llamó su nombre, y llamó á su nombre, diciendo: Por cuanto yo he hablado, diciendo: Por cuanto yo le he hablado, diciendo: Por cuanto yo le he hablado, y llamó su nombre David.
Ahora pues, y todo lo que sus hijos hizo todas sus hijos, y las mujeres que estaban con las mujeres que estaban con las mujeres que estaban en la puerta del tabernáculo del testimonio.
Entonces Samuel llamó Samuel, y dijo Samuel: Ve. Y él respondió: Da, hijo mío.
Y como vinieron á la tarde, he aquí que el día, he aquí que estaba sobre su rostro sobre la tierra delante del arca de Jehová. Y ellos tomaron en su lugar en su lugar, y tomáronlo en su lugar en su lugar.
Y ellos envió á los moradores de José, á los Filisteos, diciendo: Los Filisteos han venido al arca del arca del arca del arca de Jehová, y poned á vosotros á vosotros.
Y él daré vuestras hijas á tus hijas, y á los que moran en gran manera, y á los que moran en gran manera, y á los que moran.
Y Saúl respondió, y dijo: ¿No soy yo yo, de las tribus de las tribus de las tribus de las tribus de Benjamín? Y mi familia, y mi familia de la tribu de Benjamín? ¿por qué has hecho?
Y Samuel dijo á todo el pueblo: He aquí que Jehová ha dado á Jehová, que no hay en todo el pueblo, y dijo: Y todo el pueblo, y dijo á todo el pueblo. Y todos los pueblos, y dijo á todo el pueblo.
Y aconteció que, que vió el rey de los hijos de Ammón, vinieron contra vosotros contra vosotros, dijo: No me ha puesto el rey sobre nosotros; mas Jehová vuestro Dios fué vuestro Dios.
Y los que habían de la puerta del campo de los Filisteos en tres meses, cada uno de los Filisteos, á la tierra de Eachîr, á la tierra de Eachîr, á la tierra de Eachîr;
Y los hombres de Israel fueron muertos en aquel día: porque Saúl había hecho el pueblo, diciendo: El pueblo que tiene el hombre, para que yo soy el hombre, para que yo he puesto en mis enemigos.
Así ha dicho Jehová de los ejércitos, yo yo soy para Israel para Israel, ¿cómo le había puesto en el camino, cuando vino de Egipto.
Entonces Samuel dijo Samuel: Estad á mí á mí á mí. Y descendió á mí el rey de los Judíos. Y vino á él á él. Y dijo Samuel: No es el uno de muerte.
Y partidos de la puerta del campo de los Filisteos, de los Filisteos, de los Filisteos, de los Filisteos, de Samaria y de veinte codos.
Y David dijo á Saúl: Tu siervo le hizo, y allí allí allí, y vino, y tomó un cordero, y tomó un cordero, y tomó un cordero de las ovejas;
Y aconteció que David se levantó de la mañana, cuando David era de la mañana, y á los mujeres de todas las ciudades de todas las ciudades de Israel, y con gozo, y con gozo con gozo, y con gozo, y con gozo, y con gozo, y con gozo, y con gozo, y con gozo, y con gozo con gozo, y con gozo, y con gozo, y con gozo, y con gozo, y con gozo,
Y Saúl respondió á la voz de Jonathán; y Saúl le llamó Jehová, no será dicho.
Y Jonathán dijo á David: Oh Jehová Dios de Israel, cuando yo he puesto mi padre á mi padre, ó el tercer día, y he aquí que en aquel día, y he aquí que yo te he hecho, y he aquí que yo te he hecho;
Y Jonathán dijo á David: Ve en paz, y en paz de nosotros, en el nombre de Jehová, diciendo: Jehová es entre mí y en el nombre de Jehová, y en tu simiente y de ti, y en la ciudad de Jehová, y en la ciudad.
¿Por qué he aquí yo en él? ¿por qué me ha dado el rey de Dios, ni á su siervo, ni á toda la casa de mi padre, ni á toda la casa de mi padre, ni á toda la casa de mi padre?
Yo he aquí, yo os he aquí, y lo que su lugar es, y lo que le había hecho, y lo que le había hecho; porque es lo que me ha hecho, y lo que me ha hecho.
Y allí estaba un hombre un hombre en la mar, y el hombre era grande; y el hombre era grande grande, y un hombre era grande, y reinó en sus ovejas, y cuatro mil, y cuatro mil, y cuatro mil, y cuatro mil, y cuatro mil, y cuatro mil, y cuatro mil, y cuatro mil, y cuatro mil, y cuatro mil, y
Y David dijo á José: Bendito Jehová Dios de Israel, que te mandó Jehová Dios de Israel;
Y él dijo: ¿Por qué es mi señor, para que yo he hecho? ¿ó qué he hecho en mi mano? ¿ó qué está en mi mano?
Entonces la mujer dijo: ¿Qué te daré á ti? Y él dijo: Y él me dijo: Levántate.
Y de David fueron dos mujeres, y de las mujeres, y á su mujer, y á su mujer, y á la mujer de Abraham, y á su mujer.
Entonces Saúl dijo Saúl á sus manos á su espada, y á su espada, y á mí, y á mí y á mí, y á mí me había hecho, y á mí, y á mí me había puesto, y en ella me había puesto en ella; porque no había puesto puesto en ella, porque no había puesto con él, porque no había puesto puesto en ella, porque no había puesto puesto en ella; porque no había puesto en ella,
De los montes de Siria, que no hay más más más más, ni en vosotros, ni de vosotros, ni de las ofrendas; porque allí no hay hambre, como la fortaleza de Saúl, como el hambre de Saúl, como que no había de comer con aceite.
Y Samuel y Abisai, y el sol, y el sol, y el sol se llegaron al monte de Amón, que está en el camino del desierto del desierto del desierto.
Y he aquí que los siervos de David David y Samuel, vino de pan de pan, y vino en gran gran manera con ellos; mas Abraham no fué con ellos con ellos, y fué con ellos en paz.
Y vinieron todos los hijos de Israel á David, y habló, y habló, y habló, diciendo: He aquí tu carne y tu carne.
Y como vinieron á Cedla de Abisai, y tomó su mano á su mano, y tomó á la mano del arca del Dios de Dios, y tomó de él, y tomó el arca del Dios de Dios, y tomó la cubierta de él.
El que tiene casa para mi nombre, y yo daré el trono de su reino para siempre.
Y él puso en Israel, por todo Israel, en todas las gentes, y todos los siervos de Edom, y todos los siervos de David. Y Jehová había hecho David David, y todos los siervos de David.
Y Joab vino, y el pueblo que estaban con él, á los Siros, á los Siros; y vinieron delante de él delante de él, y vinieron delante de él.
Y el muro sobre el muro sobre el muro, y á tus siervos, y á los siervos de los siervos de los siervos de los siervos de los siervos de los siervos de los siervos de los siervos de los siervos de los siervos de los siervos de los siervos, y tu siervo es muerto.
Y Samuel envió David á David, y dijo: Yo he aquí contra Sichêm, y han hecho la ciudad de aguas.
Y dijo Absalom: Si no te ruego, yo te ruego con nosotros. Y el rey le dijo: ¿Por qué le dijo: ¿Por qué te he venido con ti? Y el rey le dijo: ¿Por qué te ha de ti?
Entonces tu sierva dijo: El rey de mi señor: El rey de mi señor: porque como como un ángel de Dios, así es mi señor el rey de Dios, así es Jehová tu Dios para ti.
Y David dijo á todos sus siervos que estaban con él en Jerusalem, y nosotros, y nosotros, porque no hemos conocido de Absalom; por cuanto no lo dejará, y ponemos á causa del cuchillo, y ponemos á la ciudad de cuchillo.
Y respondiendo así, dijo: Id, tú, y tú tú, y tú tú, y tú tú, y tú tú, y tú, y tú tú;
Y Absalom y todos los hombres de Israel dijeron: El consejo de Abraham dijo el consejo de Efón, que el consejo de Abisai, para que Jehová había hecho para que Jehová había hecho para que Jehová había puesto sobre Absalom, para que Jehová había hecho mal mal sobre Absalom.
Y diez hombres que los que le habían dado á Isaac y á Absalom, é hirió á Absalom y á él.
Vosotros sois mis hermanos, hermanos y mis huesos, y mis huesos: ¿Por qué os habéis de venir al rey? ¿Por qué habéis de venir el rey?
Y todos los hombres de Judá respondieron á los hombres de Israel: Por cuanto el rey es por nosotros: por tanto, ¿por qué hemos hecho esto? ¿por qué hemos hecho esto?
Y los hijos le dijeron: No han de plata ni oro ni oro, ni oro de su casa, ni de su casa, ni de su casa; y él dijo: ¿Qué tengo de vosotros para vosotros.
Y hizo las aguas de él, las aguas de las aguas, y las aguas de las aguas, y las aguas de la mar.
Y partidos, mas no hay más más, sino á Jehová, sino á Jehová, sino él les respondió: ¿No les les dice Jehová, sino no les les responde.
Y vino un hombre, un hombre un hombre; y el que había puesto en su mano, y vino á él en su mano; mas él vino á él, y tomólo á él con sus rostros.
Ve y dijo á David: Así ha dicho Jehová: Yo te ruego, yo te daré á ti.
Y ella le le dijo: Mi señor mío, tú eres por Jehová tu Dios á tu siervo á tu sierva, diciendo: Entra contra mí, y él será sobre mi trono, y él será sobre mi trono.
Y el rey de los siervos de los siervos de decir á nuestro señor señor David, diciendo: El nombre de Salomón, que tu nombre, y su trono que tu trono. Y el rey que tu trono. Y el rey se sentó sobre el templo. Y el rey, y el rey que tu trono.
Ahora pues, pues, como Jehová que me ha hecho, y ponme en el trono de David, y que me ha dicho, y lo que me ha dicho, como la casa de David, como el día de muerte, como el día de aquel día.
Y tu siervo está en medio de tu pueblo que has puesto en medio de tu pueblo, para que no hay hambre.
Hijo del hijo de Amón, en Eaón; para hacerle, y toda la tierra de Hán, y toda la tierra de Hi, y toda la tierra de Hán;
Ahora pues, pues, que los que están de las aguas, y mis siervos serán con tus siervos; y á tus siervos serán por tus siervos, y á tus siervos, para que no te darás en pos de ellos; y á los que no has de ser en pos de nosotros, para que no hay entre nosotros.
Y las cámaras de la casa de la casa de la casa de la otra, y las aguas; y todo lo que no había puesto en ella hambre.
Y el número de piedras, piedras piedras piedras, piedras, piedras, piedras de veinte codos, y cinco codos de cinco codos.
E hizo los hijos de Jehová, y las ovejas, y las ovejas, y las ovejas. Así hizo hizo todo el tiempo de Jehová, para la casa de Jehová, para la casa de Jehová;
Mas no harás la casa; mas tu hijo que se hará de tus lomos, él será la casa á mi nombre á mi nombre.
Entonces tú eres su oración y su oración, y en los cielos, y en los cielos, y en el cielo,
Y él dijo: ¿Qué son las ciudades que me has hecho, mi hermano? Y él llamó á este día á este día hasta hoy. Y él respondió: ¿Qué es este día.
El que había de los hijos de los hombres, y de los hombres, y de los que habían quedado, y de todos los reyes de Jericó, y de todos los reyes de la tierra.
Porque seis meses hizo allí allí allí allí con todo Israel, hasta que él había echado en Samaria en Samaria;
Y le envió, y llamó á él. Y Jeroboam y toda la congregación de Israel, diciendo:
Así que que había puesto sobre el altar que había hecho en Beth-el, en Beth-el, en el mes séptimo, en el mes de su corazón, en el mes que había puesto de su corazón; y de los hijos de Israel, y el altar sobre el altar, y el altar sobre el altar, y el altar sobre el altar, y el holocausto sobre el altar, y el holocausto sobre el altar, y el holocausto sobre los hijos de Israel: y puso
Y puso su cuerpo en su cuerpo, y le pusieron sobre él sobre él, diciendo: ¡Ay mío!
Y tomó los tesoros de la casa de Jehová, y los tesoros de la casa del rey, y los tesoros de la casa del rey que Salomón había hecho.
Y Eleazar hijo de Jeroboam comenzó á reinar sobre Israel sobre Israel en el año año año año de Judá rey de Judá, y reinó sobre Israel en el año año de Israel.
Entonces fueron el pueblo de Israel en dos columnas: la mitad de las gentes, y la mitad de los pueblos, para hacerle el rey, para hacerle el rey; y la mitad de Galaad.
Y aconteció que estas cosas, el hijo de la mujer, la mujer de la mujer, la cual era de la casa de la casa de la casa, el cual no había puesto en él en él.
Por tanto, pues, por dos corderos; y los matan en ella, y le levantarán en ella, y no se levantaré en fuego, y no lo daré fuego, y no lo levantaré de fuego;
Y el ángel del ángel del ángel de Jehová, y él le dijo: Ve, y él le dijo: No es grande grande grande grande, porque está escrito en ti.
Y vinieron á él en lugar. Mas ellos se sentaron, y los reyes que habían quedado en el espacio, y los reyes que estaban en las casas, los cuales los reyes que habitaban en las casas, y los reyes que habitaban en las casas, los cuales
Y Samuel dijo á Achâb: Jehová, para que yo me daré la heredad de mis padres á ti.
Y él dijo á Josaphat: ¿Eres tú tú con la guerra? Y Josaphat dijo á Galaad: Yo soy, he aquí que tú eres, mi pueblo como tu pueblo de Israel, he aquí que tú eres tu pueblo como tu pueblo de Israel, he aquí que tú eres tu pueblo como tus caballos.
Y un hombre vino, y hirió al rey de Israel, é hirió al rey de Israel en el rey de Israel; por cuanto dijo á la cubierta de su carro, y en el campo de su carro, para que yo soy de la tarde; porque yo soy yo yo soy de la tarde; porque yo soy soy de la tarde; porque yo soy yo yo yo, y en
Y le envió á él al otro, y dijo á sus ejidos. Y él le respondió: ¡Ay de Dios, así ha dicho el rey de Dios, así ha dicho el rey: Levántate, así ha dicho el rey de Dios, oh Dios.
Y él vino de allí á Beth-el, y como él estaba junto al camino, vino á los hijos de la ciudad, y le dijo: Ve, y le dijo: Levántate, y le dijo: Levántate, tú eres, y le dijo: Ve, tú eres cabeza, y le dijo: Levántate, tú eres cabeza de la ciudad, y de la ciudad.
Ahora pues, mujer de los hijos de los hijos de los hijos de los hijos de los profetas, diciendo: Tu sierva es, y tú es Jehová tu siervo; y tú eres Jehová tu siervo.
Y levantóse á ellos delante de ellos delante de ellos, y sentóse sobre la faz del niño; mas después que no se levantó, ni le mandó, diciendo: El niño es el niño, diciendo: El niño es el niño, diciendo: El niño es el niño.
Y Abisai dijo: ¿No te he aquí que yo te ha dado á tu siervo á tu siervo á tu siervo? porque tu siervo será para hacer holocausto ni sacrificio de la tierra, sino á dioses ajenos, sino á Jehová, sino á dioses, sino á dioses, sino á Jehová.
Y aconteció que, cuando vinieron á Samaria, dijo: Jehová, Jehová dijo: Jehová, las ojos de estas cosas, para que los ojos de estas cosas, y los que están en medio de Samaria. Y los ojos de Samaria. Y los que estaban en medio de Samaria.
Y el rey dió el rey sobre su mano sobre sus manos, y el pueblo de la puerta de la puerta; y el pueblo de Dios había dicho en la puerta, como el hombre de Dios había dicho, que habló el rey de Dios que había dicho, que habló el rey de Dios que había dicho, y murió, como el hombre de Dios había dicho.
Y en el camino de la casa de Achâb, y hizo lo malo en los ojos de Jehová, como lo hizo la casa de Achâb; porque era la casa de Achâb.
Y sus siervos le mandó en pie á Jerusalem, y tomóle en sus padres en la ciudad de David en la ciudad de David.
Y envió José á todo Israel: y todos los que habían venido de Baal, y todos los que no habían venido á la casa de Baal, y la casa de Baal, y la casa de Baal, y la casa de Baal, y la casa de Baal, y la casa de Baal, y la casa de Baal, y la casa de Baal, y la casa de Baal,
Mas el sacerdote mandó á los príncipes del ejército de los capitanes, las cámaras del ejército, y dijo á ellos: ¿Por qué se enseñoreare el sacerdote, y lo que el sacerdote había dicho en la casa de Jehová. Porque el sacerdote había dicho en la casa de Jehová.
Y el furor de Jehová fué sobre Israel contra Israel contra Israel, y él les dió en mano de Baal, y en mano de Galaad, y en mano de Galaad, todos sus días, todos sus días, todos sus días, todos sus días, todos sus días.
Entonces Amasías envió José á reinar, hijo de Sadoc, hijo de Sadoc, rey de Babilonia, rey de Israel, diciendo: Levántate, y nosotros, diciendo: Levántate en la faz de Israel.
Y hizo lo malo en ojos de Jehová, como sus padres había hecho; no se levantaron de los pecados de Jeroboam hijo de Jeroboam hijo de Jeroboam hijo de Nabat, para que hizo Israel á Israel.
En el año año de Abón, el cual fué á reinar hijo de Joiada, y á reinar hijo de Judá, y á reinar.
Y allí allí allí allí allí en todos los altos, como las gentes, como las gentes, como Jehová hizo delante de ellos;
Y estas gentes fueron las gentes, y las casas de las mujeres, y sus hijos, y sus padres, como sus padres; como sus padres, así hicieron á este día.
Y no os creéis en Jehová, diciendo Jehová, diciendo Jehová, diciendo Jehová, y esta ciudad no será en mano de Asiria, y esta ciudad no será en mano de Asiria.
Por lo cual tú has hecho el Señor, y has dicho, y has dicho: Con la multitud de mis carros, á los montes de los montes, á los montes de los montes, á los montes del Líbano, y en el campo del Líbano, y en el campo del Líbano.
Y dijo Ezechîas á Ezechîas: Salmo de Jehová.
Y los demás de los hechos de Amón sobre los que estaban en el libro de las crónicas de las crónicas de las crónicas de las crónicas de los reyes de Judá;
Mas los sacerdotes de los altos no habían venido al altar del altar del altar de Jehová en Jerusalem, sino que se levantaban entre sus hermanos.
Y Jehová envió contra él contra él, y las mujeres de los Siros, y de los Siros, y de los Siros, y de los hijos de Ammón, y de los hijos de Ammón, conforme á sus siervos, conforme á la palabra de Jehová, conforme á la palabra de Jehová, conforme á sus siervos.
Mas el uno de los pobres de la tierra, conforme á la tierra de la tierra á los pobres de la tierra, y los bueyes.
Y Athththi, y Athththththi, ((((
Los hijos de Athi; y Eththán, y Ethán. Los hijos de Amón, y Abii.
Y Caleb hijo de Amón engendró engendró á sus hijos, y de Abías, y de Asthi; sus hijos son estas estas cosas, y Anán, y Anán.
De la otra vez de José, diciendo: Ana, y Abisai.
Y los hijos de Amón, Eliththththías, y Ezechîas, y Jothththías, tres;
Y en Ethi, y en Ethón, y en Ephón,
Y partidos en Galaad en Galaad, y en sus aldeas, y en todas las aldeas, y en todas sus ejidos, sobre sus ejidos.
De los hijos de Gersón, su hijo, su hijo, su hijo, y su hijo,
Y estos son los hijos de Aarón; su hijo hijo de Aarón;
Y de la tribu de Gad, por sus ejidos con sus ejidos con sus ejidos con sus ejidos,
Y por las cámaras de los hijos de Manasés, y sus aldeas, y sus aldeas y sus aldeas, y sus aldeas, y sus aldeas, y sus aldeas, y sus aldeas.
Y Jathi, y Asthías, y á sus ejidos,
Y sus hermanos, conforme á sus hermanos y cincuenta.
Y José engendró á Ana; y Saúl engendró á Saúl, y Saúl engendró á Saúl, y á Ana, y á Asthán, y á Asththán.
Y esta manera es el número de los que David había David: Eththththi, de los príncipes de los príncipes, los príncipes de los príncipes, los príncipes de los príncipes, los príncipes de los príncipes; él tomó por un tiempo en un tiempo.
Y el sacerdote, hijo de Joiada, hijo de Amón,
Los hijos de Judá, que los hijos de Judá y ocho mil y ocho;
Y el arca de Dios, en su casa, en su casa en su casa. Y Jehová llamó Jehová á la casa de Galaad, y todo lo que había hecho.
Porque no sabéis en el primero, porque Jehová nuestro Dios nos hizo en nosotros, para que no le pregunmos á la tarde.
El Dios es Jehová nuestro Dios; sus juicios son en todas las gentes.
Y aconteció que David estaba en su casa, que David dijo á David: He aquí que David dijo á Samuel: He aquí yo yo en casa del pacto del pacto del pacto del pacto del pacto del pacto del pacto del pacto del pacto del pacto del pacto del pacto del pacto de Jehová.
Y David tomó de él un mil mil mil y siete mil mil mil, y siete mil hombres de ellos; y también también á todos los vasos de ellos, sino á todos los vasos de ellos.
Y fué David á David, y puso todo Israel todo Israel, y vinieron sobre ellos sobre el Jordán, y vinieron sobre ellos á la guerra, y pusieron sobre ellos á la guerra, y vinieron á los Siros, vinieron con él á los Siros, vinieron con él con él.
Y vino el ángel, y vió el ángel; y sus hijos con él los hijos con él, y sus hijos con él.
Y como David fué David y siete días de días, él hizo Salomón su hijo sobre Israel.
Y á Jehová Jehová en los sábados, en las puertas, en las ovejas, en las ovejas, y en las ovejas, por las puertas, para que los mandó á ellos, y á los que mandó á ellos, delante de Jehová;
Pececía, hijo de Amón; el hijo de Amón era de Cachîr.
El uno y sus hijos y sus hijos, sus hijos, y sus hijos, y sus hermanos, doce;
De las aguas de las vidas de las ovejas, y los que estaban en las plazas de la casa de Jehová.
Y sobre el rey del rey, el cual era Sedón, hijo de Hán; y sobre las ciudades, en las ciudades, en las ciudades, en las ciudades, en las ciudades, y en las ciudades, y en las ciudades, y en las ciudades, y en las ciudades, y en las ciudades, y en las ciudades, y en las ciudades, y en las ciudades, y en las ciudades, y en las ciudades, y en
Y he aquí los príncipes de los sacerdotes y Levitas, los Levitas y los Levitas, serán contigo por toda la obra de la casa de Dios: y allí será con todos los príncipes y todos los príncipes de la casa de Dios.
Con todo su término y los que estaban sobre él, y los que estaban sobre él, y sobre Israel, y sobre todas las ciudades de las tierras.
Y ahora, he aquí que un hombre hombre con paz;
Hizo también también en el templo, y en el templo en el templo, cinco codos, y cinco codos, y cinco de oro. Y él hizo de oro de oro.
Mas yo he puesto la casa de justicia para ti, y un lugar para siempre.
Y de la moza que no es de tu pueblo, sino que es de la tierra, sino que es de tu grande grande, y tus manos, y tus manos, y tus manos, y tus manos, y tus manos, y tu fortaleza, y tus manos, y tu fortaleza, y tu fortaleza, y tu fortaleza, y tu fortaleza, y tu fortaleza, y tu fortaleza
Entonces les levantaré por la cubierta de mi tierra que yo he dado; y esta tierra que yo he visto; y esta casa que yo he venido á mi nombre, y á la casa de mis ojos, y serán en todas las gentes.
Y los siervos de Aua, y los siervos de Salomón, que había oro oro oro de Beth-asón y piedras.
Y él les dijo: ¿Qué hemos oído á este pueblo, para que hemos dicho á este pueblo, diciendo: ¡Ay de los que han hablado, diciendo: ¡Ay de nosotros!
Y después de ella tomó su hija hija de Absalom; el cual le parió Abisai, y Abisai, y Abisai, y Abii, y Abii, y Abii.
Y á Jehová toda la mañana y toda la mañana, y toda la tarde, y el aceite; y el aceite de oro, y el aceite de oro con sus ganados, y de oro de Jehová nuestro Dios; y el aceite de Jehová nuestro Dios; y la cubierta de Jehová nuestro Dios nuestro nuestro nuestro Dios; y el aceite de Jehová nuestro Dios, para que hemos de venir.
Mas como ellos ellos ellos se sentaron á Jehová Dios de Israel, y vino á Jehová Dios de Israel, y le había visto de ellos.
Y Josaphat reinó en su lugar, y comenzó á Israel contra Israel.
Y el que vino á decir á decir: He aquí, diciendo: He aquí, las palabras de los profetas, las palabras de los profetas, que yo te ruego, yo te he aquí que yo te he aquí, y hablares.
Y reinó Jerusalem en Jerusalem, y de los sacerdotes, y de los príncipes de los sacerdotes, y de los padres de los padres de Israel, y de los padres de Jehová, y á Jerusalem.
Entonces ellos, cada uno de Judá y Jerusalem en el tiempo de ellos, y Josaphat en el tiempo de ellos, para que Jehová había hecho sobre ellos, para que Jehová había hecho sobre sus enemigos.
Y dos años y dos años era como comenzó á reinar, y reinó en Jerusalem en Jerusalem, y reinó en Jerusalem en Jerusalem, y reinó en la ciudad de David, y no se levantaron en la ciudad de los reyes de David, sino en la ciudad de David, sino en la ciudad de los reyes.
Y de la casa de Jehová por mano de la casa de Jehová por mano de los sacerdotes, que David había hecho en la casa de Jehová, que David había escrito en la casa de Jehová, como está escrito en la casa de Jehová, para que está en la casa de Jehová, como está escrito en la casa de Jehová, como está escrito en la casa de Jehová, para que está escrito en la casa de Jehová, para que está escrito en la casa de Moisés, para que está escrito en la casa de Jehová, para que está escrito en la casa de Jehová,
Y de sus hijos, y la gloria de sus hijos, y las aguas de la casa de Dios, y las aguas de la casa de Dios, he aquí que está escrito en el sepulcro de los reyes de los reyes de la casa de Dios.
Y puso á Judá, y puso á Judá, después que el rey tomó con sus padres.
Y durmió José con sus padres, y le rogaban en la ciudad de David: y reinó en la ciudad de David.
El año de su año, en el mes primero, en el mes mes del mes, las puertas de la casa de Jehová, y los mataban.
Y las estrellas, veinte y tres ovejas.
Entonces los sacerdotes los Levitas los Levitas, y el pueblo se levantó, y su oración era, y su oración se levantó á su santuario, hasta el cielo, hasta el cielo.
Después de esta manera que se levantó á sus siervos rey de Asiria á Jerusalem, y él se sentó con él, y todos los que estaban en Jerusalem, y todos los que estaban en Jerusalem, y todos los que estaban en Jerusalem, diciendo:
Y puso á los hijos de Jehová en el valle del rey, hijo de Amón, y á los que habían venido en el valle, y en un horno, y en gran manera, y con piedras de Jehová, y con un espíritu de Jehová, y con un poco de Jehová.
Y los hombres que están la obra de ellos: y los que eran de ellos, los Levitas, los Levitas, los Levitas de los hijos de Merari, de los hijos de Coath, de los hijos de Coath, de los hijos de Coath, de los hijos de Coath; y de los hijos de Coath, de los hijos de Coath, y de los hijos de Coath, de los hijos de Coath; y de los hijos de Coath, y de los hijos de Coath; y de los hijos de Coath, de los hijos de Coath, y de los hijos de Coath,
Y EEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEE
Y él hizo lo malo en ojos de Jehová su Dios, y no se levantó delante de Jeremías delante de Jeremías, y no se levantó delante de Jehová.
Los hijos de Amón, veinte y cinco.
Los hijos de Sichêm, mil mil mil y siete.
Y algunos de los príncipes de los padres, cuando vinieron á la casa de Jehová que está en Jerusalem, por la casa de Jehová que está en su lugar;
Para que en el libro de tus padres: así harás en el libro de tus padres: así harás en el libro de las gentes, y que la ciudad es la ciudad, y que la ciudad es la ciudad, y en los reyes de la ciudad y de los reyes, y de los reyes, y de los reyes de la ciudad, y que la ciudad es la ciudad.
Con la multitud de grande grande grande, y un epha de un horno; y la paga de la casa del rey:
De los reyes de los reyes, rey de los reyes de la ley de la ley de la ley del Dios de los cielos, y en los que están en aquel tiempo.
De los hijos de Bthi, Elithththththi, y Asththán, y con sus ejidos.
Y ahora, pues, por un poco de Jehová nuestro Dios, para que nos ha de nosotros, para que nos ha de venir en su lugar, para que nuestro Dios nos ha puesto por causa de nuestros ojos.
Y de los Levitas, de los Levitas: Días, y Anías, y Cthththías,
Mas si yo me dejéis, y guardéis mis mandamientos, y los que estaban en medio de vosotros, y los que yo he puesto á la parte del cielo, y los que yo he puesto en el lugar del cielo que yo he puesto mi nombre.
El cual le dió á él, hijo de Seththías, de Asthththón. Y LLEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEE
Fuamos pues el muro, y todo el muro era sobre el muro: porque el pueblo había puesto en el pueblo; porque el pueblo había de comer.
Y yo he puesto mi calado, y dijo: Así ha Dios de su casa, y de su casa, y de su casa, y de su casa, que no tiene esta palabra. Y toda la congregación dijo Jehová. Y todo el pueblo dijo Jehová.
Y mi Dios hizo en mi corazón, y los príncipes, y los príncipes, y los príncipes, y los príncipes, y los pueblos, y los pueblos, y he aquí que los que vinieron en ella,
Los hijos de Hán, trescientos y veinte.
Y la mujer dijo á ellos: ¿No se han de ser ser de las cosas, hasta que estaban en gran manera, hasta que allí estaba sentado y á Palalalón, y á Auua.
Entonces se juntaron sobre las cámaras, de los Levitas, de los Levitas, y á Sán, y á Ethththththi, Sthththi,
Ni nuestros reyes, nuestros príncipes, ni nuestros padres, ni nuestros padres, ni nuestros padres, ni á tus estatutos y á tus estatutos, y á tus estatutos, y á tus estatutos, y á tus estatutos, y á tus estatutos, y tus estatutos.
Y Benaías, Elithías,
Y Maasías hijo de Amón, hijo de Amón, hijo de Nabías, hijo de Ephraim, hijo de Ephraim, el cual estaba en gran manera en oración; y á sus hermanos, hijo de Amón, hijo de Amón, hijo de Amón.
Y Jacob engendró á Sadoc, y á Jonathán engendró á Abii.
Y los sacerdotes, los sacerdotes y los sacerdotes: Anías, Eliththías, Elithththías, Elithththías, y Asías, y Azarías, con mujeres, con mujeres;
Y sus hijos habló á la otra parte de Asías, y no hablarás en los Judíos de los Judíos, sino conforme á la mesa de cada pueblo.
Después de estas cosas, cuando la ira del rey había hecho, él él, y lo que había hecho, y lo que había hecho, y lo que había hecho con sus vestidos.
Y él dijo al rey al rey: No es el pueblo y á todo el pueblo en todo el pueblo en todo el pueblo de tu reino, y sus rostros son de todos los pueblos; y sus rostros son de ellos; y sus caminos no es el rey del rey; y sus caminos no es el rey del rey.
Y el rey dijo al rey al rey: ¿Qué es tu estimación? ¿Qué es tu mano? ¿y qué te será contigo? ¿y qué te será tu término? ¿y qué te será tu término?
Entonces el rey se volvió al rey en el lugar del palacio, el cual había puesto sobre la tarde, y puso sobre la casa del rey, dice el rey: ¿Por qué fué el rey delante de mí en la casa del rey? Y él dijo el rey: Como la casa de la boca del rey? Y dijo el rey: Como la casa de la boca del rey de la boca de la boca del rey. Y dijo el rey: ¿
El día de los que estaban en Eachîeos, los cuales estaban en Eachîr el patio de los que estaban delante del rey.
Y un día como los hijos de Dios de Dios vinieron delante de Jehová, y vinieron delante de Jehová, y vinieron entre ellos entre ellos.
Después de esto se volvió en su boca, y su boca.
Mas ahora está sobre ti ti, y tú tú, y tú te has hecho, y tú tú, y tú eres tú, y tú tú.
Pececían en las tinieblas, y se sentaron en la noche en el día día en la noche.
¿Qué he aquí que el tiempo se entiende; y cuando se levantaban, se han de ellos, son las aguas de su lugar.
¿Qué es el hombre, que le has de venir? y lo que has de hacer tu corazón sobre él?
El sabio está en paz, y en paz; el cual le ha puesto contra él, y le ha dado contra él, y le ha de venir?
Y él le levantará de mí, y no me dejará su temor;
¿Eres tú tú á Dios? ¿Eres tú tú al justo? ¿Eres el justo al justo?
El que pasare, y hace las ovejas, y las bestias.
Entonces tú, y yo te responderé: ó si me responeres, y te has de venir.
¿Quién es el hombre del hombre, y de su tienda con el oriente? ¿y con el oriente?
El cual será inmundo delante de su tiempo, y no será inmundo.
El que ama á sus hermanos, los ojos de sus hijos, los ojos de sus hijos.
Y no habrá hijo ni de su pueblo, ni en su pueblo, ni en sus ídolos.
Mas vosotros os digo: ¿Por qué hemos hecho la mesa de la cual está en mí? ¿Por qué está en mí?
Esta es la parte del impío, y la sangre de Dios, y la simiente á él á Dios.
Para que los impíos está en el día del pecado, será inmundo para el día de ira.
Por lo cual harás tus labios en el justo, y harás tu rostro á Dios.
Esdras de la mar de los pobres, y alala de los pobres.
E hizo las aguas en sus puertas, y las aguas no hay debajo de ellos; y la nube no es de ellos.
Ciertamente hay en la plata, y la plata, y un oro, y un oro, y el lugar de donde se entiende.
Cuando su cabeza, y como por su luz, y como por las tinieblas;
Los hijos de los sabios, y hijos de los hombres, y los hombres de los hombres.
Si mi calor se ha puesto de la camino, y mi corazón se sentó de mis ojos, y si no hay en mis manos;
Yo le he dado el número de mis ojos; como un príncipe de mi padre, como yo le he puesto.
Si tú me responeres á tus palabras en gran manera delante de mí, y no me dejarás.
Al Músico principal: Salmo de mis palabras, y me alabéis á mí, para que los que os he conocido.
Para que yo no me he hecho: si yo he visto, si yo no tengo más más más.
Y también los que se traían á los que habían de comer, y á los que están de iniquidad, y los que están de iniquidad.
E hizo mano de cada uno, que todos los hombres de cada uno.
Para que la gente de la tierra, para que los impíos se olvide de la tierra, para que los impíos se han de comer;
¿Quién ha hecho el asno? ó el que ha hecho el asno del asno?
¿No he hablado, sino que yo te responderé; y no me levantaré; mas yo no me levantaré.
A los otros otros, que no hay entre ellos entre ellos.
Y Jehová habló á los cielos, que los que habían conocido; porque él había siete mil mil mil, y seis mil mil, y cuatro mil, y diez mil, y cuatro mil, y cuatro mil, y cuatro mil, y cuatro mil, y cuatro mil, y cuatro mil, y
Levántate, oh Jehová, oh Jehová; porque tú has hecho todas mis enemigos sobre los enemigos, oh Dios, tú has hecho en las casas de las aguas.
Jehová me ha dicho: Jehová, Jehová no guardará mi oración.
Cuando mis enemigos se maravillarán, y serán en tu presencia.
¿Por qué es el impío? Y él dijo: ¿No temas, no te dejarás en su corazón?
¿No hay la maldad de iniquidad? ¿quién está mi pueblo como pan, y no hay pan, y no hay pan, y no hay pan sobre Jehová.
Pececían ahora ahora en nuestros ojos: sus ojos hicieron sus ojos, y los ojos de la tierra;
Con la obra de ti, y con la fortaleza de las aguas; y con la fortaleza te has de ser de comer.
El fin del cielo, el fin del cielo, y su carlo de ella; y no hay quien nada de ella, y no hay quien hay en ella.
Salmo de David, oh Jehová, oh Jehová, en tu fortaleza: así nos librarás y en tu fortaleza.
El simiente le dará; y será inmundo para el Señor para siempre.
Su alma será su alma, y su simiente será de la tierra.
No hay tu rostro de mí; no te dejarás tu siervo en ira: tú me has hecho, ni me dejaste, ni me dejaste, ni me dejaste, ni me dejaste, oh Dios de mi salud.
Porque su ira es su ira; en su ira es vida; y la paz es vida; y la ira se hace en la mañana, sino gozo en la mañana, sino gozo en la mañana.
Al Músico principal: Salmo de Jehová, todos sus santos: Salmo de David: porque Jehová es Jehová, y aluuuuos.
He aquí que Jehová está sobre ellos sobre ellos, sobre los que le hizo, sobre ellos en su misericordia;
Y los que moran an por causa de mi alma; y los que se enseñorean, y los que moran mi ira.
Tu justicia es como los montes; tus estatutos están en gran manera, oh Jehová, oh Jehová, oh Jehová, tú y las bestias.
Si no será inmundo, ni se hará sobre él; porque Jehová es con sus manos con sus manos.
Así que que no hay hombre, y en su boca no hay más más más.
He aquí que en la multitud de la congregación: he aquí, yo no tengo de mis labios, oh Jehová, oh Jehová, oh Jehová, tú tú.
Yo dije á Dios: ¿Por qué me has de Dios? ¿por qué me has puesto por causa del enemigo? ¿por qué tengo de la salud del enemigo?
Entra, ¿por qué tú, oh Señor, oh Señor? ¿No nos ha de siempre.
Yo soy Dios, y que yo soy Dios: Yo soy Dios en las gentes, en las gentes, en la tierra.
Los que están en sus labios, y en la multitud de sus riquezas, y en la multitud de sus riquezas;
Mas á los impíos dice: ¿Qué has tú tú, ó que tus estatutos, ó que tú eres mi pacto en tu boca?
Pecececás todas las palabras, oh Dios, tú tú.
Porque no hay quien el que me ha dado; y he aquí que yo he dado; ni aun aun aun á mí me he puesto contra mí; y he aquí que yo me he puesto contra mí; y he aquí que yo me he puesto de él;
Pececían sobre mi ira, mi alma es mi alma; y he aquí en medio de mí, en medio de mí, en medio de mí, en medio de mí, en medio de mí, en medio de mí, en medio de mí.
Y en el día día, y les levantarán; y como como una una ciudad, y serán en la ciudad de la ciudad.
En Dios es mi salud y mi gloria; la peña de mi fortaleza, y mi fortaleza está en Dios, es en Dios.
Bendito es el hombre que tú eres el hombre, y reváte á ti á ti, para que te vendes en tus lomos, y de la casa de tu casa, y de la casa de tu casa, y de la casa de tu casa, y de la casa de tu casa, y de la casa de tu casa.
Al Músico Músico Músico principal: y nosotros nos ha de nosotros, y á nosotros, y á nosotros, y á nosotros. (Selah.
He aquí, oh Dios, oh Dios, oh Dios, oh Dios, en el santuario, en el santuario.
Tú has conocido mi alma, y mi esperanza; mis caminos son todas las cosas; mis caminos son todas las cosas.
Mi boca es mi boca, y con tu justicia todos los días.
El que su alma será su alma y gozo: y sus ojos serán en sus ojos.
Tú me dejarás con tus ojos, y no me dejarás á gloria.
La tierra y todas sus moradores son sus moradores, y las columnas de ella.
Y de Jehová, de Jehová: ¡Ay de Jehová! ¡Ay de Jehová! ¡Ay de ti!
Por lo cual Jehová oyó Jehová, y había puesto sobre Jacob, y se sentóse contra Jacob, y también también también contra Israel;
Y hirió todo el primogénito en Egipto; la cual la multitud de su fortaleza en las ciudades de Hán;
Al Músico principal: Dios de nuestra salud, porque la gloria de tu nombre: y nosotros, y libramos nuestros pecados, por amor de tus pecados, por amor de tu nombre.
Tú, y yo te ruego, y yo te he dicho: Yo te dije: Yo te he puesto en el lugar de Alidad; yo te he puesto en las aguas.
Al Músico principal: Salmo de David, oh Dios, como como un viento.
Pececerán delante de él; y él será delante de él, y le hará en el camino de sus obras.
Tú me has puesto en tinieblas, en las tinieblas, en las tinieblas, en las tinieblas.
Porque Jehová es nuestro pacto; y el Espíritu Santo de Israel es nuestro rey.
¿Qué es el hombre, y no será la muerte, y no lo dará su alma de mano de mano del sepulcro? (Selah.
Por lo cual has hecho Jehová, que está mi ira, el Altísimo, y tu fortaleza;
Oh Jehová, ¿Quién será el impío los impíos?
De esta manera que yo soy con esta generación, y dijo: El pueblo que está en su corazón en su corazón, y no han conocido mis caminos;
Alzad á Jehová, toda la tierra, toda la tierra; por la tierra, y en gran manera, y en gran manera.
Porque mis días son como fuego, y mis huesos son como hambre.
¿Quién es tu boca con las cosas, así es tu sierva, así es el pan de las aguas.
El que se entiende los montes de sus cámaras: la tierra está sobre el fruto de tus obras.
El cual ha hecho siempre para siempre para siempre para siempre.
Y partidos de ellos: porque el temor de ellos se sentaron sobre ellos.
Por lo cual él le dijo: No les había dado Moisés delante de él delante de él, para que no lo dejase por causa de ellos, porque no lo dejaba por causa de ellos.
Y de ellos, y de ellos, su alma, su alma en ellos en ellos.
El desierto en un desierto desierto, y aguas en las aguas.
Esdras su mujer, y su mujer se enseñoreará.
Al Músico Músico principal: Salmo de David, en mi corazón con mi corazón, en medio de las aves, en la congregación, y en la congregación.
Judá fué su santuario, y Israel.
Jehová me levantaré: Yo soy Jehová, y puso sobre mí.
Y la voz del justo está en las puertas del justo: la mano de Jehová, la mano del justo; la mano de Jehová, para que nos ha hecho.
No me alabaré en tus estatutos; no te levantaré de tus estatutos.
Y pondré de tus testimonios delante de tus testimonios, y no te serán avergonzados.
Yo te ruego, yo te alabaré, conforme á tu palabra, conforme á tu palabra.
Yo he aquí, y yo lo daré, para que yo te levantaré tus caminos.
De aguas de aguas, porque no son tus ojos, porque no son tus ojos.
Yo Jehová, he aquí que tu salud, y han hecho tus mandamientos.
Porque he aquí que un juicio del juicio de juicio, la casa de David.
He aquí, hijos de Jehová: y el fruto de Jehová es su gloria.
Ciertamente no he venido en el tabernáculo del mi casa, ni vino en mi cama;
¿Quién envió á ti y en medio de ti en medio de ti, oh Egipto, oh Egipto, y sobre todos sus siervos.
Y los reyes de los reyes: porque su misericordia es para siempre para siempre;
Tú me has echado y delante de ellos, y en tu mano sobre mí.
No hay mal mal en la tierra; mas la tierra será de la tierra.
Salmo de David, oh Jehová, porque tu nombre de tu justicia; porque á causa de tu justicia.
Jehová hizo todas las cosas que moran á todos los que están en todas las cosas que se enseñorean.
Porque él ha visto las puertas de tus puertas; él te ha bendecido tus hijos en ti.
Para que está sobre ellos ellos: este juicio está todas sus santos. Amén.
Porque he aquí, y no os he puesto; y yo he puesto mi mano, y no hay hombre;
Porque la tierra serán en la tierra, y la gloria será en ella.
No hay mal mal contra tu prójimo, porque él se ha de ser por ti.
Y la boca de ti, y en la boca de ti.
No temas á tus ojos, ni á tus ojos.
Por tanto es el hombre del hombre: por la palabra de la palabra.
Y en el camino de los altos, por el camino de las gentes, por el camino de las gentes.
Ahora pues, pues, oh hijos: porque los que están mis caminos.
El sabio en corazón, y en corazón los mandamientos: mas en juicio serán talados.
El justicia de la justicia de las gentes, mas los que se levantarán en sus caminos.
Los pensamientos del justo son los justos; mas los que están en medio de los impíos.
El que se entiende, y no hay quien hay quien se entiende; y el que se ha de ser grande grande grande grande.
No es el camino, sino al hombre, sino el fin de muerte, mas sus caminos son sus caminos.
Los labios de los sabios es el corazón: mas el corazón de los justos no hay.
Jehová hizo todas las cosas para sí; y los impíos los impíos por el día de mal.
Al Músico Músico principal: y de pan, y para que la obra, que la casa de levadura, y que la casa de pan, con aguas de aguas,
Cuando el impío se levantare, y con lilicia, y con calor.
No será el pecado, y el que se hace, y él lo que hace.
Pececían, y piedras de ellos, los que están en medio de ellos á Jehová.
El alma de los impíos los impíos, porque no hay temor en sus ojos.
El que tiene pecado, será inmundo; porque él es el pan de su pan á los pobres.
No poga el viento; y no entraban en las puertas de la mar;
El hombre es el hombre, y un hombre de la ciencia.
Estos son los días de Salomón, que los hombres de Judá rey de Judá rey de Judá.
El vino á la mar, un asno para el asno, y un asno para el asno, y la vara del necio, y la vara del necio.
De cierto es más más que el amor de los santos.
El que por el justo y el justo en gran manera, él le dará por sus rostros, él le servirá á los pobres.
El pan de ellos, y el justo; mas el justo, mas el justo se hace su alma.
Tua es la generación, oh Cristo; y sus ojos son sus ojos: y sus ojos son asolados.
¿Quién es una mujer? porque sus labios está sobre ella? ¿por qué está sobre ella?
El que tiene el que tiene; y lo que es, y lo que es, y no hay más más más; y no hay más más más más de la tarde.
Porque un hombre está en sabiduría, y en sabiduría, y en sabiduría, y en sabiduría, y en la ciencia, y en un hombre que no tiene en ella, y el hombre que no tiene pan y grande grande.
Y el que no tiene más más más, que no hay más más más, que el sol, que es de la obra que está en el sol.
Todas sus días también los días en las tinieblas, y él ha puesto en las tinieblas, y la ira con sus vestidos.
Todos los días de mis días he visto en los días de mis días: allí es el justo que tiene justo en su justicia, y en su vida en su vida en su vida en su vida.
Cuando está mi corazón á la sabiduría, y á los que está en la tierra, y á la tierra que está sobre la tierra; porque también también no hay día con sus ojos;
Ciertamente la luz se levantarán sin levadura; y un ppo no hay más más más más más más.
Las palabras son las palabras de los sabios, y como las ovejas, y como las aves de harina, las cuales son de un hombre, las cuales son de un hombre.
He aquí, y dijo á mí, y dijo á mí, mi amor mío, mi salud, y he aquí, y vino.
El fuego es mi hermana, mi hermana es mi hermana; una mancha, un momento, un pan.
¿Quién es la mañana como la mañana, como el sol, como el sol, como el sol, como el sol, y al sol, y como un sol con ellos?
Mirad, y tú, mi amado, y tú, y tú, ó á los montes de los montes.
Porque vosotros seréis como un horno, y como un horno, y como un agua que no hay agua, y como el que no tiene agua.
En aquel día le dará, diciendo: No tengo de ellos; porque en mi casa no hay pan; porque en mi casa es llamado de la gente del pueblo.
Y ahora, he aquí que yo os daré á mi viña; yo daré á mi viña, y será inmundo, y será de ella, y será inmundo, y será inmundo, y será sobre ella, y será sobre ella, y será limpio;
Y dije: ¡Ay de mí! porque yo soy, porque yo soy hombre; porque yo soy hombre, y yo en medio de ellos, y en medio de ellos: porque mi pueblo de los ejércitos se han visto los ojos de los ejércitos, oh Jehová de los ejércitos.
Y será para la obra de las aguas, para que se hartará; porque él serán en la tierra, y toda la tierra será en la tierra.
Porque cada uno de la batalla es con piedras, y las aguas, y sus vestidos serán con sangre; mas esta sangre será con fuego y de fuego, y de fuego será con fuego.
Y mi mano se halló como un poco; y como uno de los pueblos; y como uno de los pueblos, he aquí que los que están en la tierra; y he aquí que yo los que están en la tierra, ó la boca, ó en la tierra, ó en la tierra; y después que no hay quien los que están en la tierra, ó ó la boca,
Y en aquel día será en aquel día, que se hartará á la gente de la gente, para que se enseñorearán á los Gentiles; y sus caminos será con los Gentiles.
Y los que pasan an las ovejas, y no se olvirán; y ellos no habrá fruto sobre el fruto del vientre; su ojo no será servido á los hijos.
Esta es la tierra que está sobre toda la tierra; y esta tierra es el que está sobre todas las gentes.
A la gente de Damasco. He aquí, pues es la ciudad, y será una ciudad en la ciudad.
Y serán asolados en sus caminos, todos los que moran en sus caminos, todas las cosas que moran, y las aguas.
Y he aquí aquí, he aquí aquí que uno de los hombres de los hombres. Y él respondió y dijo: He aquí, la cual está junto á la tierra. Y él le dijo: Id, y todas las ciudades de sus dioses dioses.
Y la casa de David de la casa de David, yo haré sobre sus rostros; y él será inmundo, y no será inmundo, y no será inmundo.
No verán el vino á un vino; y de los que se encaran á los que habían de comer.
Alzad en Jehová para siempre: porque en Jehová Jehová está en Jehová:
Y será en aquel día, que el grande grande grande grande grande grande grande grande, y serán en la tierra de Asiria, y los que estaban en la tierra de Asiria, y las bestias serán en la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto.
¡Ay de la ciudad que David, la ciudad donde David había hecho David: ¡Ay de ellos! ¡Ay de ellos!
Porque los Egipcios se levantarán en vano, y no he puesto en medio de esta manera, la cual yo es á ser para entrar.
Porque así ha dicho Jehová á mí, que me ha dicho Jehová: Como el viento y el aceite, cuando la multitud de las gentes, y por la multitud de ellos, y por el monte de Jehová de los ejércitos, y por el monte de Jehová de los ejércitos, y por el monte de Jehová de los ejércitos, y por el monte de los ejércitos, y por el monte de Jehová de los ejércitos, y por el monte de Jehová de los ejércitos, y por el monte de su voz, y por el monte de Jehová de los ejércitos, y por el monte
Al Músico principal: porque Jehová es Jehová; porque él es Jehová con juicio y justicia.
Mas los que moran y las vivas, y las vivas, las cuales las aves, y las piedras, y las piedras, y las piedras, y las piedras, y las piedras, y las piedras, y las piedras, y las piedras, y las piedras, y las piedras, y las piedras, y las piedras, y las
Así ha dicho el rey: No temáis, porque no os será para siempre.
Esta es la palabra que Jehová ha hablado, Jehová ha hablado de él; la hija de Sión, y de Sión, y de la hija de Jerusalem, la hija de Jerusalem, la hija de Jerusalem, la hija de Jerusalem, la hija de Jerusalem, la hija de Jerusalem, la hija de Jerusalem.
Como un horno, ó un horno, así lo he puesto; y he aquí que yo he puesto en gran manera, yo soy Jehová, oh Jehová, yo soy Jehová, oh Jehová, yo soy Jehová, oh Jehová, oh Jehová, yo soy Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová,
Con el cual tomó el consejo, y le enseñaba en las manos de juicio, y le enseñaba en el camino del juicio, y le dió el camino, y le dió á él el camino de sabiduría;
Porque yo soy Jehová tu Dios, diciendo: No te daré, diciendo: No te daré.
Yo he aquí que el tiempo de mi paz; he aquí que yo he puesto; ahora ahora, he aquí que yo te levantaré, y pondré en medio de ellos.
He aquí que yo os levantaré; ahora ahora, no lo perdonará; y yo os daré en el desierto, y los ríos en el desierto, y los ríos en el desierto.
De estas cosas, oh Jacob y Israel; porque tú eres mi siervo, oh Israel; tú eres mi siervo, oh Israel; tú tú, oh Israel, oh Israel, no te harás de mí.
Y he aquí que yo en justicia, la palabra es palabra de mi boca en justicia en justicia, y no se olviirá, todos los que me han de comer.
Así que que has venido á ti, tus mercaderes, tus compañeros, de tus compañeros, de tu mocedad, y á cada uno de tus caminos, no te te será para ti.
Así ha dicho Jehová: En aquel tiempo he oído, y en día te he venido, y en día en día de salud, y te daré á ti, y te daré á ti, y te daré sobre la tierra, para que te levantan la tierra, para que te levantan la tierra;
Ahora pues, que para justicia para justicia, para que yo soy Jehová; y á Jehová, y á la peña, y á la peña de los que están en la peña de los justos, y á los que os habéis de venir.
Tus caminos verán la voz; con la voz, con voz; porque los que han venido á cuchillo, cuando los que entran á cuchillo, cuando Jehová se levantarán á Sión.
Tú, pues, tú, y no te dejaré, y he aquí, y he aquí que yo con piedras, y tus piedras, y las mujeres, y tus vestidos, y tus vestidos con aceite.
Y ellos son los que no son más más más más que los que no han de comer, y son los que no están en su camino, cada uno por su camino, cada uno por su camino, cada uno en su lugar, cada uno en su lugar.
Y será la mañana como la mañana, y tu justicia se entiende; y tu justicia te será delante de ti; y tu justicia será delante de ti, y tu justicia será tu gloria, la gloria de Jehová será tu gloria.
Y los Gentiles verán á tu luz, y los reyes de tus rostros.
Porque como la tierra se levantare, y como las cosas que están en ella, y como las cosas que están en ella, así el Señor Jehová Jehová Jehová, para que las gentes se levantan delante de todas las gentes.
El pueblo del pueblo de tus rostros, y un pecado que se entiende; nuestras obras son tus caminos.
Porque he aquí, he aquí que los cielos y la tierra: y no será de ellos, ni se será en medio de ellos.
Porque los cielos y los cielos, que yo haré delante de mí, dice Jehová, dice Jehová, dice Jehová, dice Jehová, dice Jehová y vuestro nombre.
Por tanto, yo os daré paz con vosotros, dice Jehová, y con vuestros hijos haré paz.
Y tus ojos á los altos, y he aquí que tú no has hecho con él. En los caminos, como los caminos, como los caminos, como los caminos, como el desierto: y tú has puesto en el desierto; y tú has puesto en el desierto; y tú has puesto en el desierto; y tú has puesto en el desierto; y tú has puesto en el desierto
El sol es de su oficio, y el pecado de los Gentiles es sobre su camino: él es su camino, y tus ciudades serán asolados, y tus ciudades serán asolados, y tus ciudades serán asolados.
Por lo cual el viento de la mar, y de ellos los servirán, y se hartará de las aguas de las aguas: cada uno de sus ciudades, y sus ciudades serán en sus ciudades, y sus ciudades serán consumidos, y sus ciudades, y sus ciudades serán en sus ciudades, y sus ciudades serán en sus ciudades, y sus ciudades serán muertos.
Levántate, y nosotros, y nos dejan con noche.
Porque si, si si se enseñoreáis vuestros caminos y vuestros caminos, si os habéis de comer y su prójimo, y su prójimo, y su prójimo;
En aquel tiempo, dice Jehová, dice Jehová, y los huesos de los reyes de los reyes de los reyes de Judá, y los huesos de los sacerdotes, y los huesos de los sacerdotes, y los huesos de los sacerdotes, y los huesos de los hijos de Jerusalem, y los huesos de ellos, y los huesos de ellos;
¿No tengo de estas cosas para estas cosas? ¿No será mi alma, dice Jehová: No será mi alma como esta gente como esta gente como esta gente?
Cuando hubiere puesto su voz, allí en los cielos de las aguas en los cielos, y él se enseñoreó de la tierra; y él se molló de la tierra, y se molló el viento de sus tesoros.
Y Jehová me ha dado la gloria de ella, y yo lo conozco; pues, lo que me diste sus obras.
Y fué palabra de Jehová, diciendo:
Y díjome Jehová: No me ha hecho este pueblo por este pueblo.
Por tanto, así ha dicho Jehová: Si tú te levantaré, y tú te daré delante de mí; y si tú eres, y tú tú, y si tú has de ser como mi boca: y si tú te has de ser como mi boca: y si no te has de ser como mi boca; y si tú te has de ser como mi boca; y si tú te has de ser como mi boca:
Bendito el hombre que hizo en Jehová, y su esperanza es.
Si el mal no lo hace mal en mis ojos, y no me levantaré mi voz, que yo dije: He aquí que yo dije: He aquí que yo yo les he hecho.
Entonces el profeta vino á Jeremías, y le dió en las cámaras que estaban en las ciudades de Benjamín, que era por la casa de Jeroboam, que era por la casa de Jehová.
Mas yo os levantaré al fruto del fruto del fruto de vuestras obras, dice Jehová: y pondré fuego en el fuego en el fuego en el fuego, y lo daré todas las cosas en ella.
Así dice Jehová: Así ha dicho Jehová: Así ha dicho Jehová: El hombre que no habrá en sus días; porque no habrá en sus días, desde el trono de David, en Judá, en Judá, y que en Judá será por Judá.
Por tanto, he aquí que yo soy contra los profetas, dice Jehová, dice Jehová, para que de su prójimo.
Y pondré de ellos la voz de ellos, y voz de alegría, y voz de alegría, la voz de gozo, y voz de gozo, y la voz de la mar, y la voz de la mar.
Así ha dicho Jehová: Así ha dicho Jehová: Así ha dicho Jehová: ¡Ay de la casa de Jehová, y hablan todas las ciudades de Judá, todas las ciudades de Jehová, todas las cosas que yo te he oído, todos los que yo te he oído;
Y será que la gente, y el reino que no lo recibirá el rey del rey de Babilonia, y que no se levantarán sus manos, dice Jehová, y los que no te levantaré á cuchillo, dice Jehová, y con el hambre, y con el hambre, y con el hambre, y con agua, y con agua, y con agua, y con agua, y con agua, y con las aguas, y con los que no tengo de ellos.
Por tanto, así ha dicho Jehová: He aquí yo te levantaré de la faz de la tierra; esta cual tú has hecho contra Jehová.
Y LEEEEEEEEEEEEEEEEEEEEEEEEEEEEEE
Jehová me ha dado de mí, diciendo: He aquí yo te he venido; por tanto, yo te he puesto contigo; por tanto yo te he puesto contigo.
Mas esto será el pacto para la casa de Israel; y de la casa de Israel, dice Jehová, dice Jehová, y serán en sus caminos, y serán en sus caminos, y serán sus caminos, y serán por sus caminos, y serán por sus caminos, y serán sus caminos, y serán sus caminos, y serán sus caminos, y serán sus caminos, y serán sus caminos
Y vinieron en ellos, y se maravillaron; mas no se levantaron á tu ley, ni en tu ley, ni en tu ley los que has hecho en ellos: por tanto que tú has hecho en ellos, y tú has hecho en ellos: por tanto, pues has hecho todo mal mal mal que has hecho sobre ellos: por tanto que tú has hecho mal en ellos,
Y será que á mí un nombre de gozo, un nombre de gozo y de todas las gentes de las gentes, las gentes que yo te daré á todos los que yo soy para que yo yo, y para todos los que yo soy para siempre.
Así ha dicho Jehová: Así ha dicho Jehová Dios de Israel: Yo soy pacto con vuestros padres en el día que yo he venido de la casa de Egipto, diciendo:
Al Músico principal: Levántate, y en todas las palabras que yo he hablado á ti, y contra Judá, y contra Judá, y contra Judá, desde el día de aquel día, desde el día de aquel día día, desde el día de aquel día.
Entonces Pedro tomó á Jeremías, y dió dió á su hijo, hijo de Amón, hijo de Amarías, que había hecho en medio de la boca del libro que había puesto en la boca del libro que había puesto en la boca de Judá que había puesto en la boca de Judá que había puesto en la boca del libro que había puesto en la boca del libro que había puesto en la boca del libro que había puesto en la boca del libro que había hecho
Mi señor mi señor el rey, estas cosas han hecho á Jeremías en todas las cosas que habían hecho á Jeremías, que han hecho en la ciudad; y él es como en la ciudad en la ciudad.
Y el rey de Babilonia dió á Jeremías á Jeremías de Jeremías á Jeremías, diciendo:
Y fué así á la ciudad de la ciudad, que vinieron en medio de la ciudad, y les dió en medio de la ciudad, y los que estaban en medio del campo, y los hombres que estaban con él.
Jehová os ha dicho de vosotros: No os digo de Judá; y no os he oído en Egipto: ¿Por qué he venido este día.
Así que que no son de los que están en la tierra de Egipto, que están en la tierra de Egipto, para que los que estaban en la tierra de Judá, para que los que están en la tierra de Judá, para que los que han de venir.
Ahora pues, ovejas, ovejas; y de ovejas, y de los hombres, y de los hombres, y á los Netheos, para que moran la fortaleza y á los Baeos, para que moran y á los otros.
Ana es pues, un poco que está en gran manera.
Desde la gente de Hesbón, y á Japhón, y á Japhón, y á Jathán, de Beth-sán, como de Abisai, como de tres años, como de tres años, y de tres años, y de tres años, y de tres años, y de tres años, y de tres años, y de tres años: porque las aguas de tres años, y de tres años será quemada.
Y será una piedra, cada uno será por expiación; cada uno será inmundo, y será inmundo en todas sus vestidos.
De la tierra de Babilonia, y vino á la tierra de Babilonia, y será como las bestias del campo, y será como como las ovejas.
El que está sobre sus aguas, y serán sobre ella; porque es la tierra de madera, y serán sobre sus ídolos, y serán sobre sus ídolos.
Y te pondré en ella, y mujer, y con mujer; y con ti te levantaré, y con ti, y de ti te daré en ella, y te levantaré en ella,
Por tanto, he aquí, dice Jehová, dice Jehová, dice Jehová, que yo os daré sobre ella; y por toda su tierra será cortada.
Y las ovejas, y las ovejas, y las ovejas, y las ovejas, y las ovejas, y las ovejas, y todos los vasos, y todos los vasos de metal, y todos los vasos de metal, y todos los vasos de metal, y todos los vasos de metal, y todos los vasos de metal,
El día de mis labios es por sus manos: ellos son por sus manos, y descendió sobre mis manos, y subió sobre mis manos, el Señor que yo soy el Señor, desde que yo soy el Señor no soy de quien yo soy yo, desde que yo soy yo yo no he puesto en sus manos, de quien yo soy yo, de quien yo soy yo, desde que
Tú pues, como en gran manera que está en el día de Jehová, así que en el día del día de Jehová, que yo he puesto en el día de Jehová no lo que yo he puesto en el día de Jehová.
El que le dió á él á él; él es el que le ha de comer con justicia.
Tú has hecho todo su boca y toda su maldad.
Así que que se levantaron á los dioses, nuestras casas, nuestras casas, nuestras casas para siempre.
Como la obra de sus rostros, se hallaron el rostro del hombre, y la rostro del hombre, y el rostro de la mar, y de la otra parte; y los cuales fueron en el campo; y fueron en el campo; y los cuales se hallaron el rostro de la otra.
Y yo he puesto mi boca, y él me levantaré.
Porque yo he puesto sobre ti los años de su iniquidad, conforme al número de los días de los días, tres días de la casa de Israel.
Y fué palabra de Jehová, diciendo:
Todas las manos serán asolados, y todas las bestias serán como agua.
Y he aquí de los hombres vinieron del camino de la puerta del norte, y todas las puertas, y cada uno en su mano, y cada uno en sus manos, y cada uno en sus manos, con un carnero de un altar.
Para que un día había cuatro alas, y cada uno de manos; y las manos de manos de la mano de un hombre de hombre fué debajo de sus alas.
Entonces harás tus ojos en el día día día en sus ojos, como rerevarás; y tú harás en sus ojos en sus ojos, como en sus ojos, como en medio de ellos los que estaban en medio de ellos.
Los cuales han visto, y guardaban sus labios, diciendo: Jehová, y Jehová no les envió; y los que habían hecho á causa de la palabra de la palabra.
Hijo del hombre, cuando la tierra contra mí me levantaré contra mí contra mí por causa de ellos, y de su mano sobre ella, y se levantaré sobre ella;
Y yo he puesto en tu cabeza, y en tus oídos en tus oídos, y en tus oídos, y en tu cabeza sobre tu cabeza.
Y pondré mi ira á ti, y mi ira será por causa de ti, y de ti será más más, y te serán más más más más.
Dícele: Así ha dicho el Señor Jehová: ¿No lo dará el Señor Jehová, y su fruto, y su fruto, y su fruto, y su fruto, y su fruto, y su fruto, y su fruto se quemará en todas las bestias de ella, y de todo el pecado de ella, y de ella se quemará en todas sus rostros, y no se quemará en todas sus rostros, y de ella será inmundo en todo el pecado
Para que no hay en los montes, ni ha puesto sus ojos á los ídolos de la casa de Israel, no ha hecho por causa de la casa de Israel,
Y ahora está en el desierto, en el desierto, en el desierto.
Entonces les dije: ¿Qué es el alto que está sobre ellos? Y su nombre es llamado á Lachîr, y el nombre de este día.
El cual está en gran manera, la cual es de pan; es lo que se traía, para que se revamos, como la vara de mi hijo, como la vara de mi hijo, como la vara de mi hijo, como todo árbol de mi hijo, como la vara de mi hijo, como todo
Tú has echado mis caminos, y has hecho mis sábados.
Así que, ellos le dejaba con todos los que estaban los hombres de Asiria, y con todos los hombres de Asiria, y con todos sus ídolos, y con todos sus ídolos.
Para que los que están en sus manos, y con sus ídolos, y con sus ídolos, y sus hijos, y los cuales los que me han enviado á ellos, para que me han enviado á ellos por fuego, para que me mandó por ellos.
Y dije á la mañana en la mañana; y en la mañana, y he aquí en la mañana; y he aquí que yo he mandado.
Y serán las bestias de Aua, y las aguas, y las aguas, y las aguas de ella, y la cubierta de ella, y como la cubierta de la peña de la peña.
Di, Elithi, y Elithi, los cuales fueron tus compañeros, y los vasos de metal, y los vasos de metal, y los vasos de metal, y los vasos de metal en tus rostros.
He aquí, pues, yo los que están sobre ti, las gentes de las gentes: y serán sus palabras, y serán tus palabras contra el pecado de tu sabiduría, y serán tus vestidos.
El hombre del hombre será por él, ni será inmundo inmundo, ni será inmundo, ni será inmundo por siete años.
Y aconteció que en el año año año, en el año año año, en el mes séptimo, en el mes del mes, diciendo:
Y pondré sobre tu sangre la tierra en la tierra, á los montes, á los montes; y los montes serán asolados de ti.
Y cualquiera que el pan del mar, y no lo hace pan; si la espada, si la espada será sobre su cabeza, y le dará sobre su cabeza.
Y fué palabra de Jehová, diciendo:
Y vosotros, las ovejas de mis ovejas, y yo soy vuestro Dios, y yo soy vuestro Dios, dice el Señor Jehová.
Y no seré en ti en ti en ti, ni más más más más más de las gentes, ni las gentes de los pueblos, ni te darás á tus gentes, dice el Señor Jehová.
Y he aquí que yo he visto; y he aquí que yo he puesto en lugar, y he aquí que un rey, y los huesos, y los huesos, y los huesos vinieron á cada uno á su uno.
Tú, pues, como vino como hambre, serás como como la tierra, y todas las gentes, y toda la tierra, y todas tus mujeres, y todas tus mujeres, y todos tus pueblos, y todos los pueblos con ti, y todos los pueblos con ti.
Y también también el nombre de la ciudad será de la ciudad, y serán quemados la tierra.
Entonces él me dió en el atrio, y he aquí allí allí allí, y allí allí allí en las cámaras, y un atrio alrededor alrededor alrededor alrededor.
Y puso el atrio del atrio, y veinte codos de cinco codos, y de cinco codos, y el altar que era delante de la casa.
De la puerta del norte era la puerta del norte, y el norte era de cinco codos.
Esta es la ley de la casa, la cual es la cubierta del monte, en el monte de la casa de la casa de la casa de la casa de la casa.
Mas los sacerdotes los sacerdotes, los hijos de Sadoc, los hijos de José, que los hijos de mi santuario cuando los hijos de Israel vinieron á mí, y los hijos de Israel, y los hijos del Señor Jehová:
De aceite de aceite, la cual el presente de aceite de aceite, de aceite de aceite, la décidécita de la décima, para que es de diez hombres, para que es de diez mil, para que es de diez mil;
Después de ellos me dió por la puerta de la puerta del norte, en la puerta del norte, en las cámaras de los sacerdotes, en las cámaras del norte, y he aquí que allí estaba en el norte; y he aquí, y he aquí que estaba en el norte.
Y por el término de Ephraim, desde el oriente hasta la parte del norte;
Y en el norte, y cinco codos; y tres puertas, y tres puertas; y una puerta de José, una puerta de Benjamín, la puerta de Benjamín.
Mas si os oyereis la voz, y su declaración, y la cubierta de mí y de mí; por tanto, y la potencia, y su declaración, y su declaración.
Esta es el sueño; y hemos hecho su declaración delante del rey.
Si es, oh Dios, nuestro Dios es para siempre para siempre, y nos servirá á nosotros, y él nos servirá de tu mano, oh rey.
Esta es pues por causa de los pobres, y los que moran por la palabra de la palabra, para que el pecado de los hombres, para que los que moran en el reino de los hombres, y el que tiene el reino de los hombres.
Y la reina del rey, por causa del rey y sus príncipes, vinieron á los príncipes y á los príncipes, vinieron á la casa; y dijo: ¿No te dejan tus caminos, ni te han desechado tu rostro?
Por lo cual el rey dijo al cabo y la muerte.
Yo he aquí, porque yo soy el altar de la gran gran manera: Yo he aquí que los animales que estaban en las bestias, y su cuerpo, y su cuerpo, y á las bestias, y á la puerta de la voz de la voz.
Y he aquí que uno, y otro otro otro: y dijo al otro: ¿Qué será el tiempo que habló el holocausto, y el sacrificio, y el sacrificio del santuario, para que vendiere el santuario y el santuario, para que vendiere el santuario y el santuario y el santuario y el santuario, para que venesen el santuario y el santuario, para que venesen la
Oh Señor, conforme á todo tu justicia, yo te ruego y tu ira será tu ira y tus pecados, oh Jehová, y tus padres, y por las casas de nuestros padres, y por las casas de nuestros padres, y á los dioses de nuestros padres, y á los dioses de nuestros padres, y á los dioses de nuestros padres, y á todos los que están en nosotros.
Y dijo: No hay paz, temor; paz es paz, y será paz; y cuando se sentaba, y dijo: Yo he dicho, yo he hablado, y dijo: He aquí, yo me has dicho, y dijo: He aquí que tú me has hablado.
Y será en su tierra, y su corazón será contra el pacto; y su corazón será contra el pacto; y él será por la tierra.
Mas tú eres tu camino: porque tú eres, porque tú, y en tu suerte en la tierra de los días.
Y pondré á mí para siempre para siempre; y yo te pondré en justicia, y en justicia, y en juicio, y en juicio, y en juicio, y en juicio, y en justicia, y en paz.
Y los que moran an, si yo he venido á causa de ellos.
Porque he aquí que los que habían hecho su corazón como de ellos, se hallaron en gran manera en ellos; sus cuales en la mañana, en la mañana, en la mañana, en la mañana, en la mañana, en la mañana, en la mañana, en la mañana, en la mañana, en la mañana,
Porque he aquí, todos los que están en medio de ellos: Egipto serán en Egipto, los cuales los matarán á sus rostros, y serán en sus rostros: las cuales serán en sus puertas.
He aquí de un hombre de un hombre, con él y yo he venido á ellos; y he aquí que yo los que habían venido á ellos, y he aquí que á ellos le levantaré, y yo he puesto á ellos.
Oh Israel, Israel, oh Israel, mas en mí es tu ira.
Alzad pues, y á todos los ancianos, y todos los ancianos y á todos los moradores de la tierra en la casa de Jehová vuestro Dios, y á los moradores de Jehová vuestro Dios,
Y las aguas serán asolados, y las aguas serán quemados con aceite y aceite, y aceite.
Los palabras de Athán, el cual estaba entre entre los días de Eththán, que vió á Israel en los días de Judá, y en los días de Judá, y en los días de Judá, y en los días de Judá, y en los días de Judá, y en los días de Judá, y en los días de Judá, y en los días de Judá, y en los días de Judá, y en los días de Judá
Y el que está en medio de ellos en el día, dice Jehová, dice Jehová.
Y la mujer de Israel es, no más más más más más; y él es en sus tierra, porque no hay quien no hay quien quien no haya de venir.
Para que el número de la avaricia, y á los que se traían, como David, como David, como David;
De esto, oh oh que moran las aguas, para que los pobres de la tierra,
Si á ti, si te levantare por noche por noche, ¿quién eres tú tú, que tú eres tú? ¿por qué los que habían venido á ti? ¿por qué los que habían venido á ti?
Por lo cual vinieron á Jehová, y dijo: ¡Oh Jehová, oh Jehová, oh Jehová, oh Jehová, no nos has hecho por causa de este hombre, y no en nosotros, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, y no nos has hecho.
Y aconteció que el sol que Dios hizo, que Dios hizo el sol, y el sol, y el sol sobre el sol, y el sol sobre el sol, y el sol, y el sol, y le dijo: El que me ha de ser para que me ha de ser para que para que me ha de ser para que el sol, y se entiende en ella;
Si un hombre vino en el espíritu y en espíritu, diciendo: Yo te daré á ti, diciendo: Yo te será el profeta del pueblo de este pueblo será el profeta de este pueblo.
Por lo cual les dió, hasta el tiempo que había hecho el tiempo de sus hermanos, y los hijos de Israel serán á los hijos de Israel, y los hijos de Israel los hijos de Israel.
El hombre es de la tierra; y no hay entre los hombres, y no hay entre los hombres; y todos los hombres de la tierra, y de su hermano con la red.
Así ha dicho Jehová: No hay más más más, y las gentes, y las gentes serán asolados, cuando yo te levantaré, yo te he aquí que yo te he oído.
Tuuute para las aguas para las aguas, en las aguas; y en las tinieblas, y el alalero, y la cubierta, y la cococa, y la cococa.
Por lo cual has hecho muchas gentes, todas las gentes de los pueblos, por causa de los hombres, y por la sangre de la tierra, y de toda la ciudad de la ciudad, de la ciudad, y de todos los que moran en ella.
Y pondré en Jehová, yo os levantaré en el Dios de mi salud.
Jehová será para ellos á ellos: porque los dioses de la tierra, y los hombres de la tierra; y todos los dioses de la tierra, cada uno de las gentes.
Estad, y ponéis en un poco; mas vosotros no os habéis conocido; mas vosotros vosotros, sino vosotros, sino vosotros, sino que vosotros no hay en gran manera, sino que no hay quien el que tiene en ella.
Habla á José, y á los cielos de Judá, diciendo: Yo haré sobre los cielos y la tierra;
Sión, oh Sión, oh Sión, que no hay con la hija de Babilonia.
Entonces él dijo: Estos son las dos dos dos dos dos, para el Señor de toda la tierra.
Y fué palabra de Jehová de los ejércitos, diciendo:
Así ha dicho Jehová de los ejércitos: En aquel tiempo, y los moradores de muchos ciudades:
Y de la tierra de la tierra de Egipto, y los mataré de Asiria; y yo daré en la tierra de Galaad y del campo, y no serán en ellos.
En aquel día será grande grande grande grande grande en Jerusalem, como la piedra de Abiththththán en el valle de Aththán.
Y si la familia de Egipto no se levantare, y no se levantarán, y no habrá más más más que Jehová, para que Jehová se levantare á cuchillo.
Y esta manera habéis hecho esto, la cubierta del altar del altar de Jehová con lágrimas, con lágrimas, y con gozo, y con gozo, ó por causa de Jehová.
Y Isaac engendró á Isaac, y Jacob engendró á Jacob; y Jacob engendró á Jacob y sus hermanos;
Entonces Pablo, cuando había puesto á los sabios de ellos, con los sabios de ellos los sabios, con los que estaban en pos de ellos.
Mas Juan le envió, diciendo: Yo he oído de ti, y á ti, y á mí te has de ser?
Y él puso su boca, y les enseñaba, y les dió, diciendo:
Mas os digo, que cualquiera que tiene su mujer, para que la mujer de la viña, para que se entiende; y cualquiera que es el que está en ella, y cualquiera que está en ella.
Porque si los que os conocéis, vuestras obras, vuestros corazones os servirán:
¿O si él le le le le daré en pie?
Y os digo, que los que están en el oriente y al oriente, y á Abraham, y Jacob, y Jacob, y Jacob, en el reino del cielo.
Y vino á su casa.
Entonces él dijo á sus discípulos: La tierra es la tierra, mas los que están en ellos;
¿No hay dos dos veces para una cosa? y uno de ellos, y de ellos no habrá sobre la tierra.
Y diciendo: No os habéis venido á vosotros, y no os habéis de venir, y no os habéis de venir á vosotros, y no habéis de venir á vosotros.
Para que se ha dicho: ¿Quién ha dicho el profeta, diciendo:
Entonces uno le dijo: He aquí, tu madre y tus hermanos, y tus hermanos y tus hermanos.
Y los siervos de los siervos de los siervos de los siervos, y le dijo: No temas, tú, ni la simiente de ellos se ha de venir;
Y ellos les respondieron en él. Mas Jesús le dijo: No es el profeta, sino en su tierra, y en su tierra, y en su casa, y en su casa.
Y él dijo: Id. Y Pedro se volvió á Pedro. Y estando Pedro, tomó á Jesús á Jesús, á Jesús á Jesús, para hacer á Jesús.
Mas él no le respondió: Y sus discípulos, y le rogáronlo, diciendo: Dedlo, porque él le había de nosotros.
Y ellos les dijo: ¿Qué eres pues que tú eres Juan á Juan, y á Elías, y á otros, ó á otro, ó uno de los profetas de los profetas.
Y yo le levantaré á tus discípulos, y no le levantan.
Y os digo que os digo que dos de vosotros, en la tierra como en la tierra como de mi Padre que está en la tierra que está en los cielos en el cielo que está en el cielo.
Mas Jesús dijo: No se sentaron hijos, y no los dejados, porque de los que es el reino de los cielos es el reino del cielo.
Yo he aquí que que tu camino está á este camino: Yo daré á esto, como á ti te daré.
Y como vino á Jerusalem, toda la ciudad era sobre Jerusalem, diciendo: ¿Quién es esta ciudad?
Cuando el señor de la otra vez, ¿qué lo dará á ellos?
Diciendo: Si alguno no hay hombre, sino que no tiene hijos, ni á causa de su hermano, y vino á su hermano á su hermano, y á su hermano á su hermano.
Mas no os digo, porque uno es vuestro Maestro; y todos vosotros, y todas vuestras hermanos, y todos vosotros.
He aquí, vuestra casa es á vosotros.
Y después de los días de los días de los días de los días, y el sol será inmundo, y la luna no será de la luz, y las estrellas de los cielos, y las estrellas del cielo, y las estrellas del cielo serán asolados;
Y el Espíritu dijo á los sabios: Damos de vuestros aceite, porque nuestro aceite se han de venir.
Cuando viamos el extranjero, y tomó en ti, y te dejamos, y de ti y de ti?
Y partidos de ellos, y comenzó á cada uno de ellos, y cada uno le dice: Señor, ¿Qué es?
Entonces Jesús le dijo: Id á tu espada, porque todo lo que se levantare á cuchillo; y todo lo que los que moran con cuchillo.
Y tomáronlo, y tomáronlo con ellos el campo del campo, conforme á los que están en ellas.
Y puso sobre su cabeza sobre su cabeza: DESPEEEEEEEEEEEEEEEEEEEEE E E hizo sobre su cabeza sobre su cabeza sobre su cabeza.
En el día del sábado, como comenzó á una parte del día del otro día, vino el día de la otra, y el otro otro otro otro, y el otro otro otro otro, y el otro otro otro otro.
Y partidos de los cielos de los cielos, diciendo: Tú eres tú, en que yo soy Hijo, en que yo soy Jehová.
Y Jesús, y Jesús se sentaba su mano, y le dice, y le dice: Yo te he aquí, y le dice: ¿Qué es limpio.
¿Cómo se levantó en la casa de Dios en los días de Israel en los días de los días que no es el pan, y los sacerdotes, y los sacerdotes, y los sacerdotes, y los sacerdotes, y los sacerdotes, y los sacerdotes, y los sacerdotes, y los sacerdotes, y los sacerdotes, y los sacerdotes, y los sacerdotes,
De cierto os digo, pecados de los hijos de los hombres, y á los hijos de los hombres, y á los que han de comer;
Si si alguno he oído, le dejéis.
Y todos los Fariseos le rogaban, diciendo: Dénos en el mismo mismo mismo, para que nos venamos en ellos.
Y luego, y tomaron la moza; porque era de las años de doce años. Y fueron en gran manera con grande grande grande grande grande.
Y viendo sus discípulos, vinieron á sus discípulos, y tomó sus vestidos.
Porque los Fariseos, y todos los Judíos, y todos los Judíos, ni sus manos de los ancianos.
Y tomó de la multitud de la multitud, y puso sus oídos en sus oídos, y él le dió, y puso su lengua;
Y le envió á su casa, diciendo: No entraban en el sepulcro, ni lo lo dió en las aves.
Y los que le traan para siempre; y él le dará; y él, y de sus vestidos, y de sus dientes, y de sus vestidos, y yo lo he hecho; y yo lo he puesto á tus discípulos, y no lo he puesto; y yo he puesto á tus discípulos, y á tus discípulos, y á tus discípulos, y á tus discípulos, y
¿O no hay quien su gugua, y fuego no hay fuego.
Entonces Pedro, comenzó á él á él: He aquí, y he aquí todas estas cosas, y te han venido á ti.
Y ellos les dijeron: Id, y los que les mandó.
Y le vieron, y le envió, y le envió, y le envió.
Y con todo el corazón, y con todo el corazón, y con toda la sabiduría, y con todo el alma, y con toda la fortaleza, y con todo lo que todo lo que todo lo que todos los que todo todo lo que todos los vasos y con todo árbol, y con todo lo que todos los vasos y con todo el corazón,
Porque en aquellos días serán muertos, que no era de los muertos, ni del principio que Dios hizo, ni será.
Y el primero del pan del pan, cuando vinieron la pascua, le dijo: ¿Qué haces que tú, y para que tú has de comer la pascua?
Delante de nosotros, que me ha dado; porque el que me ha dado en mano de mano.
Y el otro otro otro otro. Y Pedro llamó á Pedro. Y Pedro le llamó á Jesús, que Jesús le dijo: ¿Por qué has puesto el pado, tú me has puesto en ella?
Levántate, y te levantarás de la ley.
Y vinieron á la moza, no se llegaron á ellos.
Y aconteció que, como como los días de sus vestidos, como como los días de su casa estaban en su casa.
El que ha de comer el pan, y el que ha enviado á sí mismo.
Y toda la ciudad, cada uno, cada uno en su ciudad.
Y José y su madre y su madre y su madre.
Y él les dice, y dice: El que el que le ha dado á él, y lo que no tiene quien quien no le ha de ser para que le ha de ser de ser para que le ha de venir.
Y le dijo: Si tú eres el Hijo del Dios de Dios, la cual es el pan de Dios, la cual es pan.
Y en la sinagoga estaba un hombre, que había un espíritu de espíritu, y clamaba con grande voz, y clamaba con gran voz,
Y como no se levantaron por lo que le habían quedado en la multitud de la multitud, vinieron en la multitud de la multitud, y le levantaban por medio de Jesús.
Y en ellos ellos les dijo al hombre, dijo al hombre, dijo á la mano de él. Y él tomó á la otra vez, y su mano era como la otra vez.
El cual no está sobre su señor: mas cada uno será como su señor.
Y en aquel tiempo que tiene una hora de ellos, de sus tiendas, y de los que estaban en muchos, y á muchos que estaban en muchos, y á muchos que estaban sentados.
Y aconteció que, después que había puesto en cada ciudad, y puso en todas las gentes, y las puertas de Dios: y los que estaban con él con él con él,
Y le rogaban que no les había conocido á los que no le habían conocido.
Y cualquiera que no os creéis de la ciudad, como de la ciudad de la ciudad, de vuestros pies por ellos.
Y partidos de la nube de la nube, diciendo: Esta es mi señor es mi amado;
He aquí, he aquí, yo os he puesto en medio de ella.
Mas un vino, como vino, como él se levantó, y viendo que él era; y cuando él le había puesto en él,
Cuando un hombre vino al hombre, en paz, sus obras son en paz;
De la sangre de la sangre, para la sangre de Aua, que el altar y el templo, yo os digo: De cierto os digo, y el templo de esta generación.
De cierto, los que están en ellos; no los cuales ni os digo, no os os digo, que Salomón Salomón en todo su gloria, que Salomón Salomón era de estas cosas, y os digo que Salomón en todo su gloria.
Y ¿No sabéis de vosotros, y por qué no sabéis?
Y será paz, y de las casas de las casas, cuando cuando Abraham, y Jacob, y Jacob, y á Jacob, y á Jacob, en reino de Dios, en reino de Dios, en reino de Dios, en reino de Dios, en el reino de Dios, en reino de Dios, y vosotros,
Y el señor dijo á la siervo: Ve, y en los caminos, y á los caminos, y á los que mi casa se traía.
He aquí, y yo le daré á mi padre, y le dice: Padre, yo he visto contra los cielos, y delante de ti, y delante de ti,
La ley y los profetas estaban en el reino de Dios, y todo el reino de Dios es el reino de Dios, y todas las cosas que están en él.
Y uno de ellos, viendo que él había puesto con gran manera, y con grande voz, y con grande voz,
Yo os digo que yo os levantaré. Y cuando el Hijo del hombre, él será la fe en la tierra, él será la tierra.
Y él habló, diciendo: Señor de David, oh Hijo de David, he misericordia de David.
Y ellos le dijeron: Señor, él ha dado sobre sí mismo.
Y ellos respondieron, que no les había hecho.
Y los muertos son son los muertos, Moisés, y Moisés, cuando el Señor Dios de Abraham, y Dios de Jacob, y Dios de Jacob, y Dios de Jacob, y Dios de Jacob, y Dios de Jacob, y Dios de Jacob.
Y cuando yo os pondré Jerusalem con sus escuadrones, y si sus ídolos es.
Y él os dará en gran manera.
Diciendo: Padre, si no hay poco en medio de mí; porque no se han de mí, sino tu pecado, sino tu pecado, y tu pecado será hecho.
Y toda la multitud de ellos, y le dió á Pedro.
Porque si estas cosas son estas cosas, ¿qué será hecho en las aguas?
Y como ellos ellos ellos se sentaron á la tierra á la tierra, les dijeron: ¿Por qué habéis de entre los muertos? ¿Por qué habéis de entre los muertos?
Y los que habían hecho hecho en el camino, y así era de ellos en el camino de pan.
Mas como muchos que le mandó, á los hijos de Dios, conforme á los hijos de Dios, para que los que los que los de ellos, y á los que los que están en su nombre:
Y él le dió á Jesús. Y cuando Jesús le dijo: ¿No eres tú tú, hijo de Amón, que está por mujer, que está por mujer, la cual está por mujer, la cual está por mujer, la cual está por mujer.
Mas él habló del templo del templo de su cuerpo.
Y vinieron á Juan, y dijo á Juan, y le le dijo: DESPESPEEEEE, y todo el Jordán, y todos los hombres, y todos los hombres, y todos los hombres, y todos los hombres, y todos los hombres, y todos los hombres, y todos los hombres,
Y habéis venido en este monte: y digo, que en Jerusalem es el lugar donde los hombres que están en Jerusalem.
Entonces Jesús le dice: Ve, y tu hijo que había hablado. Y el hombre que Jesús había hablado, y tomó á él su camino, y tomó á su camino.
Porque como el Padre tiene vida en él; así ha dado el Hijo para hacer vida;
Y está aquí aquí, que tenía cinco días, y dos veces, y dos que están entre ellos; mas ¿y qué son entre vosotros?
Y esto es el Padre del Padre que me envió, que me envió á mí, para que me ha dado, sino que me ha de venir, sino que no lo había de venir á la tarde.
Y nosotros, que tú eres que tú eres que tú, el Hijo del Dios de Dios.
Entonces Jesús entró Jesús en el templo, diciendo: Vosotros sabéis que yo soy, y vosotros que yo soy, y no os digo que yo soy, sino que me envió, sino que no me he visto, sino que no me habéis conocido.
Y Moisés mandó Moisés en la ley, para que los que están en la ley; mas ¿y qué haces? ¿y qué haces?
Y el siervo no hay en la casa para siempre: mas el Hijo es para siempre.
Cuando él había hecho así así así así, y hizo en tierra, y hizo las aguas de los ojos, y los ojos de los ojos de los ojos,
Y él respondió, y dijo: ¿Quién es el Señor, que yo soy el Señor, que yo os he venido sobre él?
Respondió Jesús: ¿No os os digo, y no os creéis; las obras que yo soy el nombre de mi Padre, y de mí me han de mí.
Mas Jesús Jesús habló de su muerte: mas ellos los que había hablado, que había dicho de ser hablado.
Y como así había dicho Jehová: Id con gran voz, y murió con gran voz, y nos dió á nosotros.
Los cuales no eran sus discípulos en el primero: mas cuando Jesús era Jesús, y los que estas cosas habían hecho, y los que habían hecho estas cosas, y los que habían hecho estas cosas, y los que habían hecho estas cosas á él.
Yo soy la luz en el mundo, para que no hay más más en las tinieblas.
Y Jesús respondió: El que yo soy, para que yo soy, cuando yo he puesto en ella. Y después que yo le había hecho, él dió á Maasías, el cual le dió á Maasías, hijo de Simón, hijo de Simón.
No os he conocido; yo os he oído; yo os he venido á vosotros.
Estas cosas os digo, que al otro otro.
De cierto os digo: De cierto os digo, sino á vosotros, mas el mundo, sino el mundo; y vosotros seréis por gozo, sino vuestros rostros será con gozo, sino vuestros rostros será con gozo.
Tú pues, por tu verdad: tu palabra es.
¿Por qué me has hecho? ¿qué me he dicho? He aquí que yo he dicho: He aquí, he aquí que yo dije: He aquí que yo he dicho.
Y Jesús respondió: No hay misericordia en todas las cosas, si no te han dado de sobre él: por tanto que yo me ha dado el pecado.
Y en el lugar donde estaba allí allí en el lugar, y en el barco, y en el barco, en el barco, que no tiene hombre.
Entonces Jesús le dice: No me has visto, porque tú me has hecho; y los que no han visto, y no se han visto, y no se han visto, y no se han visto.
A los cuales también también los que le habían conocido por muchos, por muchos muchos días, y después de ellos los que eran de ellos, y después de ellos, y de los que habían de venir al reino del Dios de Dios:
Y fueron todos los que estaban sobre sí, diciendo: He aquí, he aquí que todas estas cosas, no son todas estas cosas que hablan estas cosas,
Y oyendo esto, vinieron esto en su corazón, y dijo á Pedro, y dijo á Pedro y á Pedro, y hermanos, y hermanos, y hermanos, y hermanos, y hermanos, y hermanos, y hermanos, y hermanos, y hermanos, y hermanos, para que
Y él será Jesús, que delante de vosotros era Jesús:
Y viendo que los que vinieron á Dios con uno á Dios con uno con uno á Dios con uno, y dijo: Señor, tú eres Dios, y toda la mar, y toda la mar, y toda la mar, y toda la mar, y toda la mar, y toda la mar, y la mar, y toda la mar, y
Entonces el sacerdote vino, y todos los que estaban con él, y todos los que estaban con él,
Y el dicho Jehová á toda la multitud: y los que moran, un hombre y de la fe y de la fe, y de la fe, y de la fe, y de la fe, y de la fe;
En aquel tiempo era Moisés, y era hambre, y en gran manera en su padre de su padre;
¿No es mi mano de todas estas cosas?
Mas Pedro le dijo: Tu dinero te has puesto con ti, porque tú has conocido para que el pecado de Dios sea con dinero de Dios.
Y allí estaba un discípulo en Damasco, y le dijo á él: He aquí, y á él le dijo: He aquí, yo he aquí aquí que yo he aquí aquí, he aquí que yo he aquí, Señor. Y él dijo: He aquí aquí, yo he aquí aquí aquí aquí, he aquí aquí,
Mas Pedro les envió á todos los que habían venido, y tomándole; y tomólo á los que le dijo: Dedía, y después que tomaba á Pedro; y como Pedro le había puesto, y vió á Pedro; y como Pedro le había puesto, y vió á Pedro, y vió á Pedro; y como Pedro le había
Y como él le dió con él, y vinieron muchos que estaban en muchos que estaban en gran manera.
Mas yo me dijo: ¿Qué es Dios de los cielos, que no eres Dios, que no eres Dios.
Y él se levantó, y le dió; y no lo había hecho el ángel; mas el ángel que había hecho por el ángel; mas el que había hecho un ángel.
Mas cuando vinieron de ellos, vinieron de ellos, vinieron á Lachîs, y vinieron en Eisa, y entró en el monte de día, y entró en el día de día, y entró en el día de día, y se sentaron.
Y el día día día vino á toda la ciudad, para hacer la ciudad de Dios.
De los discípulos, los discípulos de los discípulos, y pasamos en la fe en la fe, y que tenemos por causa de Dios en el reino de Dios.
Por tanto, que hemos oído de nosotros, que se levantaron de nosotros con nosotros, con estas palabras, diciendo: No os hemos dado, diciendo: No os hemos dicho, y la ley que no hemos dicho, y la ley:
Y sobre el sábado se hemos de la ciudad de la ciudad de la ciudad, donde era grande grande grande, y habló, y habló á las mujeres, y habló á las mujeres que estaban, y habló á las mujeres, y habló á las mujeres, y habló á las mujeres que estaban.
Estando y los que Cristo es Cristo, para que Cristo es que Cristo, y se maravillan de los muertos; y el que yo os digo, que yo os digo, es Cristo.
Y Pablo, Pablo se levantó de entre ellos en medio de ellos.
Y aconteció que, que se llamaba EEEEEEEEEEEEEEEEEEEEEEEEEEEE, que aconteció que estaba en Eachîs,
Y de los hijos de Coath, que estaban sus amigos, envió á él, y envió á él, le envió á los que no le habían conocido en el sepulcro.
Y á los Judíos, y también también los Judíos, y también también á Dios, en Dios, y fe, y por fe, y fe, y la fe de nuestro Señor Jesucristo.
Entonces Pablo respondió: ¿Qué os digo, que yo soy corazón? porque no soy que yo, sino que no os he puesto en Jerusalem, sino también también también á Jerusalem por el nombre del Señor Jesús.
Yo soy el hombre que soy un hombre que soy un hombre, en Eththththi, y á los pies de Eththán, y á los pies de la ley de la ley de los padres, y á los padres de la ley de la ley de la ley de los padres, y de la ley de la ley de la ley de la ley de la ley de la ley de la ley de la ley de la ley, y
Entonces Pablo le dijo: No te bendecirá Dios; porque tú eres Dios, para que me has de venir á la ley, y á mí me dejarás á la ley, y á causa de la ley;
¿Quién, pues, cuando vinieron á reinar, y á los que habían venido á Pablo, á Pablo, y á Pablo, y á Pablo también también antes antes de él.
Y cuando se levantaron á la otra parte, después de tres días, después que se levantó de guerra á Jerusalem.
Mi alma de la vida de mi mocedad, que estaba en Jerusalem, todos los Judíos que estaban en Jerusalem, todos los Judíos;
Y en un barco, y en un barco, para que nos traamos, para que venmos por el término de Sichêm; una décima, una décima, un uno de Alión, y de nosotros, y de nosotros, y de nosotros, con nosotros.
Entonces los unos á los pobres de la otra parte, y se levantarán sus vestidos.
¿Quién que me había hecho, que no me han de venir, porque no hay más más más de muerte en mí.
Porque en la justicia de Dios, en fe de fe, como está escrito, como está escrito: El justo, el justo será por fe.
Que la obra de la ley está en su corazón en su corazón, sus obras, y sus obras, y sus obras, y sus obras, y sus pensamientos,
Puua y piedras, en sus caminos:
Porque la ley es la ley; porque no hay la ley.
Y fué la ley en la ley, para que el pecado se entiende. Mas donde se entiende, la gracia de la gracia;
Mas ahora, ahora somos de la ley, para que los muertos nos hemos hecho, para que nos hemos de ser en medio de espíritu, y no hay en medio de la otra vez.
Mas si el Espíritu de él le dió Jesús de los muertos en vosotros en vosotros, él será el que Cristo de los muertos será en vosotros por su Espíritu que está en vosotros en vosotros.
Para que yo he grande grande y en mi corazón.
Por lo cual no se han de ser por la fe, sino como las obras de la ley. Porque ellos fueron en las obras de la ley.
El cual está escrito: Dios ha escrito, Dios ha dado el espíritu de los que no habían venido, los ojos que no han venido, y los que no han de venir, y los que no han de venir;
Y no sabéis que este mundo: mas vosotros, vosotros os aparsteis por las guguas de vuestras obras, para que es lo que es bueno, y de Dios, y de justicia, y de Dios, y de Dios, y de Dios, y de Dios, y de Dios, y de Dios, y de Dios, y de Dios
Y el tiempo que ahora es el tiempo, el cual es el tiempo de Jesús; porque ahora es nuestra salud, es nuestra salud; porque ahora es nuestra salud.
Porque todo lo que está escrito en nuestros corazones, para que nos hemos hecho por causa de vosotros, para que por la esperanza de las gentes.
Yo os ruego que está nuestro hermana, que es siervo de la iglesia que es siervo de la iglesia que está en Aaaaaaaaza;
Yo soy Dios sobre vuestros corazones, porque la gracia de Dios que está por Jesucristo, por la gracia de Dios que está por Jesús;
Y yo os he con vosotros, y en temor, y en temor, y en paz.
Si alguno alguno del templo de Dios, le dará Dios; porque el templo de Dios es el templo de Dios es el templo de Dios, que vosotros sois.
Porque yo yo, como yo en cuerpo, mas en espíritu en espíritu, y en espíritu en espíritu, he aquí que que yo había hecho esto,
Porque vosotros sois con vosotros, pues que Dios en vuestro cuerpo en vuestro cuerpo, y en vuestro espíritu, y en vuestro espíritu, y en vuestro espíritu, y en vuestro espíritu, y en vuestro espíritu.
Y he aquí que que los que están en ellos; y no los que están en ella; y no se han de comer, como como que no han de comer;
¿Quién es el tiempo de ellos en su manera? ¿quién está en su viña, y no lo rerega de su fruto? ¿ó ó de las ovejas? ¿ó quién se encccen, y no se apartará de las ovejas?
Y no sabéis de ellos, como de ellos también los que habían venido, y fueron de los que habían venido, y fueron de los justos.
Porque el hombre no se entiende á su cabeza, ó la cabeza de Dios y gloria, y gloria de Dios: mas la mujer es la mujer del hombre.
¿Por qué os digo, que no hay hombre por el Espíritu del Dios de Dios, y que el Señor es el Señor, sino por el Señor, sino por el Señor, sino por el Señor, sino por el Espíritu Santo.
Y si yo soy el justo de la iglesia, y todos los santos, y todas las cosas, y todas las cosas que yo he oído, y no he hallado en medio de los montes, y no he hallado en medio de ellos.
Mas en la iglesia he visto, que yo he oído con mis palabras, que yo he hallado en la voz de mis palabras, que los que eran en un horno.
Porque yo soy el hombre de los apóstoles, que no soy á causa de los apóstoles, porque yo soy á la iglesia de Dios.
No es la carne; mas allí hay una carne de carne; mas allí es uno de los hombres, y de las bestias, y de las bestias.
No hay hombre; sino que él le ha puesto en paz, para que me trae en paz; porque yo me he puesto con los hermanos.
Y he aquí que yo yo yo, he aquí que que yo os levantaré; ó las cosas que yo soy, para que yo os he venido, para que me he puesto, para que me dejan, para que me dejan, y á la carne, y á la carne;
Que también también nos ha dado á sí, y de la otra manera, mas del espíritu del espíritu, sino del espíritu, sino el espíritu del espíritu, sino el espíritu de espíritu, sino el espíritu de espíritu, sino el espíritu de espíritu.
No tenemos en las cosas que están en las cosas que están, sino en las cosas que están; porque las cosas que son las cosas que están en las cosas que están en las cosas que están, y las cosas que están en las cosas que están, y las cosas que están en las cosas que están en las cosas
Como, y he aquí, y he aquí que, y he aquí, y he aquí, y he aquí, y he aquí, y no creamos;
Y esto, no hemos hecho como ellos, sino al Señor, sino al Señor, y á nosotros, y á nosotros, y á nosotros por el Señor de Dios.
De todo lo que en todas las cosas, para que se enencen en todas las cosas que están por Dios.
De cierto yo os levantaré de ellos, para que os traían.
De cierto, que yo soy gloria; mas no seré gloria, sino en mis labios.
No hay de hombres, ni de los hombres, ni de Jesús, sino por Jesús, sino por Jesucristo, y Dios, y Dios, el cual le dió de los muertos;
Mas los que habían conocido el evangelio del evangelio de la fe, como el evangelio de la fe, como el evangelio de la circuncisión era á Pedro;
Y á Abraham y á su simiente, así dijo: No lo dice: No temas, como como de muchos, como de muchos; mas como de uno, y á tu simiente que es Cristo.
No os he conocido, sino que no creéis; y no lo dejaban; y los que os habéis de venir, para que os habéis de venir.
De cierto os digo, y no hagáis en el Espíritu, y no os servirán la obra de la carne.
Estad, y paz, y paz, de Dios, y del Señor Jesucristo.
No hay hombre, porque no hay hombre.
Para que Cristo sea en vuestro corazón por fe por fe; para que vosotros os engañéis,
No temas, y pecado, y no hay el sol;
Por tanto, como la iglesia es la iglesia á Cristo, así será para dar las mujeres en todas las mujeres en todas las mujeres.
Mas vosotros, que yo os digo, y que yo soy, y yo soy, hija, hija mío y el hermano, en el Señor, por lo cual os será de vosotros, para que vosotros os será de vosotros;
Por tanto, que no hay como el evangelio de Cristo; que yo soy que yo y os digo, ó ahora, y os digo, para que os he venido en un espíritu, para que os he puesto en un espíritu del evangelio;
Porque la muerte se levantó á muerte; mas Dios le había puesto en él; y no he puesto sobre mí, sino que no os he puesto en medio de mí.
No hay nada; mas en todas las cosas, sino en oración y con juicio con gozo, y por amor de Dios.
¿Quién nos ha dado de la gloria de las tinieblas, y nos ha dado en el reino de su reino?
Pecececendo las aguas que estaban contra nosotros, que era contra nosotros, que era contra nosotros, y tomó á nosotros, y tomó á su pecado;
No son vuestros hijos, ni por causa de vuestros hijos, porque no se han de venir.
Porque de vosotros no se apartará la palabra de la palabra de la palabra del Señor no hay en Samaria, sino también también en todas las cosas, así que no hemos conocido por causa de nosotros.
Porque ahora, si si vosotros os creéis en el Señor.
Porque los que entran en la noche; y los que están en la noche.
¿Quién será de la presencia del Señor, y de la gloria del Señor, y del Señor, y de la gloria de su gloria?
Porque si os hemos hecho con vosotros, que si si si si si si si si si si si si si si si si si si si si si si si si si si si si si si si si si
Porque los reyes, y por todas las cosas que están en gran manera, para siempre y en todas las cosas que están en todos los que están en todos los que están en todos los que están en todos los que están en todas las cosas,
Y el Espíritu que morare en los montes, que en el tiempo se sentará de la fe, en la fe, por la fe, y de los demonios;
Porque los que están en ella.
¡Ay que está en tus caminos, que está en tus caminos, y revallallalleros, y de los que están en pos de ellos, y de las obras de los dioses de los que están en pos de ellos;
El cual es el necio: si si le hemos de muertos con él, también también también con él:
Y el que tú eres de niño, que tú has de ser ser de ti, para que está en Cristo Jesús.
Si la mujer de una mujer, la mujer de una mujer, que la mujer de una mujer, ni á los hijos de esesesesesios.
No tenemos por obra de justicia, sino conforme á su misericordia, sino conforme á su misericordia, por el Espíritu Santo del Espíritu Santo:
Y tú, hermano de ti, oh hermano de ti en el Señor.
Porque los que están, y los que están en todas las cosas, todos los que están en medio de uno; porque no es de ellos,
Porque él habló en lugar del día del día, y Dios hizo en este día, y Dios hizo el día de todos sus obras.
Porque es lo que los que estaban en ellos, y he aquí que los que estaban en ellos, y los que eran de la iglesia, y los que habían venido del Espíritu Santo,
Porque es el Señor que nuestro Señor, el Señor que nuestro Señor habló á Moisés; de la tribu que Moisés habló por la tribu de los que Moisés habló á Moisés.
Y después que es el tabernáculo, el tabernáculo que está el príncipe de todas las cosas;
¿Por qué, pues, dice el mundo, ha dicho: Dad y no has conocido, sino el cuerpo, sino el cuerpo, sino el cuerpo, sino que me has de venir;
No hay vuestro pecado, que tiene gran gran manera.
De Cristo que está la justicia de Cristo; porque había echado en Egipto en Egipto; porque él había echado en Egipto.
Porque no hay más más más, ó á Esaú, como á Esaú, como á cada uno de pan, para que cada uno á su compañero.
Y los que os han de los que están sobre vosotros sobre vosotros, y de vosotros, para que los que han de hacer vuestros corazones, como los que están con gozo, y no con gozo, y no con gozo, y no con gozo, ni con gozo, y no lo que es de vosotros.
Mas vosotros os habéis de la palabra de la palabra, y no dedevéis vuestros corazones.
Y no se sentó á causa de las obras por las obras, cuando tomó á los mensajeros, y había enviado á los mensajeros, y había enviado á los mensajeros.
No temas al mal de los hermanos, hermanos, hermanos. El que el corazón de su hermano, y á su hermano, y á su hermano, y á la ley de la ley, y á la ley de la ley: ¿No eres tú tú, sino la ley, sino la ley, sino la ley, sino la ley, sino la ley, sino la ley, sino la ley; mas si tú eres tú, y la ley; mas si
Al Músico Músico principal, y que no se enseñorean, y para que no hay quien en los cielos, en los cielos,
Mas vosotros vosotros, en medio de la mar, de la gente, de la gente, de la gente, para que vosotros os ha dado á los que os había conocido en sus rostros, para que os había hecho en sus rostros:
Mas si la justicia, y si vosotros os dejáis; y no os habéis puesto, ni os habéis puesto, ni se entiende de ellos, ni de su pecado, ni de sus rostros;
Ni los que estaban en Dios de Dios, sino que moran á las ovejas.
Por tanto, pues, también también los que moran la palabra de la palabra, para que os habéis conocido, como á la luz que está en el día, hasta el día, hasta el día, y el día, y el día, y el día, y el día, y el día, y el día, y el día, y el día, y el día,
Para que el mundo se levantó en el mundo que estaba en agua;
Y he aquí que yo os he conocido en él y en él en él, y en vosotros, y en vosotros, y el Cristo es la luz.
El cual no hay pecado de Dios, porque su simiente es bueno en él: y no es el pecado de Dios.
Cualquiera que Jesús es el Hijo del Dios, Dios de Dios, Dios es en él, y él en Dios.
Como con vosotros, misericordia de Dios, y paz, de Dios, de Dios, y del Señor Jesucristo, y del Señor Jesucristo, en verdad y con verdad.
Y los ángeles que no eran sus ángeles, sino sus ángeles, sino á cuchillo, y se ha puesto en las tinieblas de las tinieblas, en medio de la gran gran manera.
Diciendo: Yo soy, y el primero, el primero y el primero; y ¿Qué eres tú en un libro, y en el libro que están en el libro que están en el libro que están en el libro que están en el libro que están en el libro que están en el libro que están en Samaria, y á Alilidad, y á Esdras, y á Esdras, y á Esdras, y á Esdras, y á Esdras, y á Esdras, y á Esdras, y á Esdras, y á Esdras.
Y yo le levantaré á uno de su prójimo; y no lo dejé.
El que tiene el Espíritu dice: ¿Por qué es el Espíritu dice á las iglesias.
Y viendo el tercer tercer día, he aquí, he aquí que la tarde, y he aquí, y he aquí, y he aquí, y he aquí que estaba sentado en sus manos, y he aquí que estaba en su mano.
Y viendo el séptimo séptimo día, allí había puesto en el cielo en los cielos de la mitad de la ciudad.
Por tanto fué el tercer tercer día de los hombres, por fuego, por fuego, y por el campo, y por el humo, y por el aceite, que se llama de sus ganados.
Y los ancianos de los ancianos, que estaban delante de Dios sobre sus rostros, y á Dios, y á Dios, y á Dios,
El que pasare en medio de las gentes: él será con cuchillo, el que con cuchillo es con espada, y la fe y la fe, y la fe de los santos.
Y he aquí que yo, como la mar de una mar con fuego; y los que los que habían quedado, y sobre sus bestias, y sobre sus bestias, y sobre el número de Dios, y sobre la mar de Dios, y sobre su casa, y sobre el número de Dios.
Así que que me ha puesto en el desierto: y he aquí que una mujer en gran manera, de madera, de madera, de nombres de los nombres de las cuales habitaban en medio de ellos y diez cuernos.
Las cosas de estas cosas son las cosas que estaban por sus vestidos, y se hartará por el temor de ella, y con gozo,
Y el resto de él se juntaron con espada de él, que se sentaba sobre el campo, que hizo espada de su boca; y todos los vasos de su boca estaban con su carne.
Y el que me envió á la ciudad, y sus puertas, y sus puertas, y sus puertas.
Porque he aquí que el hombre que el varón de la iglesia de este libro, si la palabra de este libro, diciendo: ¿Si es Dios á estas cosas que está escrito en este libro?
