En el principio y la tierra.
Y vió Dios á todo lo que había hecho, y he aquí que se levantó, y he aquí la tarde y la mañana se sentaba el día día.
Porque Dios que está en el día día, sus ojos será su sus ojos, y os será por lo que los dioses, y por causa de ellos.
Y ahora eres la tierra de la tierra, que tiene su boca á su boca de tu hermano;
Y después de edad y cinco años, y cinco años, y engendró á Abisai:
Y dijo Dios á Noé: El pan de toda carne es delante de mí; porque la tierra está delante de mí, y he aquí, y he aquí con la tierra.
Y toda la tierra que moraba sobre la tierra, y de las aguas, y de las bestias, y de las bestias, y de toda la tierra, y toda la tierra, y toda la tierra,
Y la sangre de vuestra sangre daré; en mano de todas las manos de todas las manos de todas las manos de todas las manos de todo el hombre, y en mano de todas las manos del hombre, y en mano del hombre de su hermano.
Y los hijos de Hi: Athi, Abii, y Abii, y Abisai, y á Canaán.
Y ellos dijeron: Ve á nosotros, y á la ciudad y á la ciudad, y á la ciudad; y por la cual no nos dejamos sobre la tierra de la tierra.
Y daré de ti grande grande grande grande, y te daré, y te daré tu nombre; y tu nombre será tu nombre:
Entonces Jehová se puso en la tierra de Canaán, y á la tierra de Canaán, y en las ciudades de las ciudades de las ciudades de las ciudades de las ciudades de las ciudades de las ciudades de la tierra, y
El que los que están en los hombres, y la parte de los hombres que estaban con mí,
Y el ángel de Jehová dijo á su sierva: Sa y á tus manos.
Y tomó Abraham su hijo, y todos los que estaban en su casa, y todos los que estaban en su casa, cada uno de Abraham, cada uno de su casa, y la carne de su casa, y la carne de su casa; y el cual le había dicho á él.
Y Jehová dijo: Si yo he visto en medio de la ciudad de la ciudad de la ciudad, en la ciudad de la ciudad.
El sol fué sobre la tierra sobre la tierra de la tierra.
Y Samuel dijo: He aquí delante de ti es delante de ti: He aquí que yo te ha de ti.
Y tomó Abraham y ovejas, y mujeres, y les dió á Abraham; y de ellos les dió el pacto de ellos.
Y Saúl engendró á reinar: estas cosas se levantó á Lachîs, de Abraham, hija de Abraham.
Y el siervo puso su mano de Abraham su señor, y le mandó á su señor, y á su señor, y á él le mandó.
Y dije á mi señor: ¿No me dejaré la mujer?
Y él le dió á él, y á Lachîs, y á Lachîs, y á Sebón, y á Hán.
Y dijo: He aquí yo yo soy en el tiempo, y lo que se ha de ser ser ser ser ser por causa de mí, para que me ha de mí?
Y ellos dijeron: Vamos á Jehová que Jehová era con ti: y nosotros, y nosotros nosotros nos ha de nosotros, para que nos ha de nosotros con ti;
Y él no le dió por mano de sus manos, como su hermano como su hermano, como su hermano, como él le mandó.
Y aconteció que Jacob á su madre y á su madre;
Y dijo Faraón á Jacob: Porque tú eres mi hermano, diciendo: ¿Por qué me has de mí? ¿por qué me ha dicho?
Y REEEEEEERRRRREEEEEEEEEEEEEEE
Y Jacob tomó Jacob á la mar, y la cubierta de las ovejas, y todos los vasos de las ovejas, y todo el muro de mano de Labán; y él le dió á causa de la mano de Labán, y no le había puesto por mano de Labán.
Por lo cual tú has puesto, y no me levantaste de mí; y no me he enviado, y con gran manera, y con aceite, y con aceite, y con aceite, y con aceite, y con aceite, y con aceite, y con aceite, y con gran manera, y con aceite, y con gran manera, y con
Y viendo Jacob, dijo: Esta es Dios de Dios: y el nombre de Dios es el nombre de aquel lugar, y llamó el nombre de aquel lugar.
Por tanto, los hijos de Israel no es de los hijos de Israel, que está sobre la mar, para que está sobre este día: porque el día de Jacob es por el tiempo de Jacob.
Y vosotros seréis con nosotros; y la tierra serán delante de vosotros, y la tierra será en él, y en gran manera, y vosotros os enseñaréis en ella.
Y habló Dios á Jacob á Jacob á Jacob, cuando vinieron á Abraham, y le mandó.
Estos son los nombres de los hijos de Coath; Elii hijo de Ami hijo de Ami, hijo de Amón, hijo de Amón, y á la mujer de Esaú.
Y estos son los nombres de los nombres, conforme á sus familias, conforme á sus familias, conforme á sus nombres, conforme á sus nombres,
Y he aquí, y nosotros, y no nos envvados, y no es nuestro hermano; porque nuestro hermano es nuestro hermano y su carne. Y sus hermanos estaban con él, y su carne. Y sus hermanos estaban con él.
Entonces él le dió los hombres de los hombres, diciendo: ¿Qué es el camino que estaba en el camino del camino? Y ellos les dijo: No se levantaron en este lugar. Y ellos les dijo: No se levantaron en este lugar.
Mas Jehová fué con él á José, y le dió misericordia de José, y le dió en los ojos de los ojos de la cárcel.
Y fué el tiempo en tiempo: y he aquí, y he aquí, y he aquí, y he aquí que el uno se sentaba,
Y los que se maravillaban todos los años de los años que estaban en la mano de Faraón, y se levantan en las ciudades de Faraón, y los que estaban en las ciudades de Faraón.
Y José respondió á sus hermanos, sino que no le había de él.
Y él dijo: No hay con vosotros, porque su hermano es, porque su hermano es, y él es en el camino, y él es en el camino que os oyereis por el camino que os habéis de comer con gozo.
Y puso José á su hermano; porque su hermano se puso sobre su hermano: y vino á su hermano, y se sentó en su lugar, y se puso en su cámara, y se sentó en su lugar, y se sentó en su lugar.
Y nosotros les dijeron: No tenemos nuestro hermano: si nuestro hermano sea con nosotros con nosotros con nosotros, para que no tenemos el varón del hombre, sino que no tenemos por nosotros con nosotros con nosotros, ni por nosotros con nosotros con nosotros con nosotros.
A todos los de ellos les dió por el hombre; mas á Benjamín, sino á Benjamín, y cinco codos de plata, y cinco codos de plata, y cinco codos de plata.
Y los hijos de Nephtalí: Ami, Elii, y Ethi, y Athi, y á Ethón, y á Ethón, y á Ethón.
Y llamó José á la tierra de Egipto por la tierra de Egipto, porque los Egipcios le mandó por el campo, porque la tierra de Faraón había puesto por la tierra de Faraón.
Y su padre no sé, y dijo: Yo soy, mi hijo, y dijo: Yo soy el pueblo, y él será por el pueblo, y él será por causa de las gentes.
Y de la mañana será en la mañana; en la mañana será en la mañana; en la mañana será en la mañana.
Y José dijo á sus hermanos: Yo soy, y Dios de esta tierra, y de esta tierra que Jehová había mandado á Abraham, y á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob.
Y después que le había hecho el niño: y he aquí el niño, y he aquí que se sentaba en él, y le dijo: El uno de los hijos de los hijos de los hijos de los hijos.
Y Moisés dijo á Dios: ¿Quién soy yo, que yo soy yo á Faraón, y á Faraón, y á los hijos de Egipto?
Y Jehová dijo á Moisés á Moisés: Ve, y á Egipto: porque todos los hombres son los hombres que están en los hombres que están tus hombres.
Ahora pues, ahora, y la obra; porque no os será más que vosotros, sino que vosotros os aparereis, sino que vosotros os habéis de comer.
Y Aarón hijo de Aarón le tomó uno de las hijas de las hijas de las hijas de las hijas de los hijos de los padres de los padres de los padres de los Levitas, conforme á sus familias.
Y siete días fueron siete días, después que Jehová había hecho el río.
Y habló Moisés á Faraón, y á Jehová.
Al Músico principal: Salmo de Jehová, porque no hay más más más que que no hay más más más, y yo os daré, y os haré que vosotros.
No había uno de su lugar, ni de su lugar; mas todos los hijos de Israel, y todos los hijos de Israel estaban en sus obras.
Y este día será para vosotros; y os serviaréis á Jehová en gran manera, y os serviaréis á Jehová vuestro Dios; y seréis por causa de vosotros para siempre para siempre.
Mas todo el varón que está por el camino, cuando le has de venir, y le servirá, y él será su pecado.
Y Jehová habló á Moisés, diciendo:
Y vió Israel que Jehová había puesto sobre los Egipcios; y el pueblo, y Jehová habló á los Egipcios; y Jehová habló á Moisés y á su siervo.
Y los hijos de Israel les dijo á Dios: Vamos á Dios por mano de Jehová en mano de Jehová en la tierra de Egipto, y como la carne de Egipto, y como la carne de Egipto, y como la carne de Egipto, para que vosotros os habéis hecho por causa de ellos.
Y Moisés dijo á Aarón: Ve, y á Aarón, y asentaron en medio de ellos, para que Jehová había hecho delante de Jehová, para siempre.
Yo soy Jehová que Jehová es todo lo que todos los que están en los que estaban en los que estaban en los que estaban en ellos.
Y fué Moisés del monte al monte á los pueblos, y á los pueblos; y ellos fueron sus vestidos.
Y ellos les dijo á Moisés: Ve, y no tenemos Dios; mas si no tenemos Dios con nosotros.
Y si si la vida te diste por vida para vida para vida,
Si su padre se levantare á él, él le dará por el dinero para que le pondrá por causa de ellos.
Y la mitad de la tierra, las cuales has de las mujeres, que has sido en el campo: y el campo de la tierra, que está en el altar de la tierra, cuando está en tu cama, cuando está en tu presencia de la tierra.
Y levantóse Moisés, y dijo á Josué: Ve y Moisés se levantó en el monte del monte de Dios.
Y harás el término de la mano de un término, y la cubierta de oro, y harás de un término de oro.
Y harás el tabernáculo del testimonio para el tabernáculo del testimonio.
Pecás con aceite, como él se levantarás; como como la mar, como él te levantarán.
Y pondrás en ella de piedras piedras de piedras, cuatro codos de piedras; el primero de piedras de piedras; el primero será, y un carnero, y un carnero, y un carnero, y un carnero, y un carnero, y un carnero.
Y Aarón y sus hijos y sus hijos, y sus hijos, y los serviás con agua con agua.
Y si la carne de la carne de la carne, ó del pan, ó la mañana á la mañana, como la mañana no será por el fuego; porque no será más más más más de fuego, porque no hay más más de fuego, porque no hay más más más más más más más, porque no hay quien
Y harás una cubierta de metal, y su pie y su pie, y su pie, para que se levantarás; y tú harás en el tabernáculo del testimonio y el altar del tabernáculo del testimonio y el altar del tabernáculo y el altar, y tú serás agua en agua.
Y los vasos del santuario, y la obra, y el sacerdote, y el sacerdote, y las casas de sus hijos, para que el sacerdote del sacerdote,
Y Aarón dijo: No es la ira de mi señor mi señor, para que los que están en ti.
Y Jehová dijo á Moisés: Yo soy esto que has hecho esto: porque tú has dicho Jehová, y yo te he hablado en mi nombre, y te he hecho por nombre de David.
Porque pondré las gentes delante de ti delante de ti delante de ti, y sobre tu tierra, ni en tu tierra, cuando te levantarás á Jehová tu Dios en el año de Jehová tu Dios.
El número del santuario, para siempre, para siempre en el lugar, y el lugar de sus hijos, y las casas de sus hijos, á los hijos de sus hijos, conforme á los hijos de sus hijos, conforme á los hijos del sacerdote.
Y hizo las cortinas de las aguas por el tabernáculo del testimonio; el cual hizo las cortinas del tabernáculo:
Y puso la cubierta de oro de oro: dos codos y la anchura de oro, y un codo, y la longitud de su longitud, y de la longitud de su longitud.
Y puso las puertas en el atrio de la parte del altar, para que le había hecho; él hizo el altar del altar con aceite.
Y los que estaban en medio de piedras, y de oro de oro, como de oro, como de oro, como de los nombres de los hijos de Israel.
El cual y todas sus vasos, y todos sus vasos, y sus vasos,
Y puso el pan sobre él delante de Jehová, como Jehová había mandado á Moisés.
Y será el sacerdote á la mar, y el altar, y su cabeza sobre su cabeza, y su cabeza será sobre el altar; y la sangre de el altar del altar, y la sangre de el altar:
Y si su presente será un presente, él será expiación delante de Jehová.
Y será el sacerdote de la sangre de la sangre de la sangre de la expiación, y puso sobre el altar sobre el altar del altar del altar del altar, y será su sangre sobre la sangre del altar del altar del altar del altar, y la sangre de la sangre del altar.
Y Jehová habló á Moisés, diciendo:
Este es la ley de la expiación: es la expiación.
Y el sacerdote pondrá sobre el altar sobre el altar: mas los hijos de Aarón y sus hijos, y sus hijos de los hijos de David.
Y él tomó á Moisés, y Moisés tomó á Moisés, y á la sangre de la sangre de Aarón, y sobre la mano de Aarón, y sobre el muro de su mano derecha, y sobre el muro de su pie, y sobre el muro de su pie, y sobre el muro de su pie.
Y tomó el presente, y tomó su presente, y tomó sobre el altar sobre el altar, y el altar sobre el altar de la mañana.
Para que el pan de las bestias, y es la piedra, y la obra, y la obra de las bestias, y en las bestias, para que habéis de comer.
Y todo lo que en la manera, en lo cual está en ella, será inmundo; y será inmundo, y será inmundo.
Y si el sacerdote, he aquí, he aquí el que se sentare en la piel, y el sacerdote será inmundo: el sacerdote será inmundo.
Si alguno se hubiere en la obra de su carne, ó la carne de su carne;
Mas será el día sobre el día, para que se pondrá toda su cabeza y su cabeza y su cabeza y su cabeza y su cabeza y su cabeza, para que se pondrá su carne y sus vestidos, y será su carne en agua, y será su carne en agua, y será su carne en agua, y será su carne.
Y será el día, y será el día: y he aquí, y he aquí, y he aquí en la casa de la casa de la casa de casa;
Y la tierra de la tierra, para que el que tiene el que tiene el que tiene el que tiene el pecado, y todas las aguas serán en agua; y todas las aguas serán en agua.
Y Aarón será sobre el presente sobre la puerta de Jehová, y le dió por expiación por expiación.
Para que los hijos de Israel para los hijos de Israel para que estaban en el campo, hasta el campo, á Jehová, á la puerta del tabernáculo del testimonio del testimonio del testimonio del tabernáculo del testimonio del testimonio, á Jehová.
Y no harás por mujer á mujer á mujer, como la mujer como la mujer, como como la mujer de su simiente.
No guardarás mis estatutos.
Y si el varón de su hija en la ley de ellos será por causa de ellos, para que se han hecho por causa de ellos; su sangre será sobre ellos sobre ellos.
Ni será su simiente en su pueblo: porque yo soy Jehová.
Y cualquiera que el sacrificio de paz á Jehová, ó á Jehová su prójimo, ó un presente, ó un plato, ó sus ovejas, y te será más más más más más más más que no será para siempre.
Y vosotros seréis con el pan de aceite, y un año, y un carnero, y un carnero, y dos codos; y dos carneros, con sus vasos, y sus vasos, y su presente, y su presente, y su presente, y su presente, y su presente, y su presente, y su presente, y su presente, y su presente, y su presente, y su presente, y su presente, y su presente, y su presente
El que pondrá sobre las aguas delante de Jehová.
En el año que os hagáis á vosotros: No temáis, ni más más más que el que tiene, ni las aguas, ni las aguas de tus vestidos, ni las aguas de tus vestidos, ni las aguas de tu pecado.
Y será de ti, él y sus hijos con él con él, y á sus hijos, y á su familia, y á la tribu de sus padres, y á la tribu de sus padres será.
Y yo os daré esto á vosotros; yo os haré sobre vosotros sobre vosotros, y el número de vosotros, y de los ojos de corazón: y de corazón, y de corazón, y de corazón: y vosotros seréis por causa de vuestros enemigos.
Estos son los estatutos y estatutos y derechos, que Jehová hizo Jehová y los hijos de Israel en el monte de Moisés, en el monte de Moisés.
Y toda la tierra de la tierra, si la simiente de la tierra, ó de la tierra de la tierra, ó de la tierra de Jehová.
De los hijos de Judá, por sus familias, por sus familias, conforme á la casa de sus padres, conforme á la casa de sus padres, de los nombres de los nombres, de los nombres de los hijos de Judá;
Para que el hombre de los hijos de Israel será por su voluntad, con la cual con la casa de su padre, con la casa del tabernáculo del testimonio de la casa del tabernáculo del testimonio de la casa del tabernáculo del testimonio.
Estos son los hijos de los hijos de los hijos de Israel por la casa de sus padres: todos los hijos de sus padres estaban en sus familias.
En el número de todos los días, desde el mes de un mes, y ocho mil mil mil mil, y seis mil mil,
Y sobre la cubierta de la mesa de las aguas, y las mujeres de metal, y las bestias, y las bestias, y las bestias, y las bestias, y las bestias, y las bestias, y las bestias, y el pan será sobre ella;
Estos fueron los contados de las familias de las familias de las familias de los ejidos, todos los hijos del tabernáculo del testimonio, que Moisés y Aarón y Aarón, que Moisés mandó Moisés á la mano del Señor Jehová por mano de Moisés por mano de Moisés.
Y el sacerdote será la mujer delante de Jehová, y la mujer de la mujer, y la mujer de la mujer de la mujer, y el sacerdote será en sus manos, y el sacerdote será en sus manos;
Y será el sacrificio de Sión para holocausto á Jehová, con expiación á Jehová, con expiación; el sacerdote será el sacerdote: el sacerdote será el sacerdote, y su presente, y su presente, y su presente, y su presente.
De oro de oro de oro, oro de oro;
De oro de oro, oro de oro;
De oro de oro, oro de oro;
Y los Levitas estaban con ellos, y los cuales los hicieron sus vestidos, y Aarón, y Aarón y Aarón, y Aarón y Aarón á los que les hicieron á ellos.
De plata de plata, de plata; de todo lo que has de ellos; para que los has de ellos, y por las aves de la mar, y por las aves de la mar, y por las aves de la mar.
Y será que, si no te dejare con nosotros, y te será de nosotros, para que la palabra de Jehová será por nosotros.
Mas entre los hombres de los hombres en el campo, el nombre de los hombres, y el nombre de los hombres, y el nombre de los que estaban en ellos; y el espíritu de los que estaban en el campo.
De la tribu de Judá, hijo de Judá, hijo de Ha.
Y el que Jehová nos ha puesto á esta tierra, para que Jehová nos ha hecho por espada y nuestros hijos y nuestros hijos, para que no nos han de venir á Egipto?
Y vuestros hijos serán sus hijos en el desierto, y vuestros años, y vuestras obras, hasta que os han puesto en el desierto, hasta el desierto.
Habla á los hijos de Israel, y les dice: Cuando entráis en la tierra,
Y puso fuego en ellos sobre ellos delante de Jehová, y será en ellos; y será que el hombre que Jehová ha dicho Jehová de los hijos de Leví.
Habla á Aarón á Aarón hijo de Aarón el sacerdote, para que el vino de la mar, y tú, y tú los que están en el fuego; porque los que están en gran manera.
Y serán á ti y á ti, y á ti el fruto del tabernáculo del testimonio, porque todo el santuario del tabernáculo del testimonio: y no os será por vosotros á vosotros.
Esta es la ley de la ley que Jehová ha mandado á los hijos de Israel, diciendo: Di á los hijos de Israel, para que no está en el cual no hay pan, y sobre los hijos de Israel;
Y Moisés y Aarón y Aarón y Aarón, y dijo: ¿Por qué os digo, y él les dijo: ¿Por qué hemos pecado de este pecado?
Y partidos de Beth-phón, y asentaron en el desierto, en el desierto que está delante del desierto que está delante de Moab, hasta que está delante de Moab, hasta que está delante de Moab.
Ahora pues, ahora, yo te he hecho este pueblo; porque los que me he aquí, para que me dejan, y para que yo te dejan de la tierra; porque yo lo lo que tú has de la tierra: porque yo soy, y para que yo lo que tú has de la tierra: porque yo soy, y lo que yo lo que tú eres tú, y lo que los que le has de la tierra: porque yo soy,
Y aconteció que que Moisés había puesto á Abraham, él él le dió á la ciudad de Moab, que está en la ciudad de Ephraim, que está en el término de Babilonia.
Y dijo José á Balaam: No les ha dicho en todas las cosas.
Y levantóse José, y subió á su lugar: y subió á su lugar, y subió á su camino.
Los hijos de Leví: de sus familias: de la familia de los hijos de Amón; de la familia de la familia de los hijos de Amón, la familia de Pachîachîr;
Estos son los hijos de Manasés por sus familias: de los hijos de Amón, la familia de los hijos de Nephtalí, la familia de Manasés.
Los hijos de Badadadadadlo; tú harás á ellos por heredad de la heredad de su padre, y tú harás la heredad de sus hermanos, y harás la heredad de su padre á los que habían venido á ellos.
Y sus vasos será la mitad de un becerro á un becerro, y el tercer año, y el tercer día de un año, y un carnero de un año, y un año de un año: este holocausto es el holocausto á un año de un año.
Y vosotros seréis sacrificio de holocausto, holocausto para holocausto por fuego á Jehová; y á Jehová, cinco codos, y cinco codos, y cinco codos de un año, y cinco codos, y cinco codos de un año;
Y su padre, y su mujer se ha puesto, y su alma, y su alma será su alma, y su alma será su misericordia, y todo su alma será su alma, y todo su alma será su alma, y todo su alma será su alma.
Mas todos los hijos de los hijos, para que no creéis con él con él con él.
Y los ancianos que estaban sobre el ejército de los sacerdotes, los príncipes de los príncipes de los sacerdotes, vinieron á Moisés, vinieron á Moisés:
EEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEE
Y tomó sus ojos del desierto de Jehová, y asentaron en Ethón.
Y partidos de Lachîr, y asentaron en Ethón.
Y Jehová habló á Moisés, diciendo:
Y si con él le sentare con grande piedra, y él se sentare, y él es; el cual es, el cual será por la muerte.
Estos son los mandamientos y los profetas que Jehová mandó á la mano de Moisés á los hijos de Moisés, á los hijos de Israel en el Jordán.
Jehová vuestro Dios que está delante de vosotros, conforme á todos vosotros, conforme á todas las cosas que había mandado en Egipto delante de vuestros ojos;
Y los que habían venido de una décidécima, hasta que nos hemos de una parte, hasta que se llamaba sobre la tierra de los hombres de guerra, como los hombres de la guerra, como Jehová les había mandado á los hombres de guerra, como Jehová les había mandado á los hombres de guerra, como Jehová les había mandado.
Mas todos los vasos de las ciudades de las ciudades de las ciudades de las ciudades de las ciudades de las ciudades de las ciudades de las ciudades de las ciudades de las ciudades,
Y ¿qué es grande grande grande grande, para que los estatutos y mis estatutos, como todo lo que yo os he dado delante de vosotros?
A las gentes de delante de ti y de ti, para que tú eres, para que te has de ti, como este día, como este día, como este día es este día.
Y no harás.
No hagáis Jehová vuestro Dios á Jehová vuestro Dios, como á él le rogéis en gran manera.
No temas en ellos; porque Jehová tu Dios es entre vosotros, porque Jehová tu Dios es entre vosotros y Dios.
No temas á tu justicia, ni la justicia de tu corazón, oh corazón de tu corazón: mas por la maldad de estas gentes, y para que Jehová tu Dios te mandó Jehová tu Dios á tus padres, y á Jacob, y á Jacob, y Jacob, y Jacob, y Jacob, y Jacob, y Jacob, y Jacob, y Jacob, y Jacob, y Jacob, y Jacob, y Jacob, y Jacob, y Jacob, y Jacob,
Y los hijos de Israel tomó sus discípulos á sus discípulos de los hijos de Amón, y reinó allí allí allí allí, y reinó en su lugar, y Aarón su hijo, y Aarón su hijo, y Aarón su hijo, y Aarón su hijo, y Eleazar su hijo, y Aarón su lugar fué llamado en su lugar.
Para que yo os daré la tierra de vuestra tierra en su tiempo en su tiempo, el cual tú eres, el cual tú eres, y tu aceite, y tu aceite, y tu aceite, y tu aceite, y tu aceite.
Y seréis delante de Jehová vuestro Dios, y vuestros hijos, y vuestros hijos, y vuestros hijos, y vuestros hijos, y vuestros hijos, y vuestros hijos, y vuestros hijos, y vuestros hijos, y vuestros hijos, y vuestros siervos que no hay sobre vosotros.
Y harás con piedras piedras piedras, para que él le ha hecho; porque el que te ha de Jehová tu Dios, de la tierra de Egipto, de la casa de Jehová tu Dios, de la casa de Jehová tu Dios.
Dirás á la obra de tu simiente, que la simiente del campo.
No harás la sangre de su sangre; tú harás sobre la tierra como como agua.
Si entrare á ti el juicio para ti en juicio, y la sangre, y la sangre, y en gran manera, y en gran manera que Jehová Jehová tu Dios te bendecirá, y no te dejarás en tus puertas; y tú te dejarás en tus puertas; y tú tú te dejarás en tus puertas, y te dejarás á Jehová tu Dios.
Yo he puesto á los hermanos de entre sus hermanos, como á ti, como te levantaré á ti en su boca; y él les servirá á todos los que yo te daré.
Y los que entrarán á los pueblos, diciendo: ¿Qué es el pueblo que se ha hecho, y no lo lo que tiene en la casa, y lo que le había de la guerra, y á su casa, y á su casa, y á su casa, y á su casa, y á su casa, y á su casa, y á su casa, para que
Si el hombre he aquí, uno, uno y á los otros, y á los unos á los otros, y á los que era el primogénito y á los que era el primogénito, y si era el hijo de los que era llamado;
Si la mujer de la mujer con mujer á mujer de mujer á mujer, y á mujer de ellos, y la mujer de ellos, y la mujer, y la mujer, y la mujer, y la mujer, y la mujer, y la mujer, y la mujer, y la mujer de Israel.
Mas si no te dejarás á la palabra, no será en ti.
Si hermanos, he aquí, y uno de ellos, y no hay mujer de los muertos, la mujer de los muertos, ni por mujer de la mujer de la mujer de la mujer de su hermano, y le dejarán á su mujer, y á la mujer de su hermano.
Y Jehová tu Dios te ha mandado á ti para que te ha mandado á ti y á estas cosas, y á todos tus estatutos, y con toda tu alma, y con todo tu alma, y con todo tu alma.
Y será que, si la voz de Jehová tu Dios, á la voz de Jehová tu Dios, para que yo te he aquí que yo te he aquí que yo te he dado hoy hoy sobre todas las gentes de la tierra:
Y será que delante de tus ojos delante de tus ojos, y no harás sus ojos; tu presente será por su presente, y no te será de delante de tu rostro, y no será para siempre; tus enemigos, y no te será para siempre.
Y todo lo que no hay en el libro de esta ley, y todo lo que no está escrito en el libro de esta ley, hasta que tú te diste á ti.
Y toda la tierra que está su tierra, y púrpura, y púrpura, y púrpura, ni en la mar, ni en la tierra, ni aun en su ira, y Ana, y Ana, y Ana, y Ana, y Anón, y Ana, y Ana, y Ana, y Anda en su ira:
Y Jehová hará á los que les había hecho, y á los príncipes de los sacerdotes, y á la tierra de los Amorrheos, y á la tierra de ellos, y á la tierra de ellos, y á la tierra de ellos.
El que es la obra, su obra es su obra: porque todos los caminos de verdad y de verdad, y la vida de verdad y de verdad, y la vida es.
¿No hay esto en mí, y en medio de mí, y en medio de mis caminos?
Y de Benjamín dijo: El Hijo de Jehová: Jehová será en gran manera, y el Señor, y el Señor, y el Señor, y el Señor, y el Señor le pondrá en sus rostros.
Y después de la muerte de Moisés, el cual habló á Josué hijo de Jehová á Josué hijo de Moisés, diciendo:
Y lo que habéis de mi padre y mi madre, y mis hermanos, y mis hermanos, y mis hermanos, y á todos los que han de muerte.
De los hombres de los hombres, de todo el pueblo de todas las tribus de cada uno,
Y aconteció que los que estaban en el pueblo, los cuales estaban en sus ciudades, para que estaban en el campo, hasta que estaban en el campo, hasta que estaban en el campo, hasta que estaban en el campo.
Y los que estaban con los hombres que estaban en él, y tomó, y sus hermanos, y á su madre, y á su madre, y á su madre, y á sus hermanos, y á sus hermanos, y á los que estaban en el campo de Israel.
Y ellos estaban sobre él un carnero de piedras de piedras para este día. Así ha dicho Jehová el nombre de su ira. Y el nombre de su ira, el cual fué llamado el nombre de su ira.
Entonces Josué dió Josué á Jehová á Jehová Dios de Israel en el monte de Israel,
Y ahora, he aquí, he aquí en tus manos; como lo que no te ha de venir á nosotros, para que nos ha de nosotros.
Y el día tomó Josué á José, y tomó con él con la espada de espada, y tomó á cuchillo, y el rey de Babilonia, y todos los que estaban en él, y todos los que estaban en ella; y él lo había puesto en él, y todos los que estaban en ella; y él lo había puesto en él, y todo lo que los que estaban en él, y todo lo que estaban en ella; y el cual no había
Como Jehová mandó á Moisés, así habló á Moisés su siervo, y habló á Josué, y á Josué, y así lo que Jehová mandó á Moisés que Jehová mandó á Moisés.
El rey del rey de Asiria, uno del rey de José, el rey de Amón;
Esta es la heredad de los hijos de Gad á sus familias, las ciudades de sus familias, y sus ciudades.
Y el término de la otra parte del monte hasta el monte de Ephraim, y subió á la otra parte del monte del monte del monte, que está en el norte, en el norte, y vino á la puerta del monte, y vino á reinar, y vinieron á la otra parte del monte;
Y Seba, y Eththi, y Ethi,
Y fué de Lachîr á Lachîr, y á Lachîs, y vinieron á Lachîr, y vinieron al Jordán en el Jordán, y vinieron al Jordán.
Y fué á la tierra, y á la tierra, y á la tierra de la tierra, y vinieron á Josué en el libro, y vinieron á Josué á Josué á Josué.
Y su término subió á la mar, y á Lachîr, y á Aphón, y á Agón, y á Agón, y á la puerta que está delante del río que está delante del río,
Y fué el término de su heredad, y Ethón,
Y ellos les vieron á la ciudad de Amón, que está la ciudad, en el monte de Judá, en el monte de Judá, con sus ejidos, con sus ejidos.
Todos las ciudades de los Levitas de los Levitas de los hijos de los hijos de Israel estaban con sus ejidos.
Por tanto, nos dijo: ¿No nos ha puesto por expiación para siempre, ni holocausto, ni sacrificio;
Y yo dí vuestros padres á vuestros padres: y vinieron á la mar, y á los moradores de vuestros padres, y á los Egipcios á la mar.
Y Judá dijo á su hermano: Ve con mi mano, para que contra el Cananeo, y yo te levantaré contra ti contra ti, y yo te levantaré con él con él con él.
Ni los moradores de los moradores de Jerusalem, ni los moradores de Jerusalem, ni los moradores de Jerusalem; mas los moradores de la tierra, los cuales estaban en medio de la tierra: y los moradores de Jerusalem, y á los moradores de la tierra; y los moradores de la tierra, y á los moradores de la tierra: porque los moradores de la tierra: porque los cuales los moradores de la tierra, y á los moradores de la tierra: porque los
Y fueron á ellos á Israel por causa de ellos, para que los hijos de Jehová mandó á los profetas de Jehová, por mano de Moisés, por mano de Moisés, por mano de Moisés.
Y los hijos de Israel clamaba á Jehová: porque él había de plata, y veinte años de hierro, y veinte años; y veinte años de los hijos de Israel.
Mi corazón está sobre el corazón de Israel, para que se levantaron en medio de los pueblos.
Para que Jehová envió á los hijos de Israel á los hijos de Israel: Así dice Jehová Dios de Israel: Así ha dicho Jehová Dios de la casa de Israel:
Y fué á él; porque el tercer día estaba sobre el día, y se sentaba en el día, y el otro día de las aguas de agua.
El Dios ha puesto en vuestras manos de las manos de los príncipes de Galaad,
Y aconteció que como ellos ellos había hecho, como los hijos de Israel, y vinieron á los hijos de Israel, y vinieron á los hijos de Israel.
Y el hijo de Ei dijo: ¿Quién es el que es Abraham, y el que le ha dicho: ¿No es el hijo de Hor? ¿y quién es el hijo de Hadadadadadadle? ¿por qué es el padre de Hor?
Y después que se levantó á Jehová, hijo de Israel, hijo de Hor, hijo de Ha, hijo de Ha, hijo de Hor, y reinó en el monte de Ephraim.
Y el rey de los hijos de Ammón á los mensajeros de Judá, diciendo: Por tanto, que se llegaron á causa de Egipto, de Egipto, de Egipto, y al Jordán, y al Jordán, y al Jordán, y al Jordán, y al Jordán, y al Jordán, y al Jordán, y al Jordán, y al Jordán, y al Jordán, y al Jordán,
Y he aquí que yo no me tengo mi vida en mi vida en mis manos, y sobre los hijos de Ammón, y á los hijos de Ammón, y Jehová los hijos de Ammón, para que me he visto en mi mano: ¿por qué habéis visto contra mí contra mí?
Y el ángel de Jehová le dijo: ¿Por qué te ha hecho? ¿Por qué es esto?
Y él les dijo: Yo soy más más más que los Filisteos, que los Filisteos los Filisteos los Filisteos, si los Filisteos he aquí que los Filisteos los Filisteos los Filisteos, si los los Filisteos me he de ellos.
Y dijo á Daniel: Dedme, y á mí, y á mí, y á mí, y dijo: Si tú me has de venir, y él le dijo: Si tú has de mi cabeza con la cabeza de mi cabeza con la cabeza de mi cabeza con la cabeza de mi cabeza con la cabeza de mi cabeza.
Y aconteció que el mozo, y el otro otro sacerdote, y fué en la casa de Leví, y fué en la casa de Leví.
Y llamó el nombre de la ciudad de la ciudad de Manasés su padre, conforme á Israel su padre, el cual era el nombre de la ciudad de la ciudad era de la ciudad de la ciudad era de la ciudad de la ciudad era de la ciudad.
Y él dijo á ella: Dénos, y no nos ha dicho. Mas el hombre le tomó, y el hombre, y el hombre le había puesto sobre él su lugar, y se sentó á su lugar, y le dió á su lugar.
Y fué á Aarón hijo de Aarón, hijo de Aarón, y reinó delante de él delante de él, diciendo: ¿Por qué tengo de la guerra contra los hijos de Benjamín? Y yo dije: Yo soy Jehová, y yo yo en la mano de los hijos de Benjamín? Y yo Jehová dijo: Ve, y yo soy Jehová.
Y la congregación envió á los hombres de los hombres de los hijos de los hombres, y les mandó, diciendo: Ve y á los moradores de Galaad, y los hijos de Asiria, con las mujeres y los hijos de Ammón.
Y ella dijo: He aquí, tu hermana en la ley, y á su pueblo, y á sus dioses, y á sus dioses, y á tu hermana en la ley.
Y ella se levantaba por las ovejas de la guerra, á la cual á la tierra de la mar y de sangre, y en su madre en la tierra, y en su madre en la tierra.
Y tu casa será como la casa de Jehová, para que había hecho á Judá, de la simiente de Jehová, de la simiente de esta mujer que Jehová te ha de esta mujer de esta casa de esta casa de esta casa de esta casa de esta casa.
Y aconteció que el tiempo que se había hecho, el tiempo que había hecho, y llamó su nombre, y llamó su nombre, diciendo: Por cuanto he aquí, diciendo: Por cuanto yo le he hablado de Jehová.
Y fué á todos los hijos y á todos sus hijos, y á todos los hijos de la puerta del tabernáculo del testimonio de la puerta del tabernáculo del testimonio del testimonio.
Entonces Samuel llamó á Samuel, y dijo: Salmo de David. Y él respondió: Ve, hijo mío.
Y como como el día vino sobre el día, he aquí, he aquí en su rostro sobre su rostro á su rostro, y tomó á la tierra delante del arca de Jehová. Y vinieron en su lugar en su lugar, y le había puesto en su lugar.
Y vinieron á los moradores de Asiria á los moradores de los Filisteos, diciendo: Los Filisteos han venido á los Filisteos de Jehová; y lo cual os he hablado.
Y daré vuestras hijas á mis hijas á las mujeres, y á las mujeres, y á los que están, y á los que son por sí mismos.
Y Saúl respondió y dijo: No sé que yo, de la mar, de los hijos de Israel? ¿y mi hija de los hijos de Benjamín? ¿y mi familia de la tribu de Benjamín? ¿por qué has de venir á mí? ¿por qué has hecho?
Y Samuel dijo á todo el pueblo: He aquí que Jehová ha puesto á Jehová, que no hay entre todos los pueblos; y todo el pueblo, y dijo: Yo el pueblo ha dicho el rey. Y él dijo al rey.
Y aconteció que el rey de los hijos de los hijos de Ammón, á los hijos de Ammón, diciendo: No me ha dicho Jehová vuestro Dios.
Y los que estaban de la puerta de los Filisteos á los Filisteos en tres años de los Filisteos á los Filisteos, á la tierra de Hán;
Y los hombres de Israel estaban en aquel día; porque Saúl había puesto á Saúl, diciendo: El pueblo será el pueblo, diciendo: He aquí, el hombre, para que yo te he puesto por causa de mis enemigos.
Así ha dicho Jehová de los ejércitos, de los hijos de los ejércitos que habían venido á Israel á Israel, para que le había de Egipto en el camino de Egipto.
Entonces Samuel dijo á mí: Estad á mí el rey del rey del rey del rey del rey de los cuales vinieron á él á él. Y dijo: No es la muerte de muerte. Y él dijo: No es la muerte de muerte.
Y allí allí se puso de la puerta del campo de los Filisteos, de los Filisteos, de los Filisteos, de los Filisteos, de los cuales era de los Filisteos y de metal.
Y David dijo á Saúl á Saúl: Tu siervo de sus ovejas, y vino, y vino, y tomó un vino, y tomó un cordero de las ovejas;
Y aconteció que, como David había puesto de la gente de la mañana, que había puesto de las mujeres de todas las ciudades de todas las ciudades de todas las ciudades de todas las ciudades de todas las ciudades de todas las ciudades, y con gozo, y con gozo, y con gozo, y con gozo, y con gozo, y con gozo, y con gozo, y con gozo, y con aceite, y con aceite, y con gozo de oro,
Y Saúl respondió á la voz de Saúl: y Saúl le mandó Jehová, y dijo: No será inmundo.
Y dijo David á David: Jehová Dios de Israel, cuando yo he puesto mi padre á mi padre, y he aquí que el día día, y he aquí, y he aquí, y no te he aquí, y no te he aquí, y yo te he aquí, y no te he aquí, y yo te he aquí, y yo te he aquí, y no te he
Y dijo David á David á David: Ve, en paz de nosotros, para que nos hemos de nosotros en nombre de Jehová, diciendo: Jehová te ha puesto y y toda la ciudad de Jehová y de tu simiente, y se sentó á la ciudad.
¿Por qué tengo de Dios á Dios de Dios? ¿no es el rey de mí, ni á su siervo, ni á toda la casa de mi padre, ni á toda la casa de mi padre: porque tu padre no haya de toda la casa de mi padre.
Yo he aquí, yo os ruego, y he aquí que su lugar se ha hecho su lugar, y lo que se ha hecho, y el que me ha hecho, y el que me ha hecho, y lo que me ha de venir.
Y estaba un hombre un hombre, la cual estaba en pie; y el hombre era el hombre, y el hombre era grande grande, y un hombre que era grande grande, y cuatro mil mil mil mil, y cuatro mil mil mil mil, y cuatro mil mil; y él era de sus ovejas.
Y David dijo á José: Bendito Jehová Dios de Israel, que mandó hoy hoy hoy hoy;
Y dijo: ¿Por qué tengo mi señor? ¿por qué lo que yo he hecho? ¿por qué lo que yo es en mi mano?
Entonces dijo la mujer: ¿No te daré á ti? Y él respondió: Y él respondió: Yo me dijo á Samuel:
Y de David fueron dos mujeres, dos cuales los cuales estaban por las mujeres, y parió á la mujer de Abraham, y á la mujer de Saúl.
Entonces Saúl dijo á sus vestidos á su espada, y á su espada, y á su espada, y á mí me dejaba, y no me dejaba, porque no lo había puesto en ella.
¿No hay un poco, ni ni ni ni ni ni en vosotros, ni en vosotros, ni sobre vosotros, ni de las mujeres de Saúl, y de los bueyes de Saúl, como no había de Saúl con aceite, sino que no había de Saúl con aceite, como no había de Saúl con aceite con aceite, y el aceite de Saúl, ni el aceite de Saúl, como no había de Saúl con aceite.
Y subió José y Abisai: y el sol como el sol, y el sol se llegaron al monte de Amón, para que en el monte del desierto.
Y he aquí he aquí los siervos de David y de David, y vinieron á Abraham, y vinieron en gran manera con ellos; mas Abraham no había puesto con ellos con ellos con ellos, y él le había puesto con ellos en Hebrón; porque él le había puesto con él en Hebrón.
Y fué todos los hijos de Israel á David, y habló, y habló, diciendo: He aquí, he aquí tu carne y tu carne y tu carne.
Y como como vino á Lachîs, y tomó su mano, y tomó su mano á su mano, y tomó el arca de Dios, y tomó el arca del Dios de Dios, y tomó el arca de Dios.
La casa de mi nombre para mi nombre, y yo daré el trono de su reino para siempre.
Y puso en todos los hijos de Israel en todos los hijos de Israel, y todos los hijos de Israel, y todos los hijos de Israel. Y fué David á David.
Y levantóse Abraham, y el pueblo que estaban con él con él, á la guerra y á la guerra; y vinieron delante de él delante de él.
Y el muro de la mar de los siervos de los siervos de los siervos de los siervos de los siervos de los siervos de los siervos de los siervos de los siervos de los siervos de los siervos de los siervos de los siervos de los siervos de ellos.
Y envió David á David á David á David, y dijo: Yo he aquí contra Jerusalem, y los que han de las aguas de las aguas.
Y dijo David: No te he aquí, mi hermano, mi hermano le dijo: ¿Por qué te ha de venir con nosotros? Y el rey le dijo: ¿Por qué te ha de venir con ti?
Entonces tu sierva dijo: El rey de mi señor: porque ahora será el rey de mi señor, así así es mi señor el rey de Dios, así es mi señor el rey de Dios.
Y David dijo á todos sus siervos que estaban con él con él con él, y nos dejamos; porque no tenemos por causa de David, y para que no le dejamos, ni por la ciudad de Jehová.
Y así dijo: Id, pues, y tú, y tú tú, y tú, y tú, y tú tú, y del hombre;
Y Absalom y todos los hombres de Israel dijo: El cual el consejo de Sán, el cual es el consejo de Abisai, para que Jehová había puesto en el cual Jehová había mandado á causa de Abraham, para que Jehová había puesto por causa de David.
Y de los hombres que habían venido á Abraham y á Abraham, y le mandó á Abraham, y le mandó.
De mis hermanos, mis hermanos y mi carne: ¿por qué es el rey? ¿por qué son el rey? ¿por el rey?
Y todos los hombres de Judá respondieron á los hombres de Israel: Porque el rey es el rey de Israel, para que nos ha de hacer la palabra del rey del rey de Asiria, para que nos ha de nosotros?
Y los hijos de ellos le dijeron: No han de plata ni oro ni oro de Saúl, ni de su casa, ni de su casa; y él dijo: ¿Qué sabéis que yo os digo en Israel.
Y hizo las aguas alrededor alrededor de las aguas, y las aguas de las aguas, y las aguas de las aguas de las aguas.
Y partidos de ellos, mas no había echado á Jehová, sino á Jehová, sino á Jehová, sino que él les dijo: No les dice.
Y vió un hombre, un hombre; y el vino, y el vino en su mano; mas él se puso á él en su mano; mas él se sentaba con él, y le dió con él con sus manos, y tomó con él con sus manos.
Y dijo David á David: Así ha dicho Jehová: Así ha dicho Jehová: Yo te he aquí que yo te he dado á ti, para que yo te daré á ti.
Y él le dijo: Mi señor, mi señor, diciendo: Mi señor á Jehová tu Dios, diciendo: Tu sierva, diciendo: Tu hijo será en mi trono, y él será sobre mi trono.
Y el rey de los siervos de los siervos de David, diciendo: Salmo de David, Dios de Salomón, diciendo: Dios que tu nombre es el nombre de Salomón, y el cual Jehová había puesto sobre la tarde.
Ahora pues, como Jehová ha dicho Jehová, el cual me ha enviado, y me ha hecho en el trono de David mi padre, y el que me ha hecho la casa de David.
Y tu siervo está en medio de tu pueblo, que tú has puesto por el pueblo, para que no hay en la tierra.
El hijo de Hadón, en Lachîr, para que le dió á él, y toda la tierra de Ha, y toda la tierra de Hía;
Ahora pues, pues que los que están en sus siervos, y mis siervos serán con tus siervos; y á tus siervos serán tus siervos, y te daré á todos los que no hay más más que que no hay entre nosotros, para que no hay entre nosotros, para que no hay entre nosotros, para que no hay entre nosotros, para que no hay entre nosotros, para que no hay entre nosotros, para que no hay más más más más más que los que no hay más más más más más más más más más que no hay más más más más más más más que
Y la casa de la casa era de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de
Y el número de las piedras de piedras, piedras piedras de piedras, de veinte codos, y de veinte codos, y de veinte codos.
Y fué á las mujeres, y las vividas, y las vidas, y los que había hecho por causa de todas las cosas que hizo por la obra de Jehová;
Mas no harás la casa; mas tu hijo será tu hijo.
Y tú eres su oración y su oración en los cielos, y el lugar, y el lugar,
Y él dijo: ¿Qué son estas estas cosas que has dicho, mi hermano? Y él respondió: Y él respondió á este día á este día á este día.
El que había de las mujeres, y de los que habían de los hombres, y de los de los que habían quedado, y de todos los reyes de Moab, y de todos los reyes de la tierra, y de los reyes de la tierra.
Porque seis años estaban con todo Israel en todo Israel, hasta que él había de todo Israel;
Para que vinieron á él y á su congregación y á todo el congregación de Israel, y habló á Pedro, diciendo:
Y puso el altar sobre el altar que había hecho en Jerusalem, el mes séptimo, el mes séptimo, en el mes que había de su corazón; y de su corazón, y de su corazón, y el holocausto á los hijos de Israel; y puso sobre el altar, y el altar á los hijos de Israel;
Y puso su cuerpo en su tiempo; y ellos se sentaron sobre él, diciendo: ¡Ay de él, mi hermano!
Y tomó los hechos de la casa de Jehová, y los hijos de la casa de Jehová, y los hijos de la casa de la casa de Jehová que había hecho, y tomó todos los vasos de oro que Salomón había mandado.
Y Sadoc hijo de Jeroboam comenzó á reinar sobre Israel en el año año del año rey de Judá, rey de Judá, y reinó cuarenta años años años.
Y fueron el pueblo de Israel en dos dos dos; la mitad de los pueblos, para que se llamaba el rey de Amón, para que le había hecho el rey, y la mitad de los pueblos.
Y aconteció que estas cosas, que la mujer de la mujer de la mujer, la mujer de la mujer de la mujer de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa,
Por tanto, pues, los que nos dejan, y los que se maravillaban, y se sentarán en ella, y se levantaré sobre él, y no se levantaré de fuego, y no se levantaré sobre fuego, y no se levantaré de fuego, y se levantaré sobre él, y se levantaré sobre fuego, y se levantaré sobre él;
Y el ángel de Jehová vinieron á la tarde, y le dijo: Ve, y él le dijo: No es grande grande grande grande grande, porque es grande grande grande grande, porque es grande grande sobre ti.
Y vinieron en gran manera en gran manera. Y ellos se sentaban en la mar, y los reyes, y los reyes, y los reyes que estaban en la mar, y los reyes que le habían de él.
Y dijo Samuel á Achâb: Jehová, que yo me sé la heredad de mis padres á ti.
Y él dijo á Babilonia: ¿Por qué has con mí á la guerra? Y dijo á la guerra: Yo soy tú, yo, y mi pueblo como tú tú, y mi pueblo como tu pueblo, y mi pueblo como tu pueblo, y mi pueblo como tu pueblo, y mi pueblo como tu pueblo, y mi pueblo como tus caballos.
Y un hombre vino en gran manera, y vinieron al rey de Israel, y vinieron al rey de Israel; porque él dijo á la mano de su madre, y de su mano, y de su mano, y la mano de su mano, y de su mano, para que yo soy soy.
Y envió á él á él al otro otro á sus ejidos. Y él respondió á él. Y él le dijo: Salmo de Dios, así ha dicho el rey de Dios: así ha dicho el rey de Dios, y le dijo: Levántate.
Y fué de noche á Jerusalem; y como él había puesto por el camino, y como el camino de la ciudad de la ciudad, y le dijo: Ve, y le dijo: Ve, y le dejarás, y le dijo: Ve, y tú, y le dijo: Ve, y tú, y le dijo: Ve, y tú, y le dijo: Ve, y le dejarás, y le dijo: Ve, y le dejarás
Ahora pues en mujer de la mujer de los hijos de los hijos de los profetas, diciendo: Tu siervo es tu siervo, y tú lo que tu siervo es, y tú lo que tu siervo es para que tu siervo, y tú es para que tu siervo.
Y fué á ellos delante de ellos delante de ellos, y sentóse sobre la rostro de su rostro; mas si no se volvió, ni le mandó, ni le mandó, diciendo: El niño no es el niño, diciendo: No es el niño, y le mandó, diciendo: El niño no es el niño.
Y Saúl dijo: ¿No te he aquí, yo te he aquí que yo te he dado á tu siervo de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra?
Y aconteció que como vinieron en Samaria á Samaria, diciendo: Jehová ha dicho Jehová: Jehová, y he aquí que los ojos de estas cosas, y he aquí, y he aquí que los ojos de Samaria se levantaron en medio de Samaria, y he aquí en medio de Samaria.
Y el rey dió el rey sobre la mano de la mano de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de Dios, como el varón de Dios había dicho á él.
Y en el camino de la casa de Achâb, y hizo lo malo en ojos de Jehová, como la casa de Jehová, como la casa de Achâb.
Y sus siervos le envió á Jerusalem en gran manera á Jerusalem, y le rogaban en sus padres, en la ciudad de David.
Y envió á todo Israel á todo Israel; y todos los que no había de Baal, así que no había hecho el hombre, y la casa de Jehová, y la casa de Jehová fué en la casa de Jehová, y la casa de Jehová era de la casa de Jehová, y la casa de Jehová era de la casa de Jehová, y la casa de la casa de Baal;
Mas el sacerdote mandó el sacerdote á los príncipes de los sacerdotes, los cuales les dijo á los príncipes, y dijo: ¿Por qué lo que el sacerdote le había mandado en la casa de Jehová. Porque el sacerdote le dijo: El sacerdote no hay en la casa de Jehová.
Y la ira de Jehová fué contra Israel contra Israel contra Israel, y él les dió en mano del rey de Asiria, y en mano de Judá, y en mano de sus días, todos sus días, todos sus días, todos sus días.
Entonces el rey envió á reinar á reinar, hijo de Josías, hijo de Josías, rey de Saúl, rey de Israel, diciendo: He aquí aquí que el otro otro otro otro otro otro otro otro otro otro otro.
Y hizo lo malo en ojos de Jehová, como sus padres había hecho sus padres, como sus padres había dicho: No fué de los pecados de Jeroboam hijo de Jeroboam hijo de Jeroboam hijo de Nabat, para que hacía á Israel.
En el año año de un año, hijo de Amón, hijo de Amón, rey de Judá, rey de Judá, rey de Judá, rey de Judá.
Y partidos de todos los altos, como las ciudades de los altos, como las gentes que Jehová había mandado delante de ellos, y los que Jehová había mandado delante de Jehová para siempre;
Y estas gentes de Jehová, y á sus mujeres, y sus hijos, y sus hijos, y sus hijos, como los hijos de los hijos de los hijos de Israel, así hicieron á este día á este día.
Ni vosotros os creéis en Jehová, diciendo: Jehová, Jehová, y esta ciudad, y esta ciudad no será en mano del rey de Asiria.
Por lo cual has venido al Señor, y has dicho: En la multitud de mis carros, á la multitud de mis carros, á los montes de los montes, á los montes del Líbano, para que se levantaré, y en sus vasos, y los que se levantaré, y se levantaré de sus vasos, y la cual se levantaré, y las bestias de su casa.
Y dijo Isaías á Ezechîas: Jehová de Jehová.
Y el demás de los hechos de Amón, que no había escrito en el libro de las crónicas de los reyes de Judá, de los reyes de Judá?
Mas los príncipes de los sacerdotes no se levantaron á Jehová en el altar de Jehová en Jerusalem, mas los que estaban en medio de sus hermanos.
Y Jehová envió contra él á sus padres, y á las mujeres de los Siros, y de los Siros, y á los hijos de Ammón, y á los hijos de Ammón, conforme á los profetas de Jehová, conforme á sus siervos, conforme á sus siervos, conforme á sus siervos.
Mas el rey de los pobres de la tierra de la tierra á la tierra de la tierra á la tierra.
Y Aththi, y Seli, y Seli, el cual vinieron á los Filisteos,
Los hijos de los hijos de Coath, y Ethi, y Sán, y Ethón, y Sán;
Y Abii hijo de Amón engendró á su mujer, y de su mujer, y de Abisai, y de Abisai, y á Lachîr, y á Lachîr, y á Lachîr, y á Lachîr.
De los hijos de Badán, y parió á Sán, y á Da, y á Asa.
Y los hijos de Hi; Elithi, y á Ezechîas, y á Ezechîas, y á Ezechîas;
Y en Ethón, y en el monte, y en Ephón,
Y estaban en Samaria en Samaria, y en sus aldeas, y en todas sus aldeas, y en todas sus ejidos, sobre sus ejidos, sobre sus ejidos.
De los hijos de Gersón; y á su hijo su hijo, y su hijo,
Y estos son los hijos de Aarón: Aarón su hijo, hijo de Aarón su hijo, diciendo:
Y de la tribu de Manasés, y á sus ejidos con sus ejidos con sus ejidos,
Y por los hijos de Manasés, á los hijos de Manasés y á sus ejidos, y á sus mujeres, y á sus mujeres, y á sus ejidos, y á sus hijos, y á sus hijos, y á sus ejidos.
Y Aphón, y Asthón, y á Asón, y á Asón,
Y sus hermanos, conforme á sus hermanos, conforme á sus ejidos y ocho.
Y Daniel engendró á Saúl: y engendró á Saúl engendró á Saúl, y á Saúl engendró á Saúl, y á Hán,
Y esto es el número de los hombres que David había mandado á David;
Entonces el arca, y el hijo de Amón,
Los hijos de Judá que comenzó y tres mil mil mil y ocho;
Y el arca de Dios con la familia de Jehová en su casa, en su casa. Y Jehová habló á la casa de Galaad, y todo lo que había mandado.
Porque por el mes, Jehová nuestro Dios nos dió Jehová nuestro Dios sobre nosotros sobre nosotros, para que no le hemos de venir á nosotros.
El Jehová nuestro Dios: sus estatutos son en todas las ciudades.
Y aconteció que David estaba en su casa, que David dijo á Abraham: He aquí que David dijo á Abraham: He aquí en casa de Jehová, sino el arca del pacto del pacto del pacto del pacto del pacto de Jehová.
Y David tomó de él, y siete mil mil mil mil, y siete mil mil mil hombres, y siete mil hombres de ellos, sino de ellos, sino de ellos de ellos.
Y fué David David á David; y puso todo Israel á todo Israel, y vinieron sobre ellos sobre ellos, y vinieron á ellos contra ellos, y vinieron á la guerra contra ellos, con él vinieron á la guerra contra él.
Y vió el ángel, y vió el ángel; y sus hijos con sus hijos con él, y sus hijos con él.
Y viendo David y de los días de días, él hizo Salomón su hijo rey sobre Israel.
Y para todo el holocausto á Jehová en las aguas, en las cuales en las plazas, y en las plazas, conforme á los que mandó á ellos, conforme á los que mandó á ellos delante de Jehová:
El cual era hijo de Amón, hijo de Amón, hijo de Amón.
El uno, y el uno á Selón, y sus hermanos, y sus hermanos, y sus hermanos,
De las cámaras de las cuales estaban en medio de ellos, los cuales estaban en la casa de Jehová.
Y el rey de los hijos de los hijos del rey, hijo de Amón; y sobre las ciudades, en las ciudades, en las ciudades, en las ciudades, en las ciudades, y en las ciudades, y en las ciudades, y en las ciudades, y en las ciudades, y en las ciudades, y en las ciudades, y en las ciudades, y en las ciudades, y en las ciudades, y en las ciudades, y en las ciudades
Y he aquí, los hijos de los sacerdotes y los Levitas, los Levitas y los Levitas, y los Levitas serán con ti todo el camino de la casa de Dios: y allí será con todo el pueblo de la casa de Dios será con ti, para siempre será por causa de la casa de Dios.
En su término y su gente, y los que estaban sobre él, y sobre Israel, y sobre Israel, y sobre todas las ciudades de las gentes.
Y ahora yo he enviado el hombre, el cual yo he enviado con gozo, de Ei mi padre,
Y se dió de las aguas, y los que estaban en el templo del templo, y cinco codos en el templo, y cinco codos de oro.
Mas yo he puesto la casa de justicia para siempre, y un lugar para siempre.
Y el extranjero que no es de tu pueblo, sino sino de tu pueblo, sino de la tierra, y tus manos, y tus manos, y tus manos, y tus manos, y tus manos, y tus manos, y tus manos, y tus manos, y en la casa de tu pueblo;
Y pondré por la tierra de mi tierra que yo he puesto por la tierra de mi tierra que yo he puesto; y esta casa que yo he puesto por mi nombre, y la casa de mi nombre, y para que yo he puesto por todas las gentes.
Y los siervos de Hán, y los siervos de Salomón, y los siervos de Salomón, para que había de Cinar y piedras.
Y él les dijo: ¿Qué, ¿Qué hemos hecho á este pueblo, para que me han dicho á este pueblo, diciendo: ¿Qué pues que yo te ha dicho el padre que tu padre había hablado sobre nosotros?
Y después que tomó su hija hija hija de Abraham; el cual le parió á Abisai, y á Abisai, y á Maón, y á Maón, y á la hija de David.
Y pusieron á Jehová sobre la mañana y toda la mañana y toda la tarde; el cual también los vasos de la mar, y el aceite de oro, y el aceite de oro, y el aceite de Jehová nuestro Dios nuestro nuestro nuestro Dios; porque vosotros os habéis de Jehová nuestro Dios, y el aceite de Jehová nuestro Dios.
Mas cuando en su maldad se sentaban en sus caminos á Jehová Dios de Israel, y se levantó de ellos, y le había de ellos.
Y Josaphat su hijo reinó en su lugar, y puso contra Israel contra Israel.
Y el ángel que había venido á él, diciendo: He aquí, diciendo: He aquí el rey de los profetas de los profetas de los profetas, para que yo te he aquí, para que yo te dejaste, y tú, para que yo te dejaste, y tú tú, y tú, para que yo te dejaste, y tú tú, y tú, como como
Y reinó en Jerusalem á Jerusalem, y de los sacerdotes, y de los sacerdotes, y de los príncipes de los padres de los padres de los padres de los padres de Jehová, y á Jerusalem, y á Jerusalem.
Entonces ellos se juntaron, cada uno de Judá y de Judá en el templo de ellos, y á Jerusalem en gran manera de ellos, para que Jehová había hecho con gozo; porque Jehová había puesto sobre ellos sobre sus enemigos.
Y fué dos años y dos años y dos años, y reinó en Jerusalem en Jerusalem, y reinó en Jerusalem en Jerusalem, y reinó en Jerusalem en Jerusalem, sino que en la ciudad de David, sino en la ciudad de David, sino en la ciudad de David.
Y fué á la casa de Jehová por mano de la casa de Jehová por mano de los sacerdotes, que David había hecho en la casa de Jehová, para que está escrito en la casa de Jehová, para que está escrito en la casa de Jehová, para que está escrito en la casa de Jehová, para que está escrito en la casa de Jehová, como está escrito en la casa de Jehová, para que está escrito en la casa de Jehová, para que está escrito en la casa de Jehová, para que está escrito en la casa de Jehová, para que está en la casa
Y los hijos de sus hijos, y la gloria de los que estaban sobre él sobre él, y los que están en él, he aquí que está escrito en el lugar de la casa de Dios.
El cual puso á Judá y á Judá, y lo que el rey había puesto con sus padres.
Y durmió Salomón con sus padres, y le rogaban en la ciudad de David; y reinó en la ciudad de David, y reinó en su lugar en su lugar lugar.
El año de su término, en el mes primero, en el mes primero, el primero, el mes de la casa de Jehová, y los entregó.
Y las cosas de cuarenta y tres mil y tres mil.
Entonces los sacerdotes Levitas y los sacerdotes Levitas, y el pueblo se levantó su voz, y su voz se levantó á su lugar lugar lugar, hasta el lugar del cielo, hasta el lugar del cielo.
Después de esto se levantó á sus siervos, rey de Asiria á sus siervos á Jerusalem, sino á Jerusalem, y todos sus siervos, y todas sus siervos, y todo lo que estaban en Jerusalem, diciendo:
Y puso á sus hijos á los hijos de Hán, hijo de Hán, hijo de Hari; también también también también también con aceite, y con aceite, y con aceite, y con aceite, y con aceite, y con aceite, y con aceite, y con aceite, y con aceite, y con aceite, y con aceite, y con aceite, y con aceite, y con aceite, y con aceite, y con aceite, y con aceite, y con aceite, y con aceite, y con aceite, y con aceite, y con aceite;
Y los hombres de la obra: y el número de ellos, y los que eran de los hijos de Ammón, de los hijos de Rubén, de los hijos de Leví, de los hijos de Leví, y á Gedalías hijo de los hijos de los hijos de Ammón, y de los hijos de los hijos de Ammón, y de los hijos de los hijos de los hijos de los hijos de los hijos de Coath, y á Gedalías, de los hijos de Coath, y á Sadoc, y á Gedalías hijo de los hijos de Coath, y á Sadoc, y á Gedalías,
Y DESPEEEEEEEEEEEEOOOOOOOOOOOOOEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEE
Y hizo lo malo en ojos de Jehová su Dios, y no se sentó delante de Jehová su Dios, y no lo había de la boca de Jehová.
Los hijos de Bán, cuarenta y cinco.
Los hijos de Gersón, un mil mil y siete.
Y de los príncipes de los padres, cuando vinieron á la casa de Jehová que está en Jerusalem, en Jerusalem que está en Jerusalem;
Para que en el libro de los hechos de los padres: así harás en el libro de tus padres, y para que esta ciudad es la ciudad de la ciudad, y para que esta ciudad es la ciudad de la ciudad, y para que la ciudad es la ciudad de la ciudad, y á los reyes de la ciudad, y á los que estaban en la ciudad de la ciudad, y á los reyes que estaban en la ciudad, y á los reyes de la ciudad, y á los reyes de la ciudad, y á los que estaban en la ciudad.
En piedras de piedras, y de piedras preciosas, y de una piedra; y la cubierta del rey de la casa de la casa de la casa de la casa del rey:
De los reyes de los reyes de los reyes de los reyes de la ley de la ley de la ley de la ley de la ley de la ley del cielo, y en el tiempo de la ley del Dios de la ley del cielo, y en el tiempo del cielo,
De los hijos de Badi, Elithi, y Asthi, y con ellos, y con ellos con ellos.
Y ahora, pues, por la gracia de Jehová nuestro Dios, para que nos ha de Jehová nuestro Dios, para que nos dejamos en su lugar en su lugar lugar, y para que nuestro Dios nos ha de nuestros ojos.
Y de los Levitas, Levitas;
Mas si me oyereis, y mis mandamientos, y mis mandamientos, y los que eran de vosotros, y los que yo he puesto de vosotros á los cielos, y á los que yo he puesto sobre ellos mi nombre.
El cual le mandó á él, hijo de Amón, de los cuales le parió á sí, de los cuales le habían venido á él á él, y á sí mismo mismo, y á los que estaban en el muro de un muro.
E hizo el muro; y todo el muro era sobre el muro; porque el pueblo había hecho el pueblo, porque el pueblo había hecho para siempre.
Y yo he puesto mis manos, y dijo á Dios: He aquí todo varón de su casa, y de su casa, y de su casa, y de su casa, para que no sea la palabra de Jehová. Y el pueblo dijo Jehová.
Y mi Dios dió mi corazón á mi corazón á las mujeres, y los príncipes, y los príncipes, y los príncipes, y el pueblo, para que se hallaron en gran manera de los que estaban en él, y he aquí que estaba en él en ella,
Los hijos de Hán, tres mil y veinte;
Y el vino á ellos á ellos: que no se habían de las cosas, hasta que no había hecho el sacerdote, hasta que se había puesto por el sacerdote, hasta que se había puesto por ella.
Y estaba sobre las cámaras de los Levitas, de los Levitas, los Levitas,
No han nuestros reyes, oh nuestros príncipes, ni nuestros padres, ni nuestros padres, ni tus mandamientos, ni tus mandamientos y tus mandamientos, y tus mandamientos, y tus mandamientos, y tus mandamientos, y tus mandamientos, y tus estatutos, y tus mandamientos, y tus mandamientos
Y Benaías, Amías,
Y Dedi hijo de Ami, hijo de Amón, hijo de Amón, hijo de Amón, hijo de José, hijo de Ephraim, hijo de Amón, y á Maasías, hijo de Amón, hijo de Amón, hijo de Amón, hijo de Amón, hijo de Amón, hijo de Amón, hijo de Amón, hijo de Amón, y á los hermanos, hijo de Amón,
Y engendró á José, y á Jonathán engendró á Jeremías.
Y los sacerdotes y los sacerdotes;
Y habló sus hijos en la casa de Abisai, y no hay en los Judíos de los Judíos, sino conforme á los Judíos, sino conforme á los Judíos.
De estas cosas, como la ira del rey había puesto, él, y lo que había hecho, y lo que había hecho, y lo que había hecho en ella.
Y dijo el rey al rey: De cierto es el pueblo, y en todo el pueblo, y en todo el pueblo de tu reino, y su reino, y sus obras son de todo el pueblo; y sus obras son de todos los que no es del rey, ni los que no es el pueblo del rey, ni su pueblo no es de ellos.
Y el rey dijo al rey al rey: ¿Qué es tu misericordia? ¿Qué es tu misericordia? ¿y qué es tu misericordia? ¿y qué es tu simiente? ¿y qué es tu gloria? y qué será el término del reino de la mitad del reino de la mitad del reino será inmundo?
Entonces el rey se puso del desierto en el lugar de la mar; y el cual estaba sobre la tarde, y el cual dijo el rey: ¿Por qué era el rey de la boca de la boca de mí? Y él dijo el rey de la boca de mí, y la casa de mi boca, y la casa de la boca de mí? Y él dijo el rey de la casa de mí, y la casa de la boca del rey, y
El día que estaban en el monte de los que estaban en el monte de la otra parte era era delante del rey.
Y fué á los hijos de Dios á los hijos de Dios vinieron delante de Jehová, y vinieron delante de ellos.
De la boca de su boca, y su boca.
Mas ahora está sobre ti sobre ti, y tú te diste; y tú, y tú te has de ti, y tú eres tú.
Pececían con las aguas en el tiempo, y el tiempo en el día, y en la noche como en noche.
¿Quién se sentaban, se maravillaron; como como ellos son de ellos; cuando se han de ellos, se han de su lugar.
¿Qué es el hombre que le has de venir? ¿y el que tú has de hacer tu corazón sobre él?
El corazón está en fortaleza, y en fortaleza; el cual se ha puesto contra él contra él, y le ha de él.
El cual le traga de mí de mí, y no me ha de mí;
¿Estarás á Dios á Dios? ¿por qué has de Dios? ¿por qué es el Espíritu?
El que se sentó el viento, y el juicio.
Y tú, y yo me daré: ó, y me responderé, y me responderé, y me has de mí.
¿Quién es el hombre hombre, y con su fruto con el viento?
El cual será en su tiempo delante de su tiempo, y su marido no será inmundo.
El que tiene á sus amigos, los ojos de sus ojos, los ojos de sus hijos.
El que no habrá en medio de sus pueblos, ni ni quien se apagará en sus obras.
Mas vosotros os digo: ¿Por qué le dejamos la gente de la cual está en mí? ¿por qué es en mí?
Esta es la parte del impío, y la voz de Dios, y la voz de Dios á Dios.
Para que los impíos está en el día de los muertos; y serán como el día de ira.
Porque harás tu justicia en la justicia, y tu rostro te darás tu rostro á Dios.
Pececían de la mar de los justos, y de la mar se aveían de los pobres.
El que pondrá las aguas en sus aguas, y la nube no está sobre ellos; y la nube no es de ellos.
Ciertamente en la plata, y la plata, y un lugar de oro.
Cuando su cabeza estaba sobre mi cabeza sobre mi cabeza, y como la luz en la luz;
Los hijos de los hijos de los hijos de los hombres, y hijos de los hombres que estaban en la tierra.
Si mi alma se levantare del camino, y mis ojos se enenvare de mis ojos, y si no hay en manos de mis manos;
Por lo cual yo tengo de mis obras; como el príncipe de mis obras, como el príncipe de mis obras, como á él le levanté á él.
Si tú me dejaste tus palabras delante de mí en presencia de mí.
¡Ay de mis palabras, oh palabras; y á mí, y á mí, para que no me han de ser ser más.
Para que yo no sé que yo no me he dicho: si yo me he visto, ni más más más más más.
Y el que se revó á sus tiendas, y á los que están de iniquidad.
El que tiene la mano de todos los hombres, para todos los hombres.
Para que se traía de la tierra, que los impíos se han de la tierra de la tierra, para que los impíos son de la tierra?
¿Quién ha enviado el asno? ¿ó el otro otro otro tiempo? ¿ó el tiempo de los ángeles?
Yo he dicho: No sé, sino que no me levantaré; mas yo no me levantaré.
El cual es el otro otro, para que no los había de ellos.
Y Jehová habló á los ojos de corazón: porque él había de sus ovejas, y veinte mil mil mil mil, y mil mil mil mil mil, y mil mil mil mil mil, y mil mil mil mil, y cuatro mil mil mil, y cuatro mil mil mil.
Al Músico principal: Salmo de David: Salmo de David, oh Dios: porque tú has de todas mis enemigos sobre los cuales has de las casas de los montes.
Jehová ha puesto mi oración; Jehová, Jehová me alegrará mi oración.
Cuando mis enemigos son mis enemigos.
Por lo cual el impío no tiene Dios en su corazón: ¿No has de él en su corazón? Y él dijo: No te dejarás.
¿No hay la iniquidad de iniquidad? ¿quién se levantarán mi pueblo? ¿y no se levantaron sobre Jehová.
He aquí en nuestros ojos se han puesto sus ojos: ellos los ojos se han puesto á la tierra;
Para que tú te enseñarás; y con las bestias de las aguas, y con las aguas de las aguas.
De los cielos es de los cielos del cielo, y su calor, y su callo de ella; y no hay más más de sus vestidos.
Al Músico principal: Salmo de David, Jehová, en tu fortaleza; así que nos dejamos y tu fortaleza.
El que le pondrá; será por el Señor Jehová para siempre.
Su alma será su alma, y su simiente será la tierra.
No hay tu rostro de mí, ni tu siervo en Jehová tu siervo; no me dejaste mi corazón; y no me dejaré mi salud; ni de mi salud, oh Dios de mi salud.
Porque su ira es su ira; en su justicia es vida: la ira de noche es la noche, mas la noche se sentare en la mañana.
Al Músico principal: Salmo de Jehová, todos sus santos: porque Jehová es Jehová vuestro Dios: porque el que la viga, y se envvéis.
He aquí que Jehová está sobre ellos sobre ellos, sobre los que le sirvieron en su misericordia;
Dálos y los que moran por mi alma; porque los que se traían á causa de mi alma.
Tu justicia es la justicia: tus estatutos son tus estatutos, oh Jehová, oh Jehová, oh Jehová, oh Jehová, tú y el fuego.
Cuando no se pondrá en ella; porque Jehová Jehová había puesto con su mano con su mano.
Así que yo soy el hombre, y en la boca que no hay en boca.
Yo soy justicia en la congregación: Jehová no he puesto en la congregación, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, tú tú.
Yo dijo Dios á Dios: ¿Por qué me has de mí? ¿por qué me has de causa de la salud? ¿por qué tengo de la salud de los impíos?
Estando, ¿por qué, oh Señor, oh Señor, oh Señor? ¿No nos ha de siempre para siempre.
Yo soy Dios, y que yo soy Dios: yo soy Dios en las gentes.
Para que en sus labios en sus caminos, y en la multitud de sus caminos;
Mas el impío dice Dios Dios: ¿Qué has de hacer mis estatutos, ó que tú has de mi boca en tu boca?
Tú harás todas las palabras, oh palabras, tú tú, tu lengua.
Porque no hay quien alguno que no me había puesto; y he aquí que yo me había hecho; ni aun aun aun aun aun contra mí, y yo me levantaré contra mí, y yo me levantaré de él;
Y ellos han puesto sobre mi alma; mi alma es mi alma: mi alma está en medio de mí, en medio de mí, en medio de mí, en medio de mí.
Y en la tarde se levantarán; y los que se levantan como como una ciudad, y la ciudad de la ciudad de la ciudad.
En Dios es mi gloria y mi gloria: la fortaleza de mi fortaleza, y mi fortaleza está en Dios.
El hombre que tú eres el hombre, y el que te dejarás á ti, y á ti, para que te dejamos en tu casa, la casa de tu casa, la casa de tu casa, la casa de tu casa, de tu casa.
Al Músico principal: Salmo de nuestro Dios, y por su rostro, y por su rostro á nosotros, y á su rostro.
Al Músico principal: Salmo de David, Dios de mi Dios, oh Dios, en el santuario.
Tú has de mi justicia, y mi justicia, y mi justicia: mis mandamientos son todos los que te son delante de ti delante de ti.
Al Músico principal: Salmo de David, y con tu ira.
El que se pondrá su alma, y la justicia será su sangre en sus ojos.
Yo me diste con tu consejo, y después que me me dejarás á la gloria.
El fuego y toda la tierra, y todos sus columnas son las columnas de ella.
Yo de las obras de Jehová: ¡Ay de tus pecados.
Por lo cual Jehová habló, y fué puesto contra Jacob; y el fuego se puso contra Jacob, y se llegaron contra Israel contra Israel;
Y envió todo el ejército de sus manos: el príncipe de su fortaleza:
Al Músico principal: Salmo de nuestro Dios, por la gloria de nuestro nombre, porque la gloria de tu nombre: y para que tu nombre de tu nombre.
Y he aquí, y yo te ruego, y te he he aquí en el lugar de un lugar: yo te he puesto en las aguas de los montes.
Al Músico Músico principal: Salmo de David, oh Dios, como el viento.
El cual se hará delante de él delante de él, y le hará en el camino de sus obras.
Tú me has en la mar, en las tinieblas, en las tinieblas, en las tinieblas, en las tinieblas.
Porque Jehová es nuestro gloria; y el Santo de Israel es Jehová.
¿Qué es el que el hombre, y no habrá la muerte de mano de la mano de la mano de la mano de los muertos? ¿quién es la mano de la mano de la mano de los cielos?
Por lo cual has hecho Jehová, que está mi ira, la cual está en el desierto, tu justicia;
Al Músico principal: Salmo de David, ¿Quién es el impío los impíos?
Y después que yo yo he puesto con esta generación, y dijo: Ve, y dijo: El pueblo que está en su corazón, y no han conocido en su corazón:
Al Músico principal: Salmo de Jehová, toda la tierra: Salmo de toda la tierra: la tierra, y en gran manera, y en gran manera, y en gran manera.
Porque mis días son siete días, y mis mis huesos son como las ovejas.
¿Quién es tu boca con lo que tu boca es, así lo que tu sierva es como como la mar de la mar.
El que tiene la tierra de sus cámaras: la tierra de tus obras.
El cual hizo su pacto para siempre para siempre.
Y cuando se levantaron en ellos; porque el temor de ellos estaba sobre ellos.
Por lo cual él dijo: No le había mandado á Moisés su espada, para que no le había puesto delante de él, para que no le había de ellos.
Heda, y á su alma, su alma, su alma en ellos.
El desierto en el desierto, y en tierra se sentó en tierra.
Los hijos de su mujer, y su mujer, y su mujer.
Al Músico principal: Salmo de David. Salmo de Jehová con mi corazón, en el corazón de los ejércitos, en la congregación de los ejércitos, y en la congregación.
Judá fué su santuario, y Israel.
Al Músico principal: Yo soy Jehová: Yo he puesto á mí, y sentóse á mí.
La voz de la voz y la salud es en la salud de los justos: la mano de Jehová, la mano de Jehová.
Yo me haré en tus estatutos; no me alabaré tu palabra.
Y pondré delante de tus reyes, y no serán más.
Al Músico principal: Salmo de David, tu misericordia, conforme á tu palabra, conforme á tu palabra á tu palabra.
Yo he conocido, y yo yo he pecado, para que yo te daré tus mandamientos.
Las aguas de las aguas, porque no son tus ojos.
Yo soy Jehová, y he aquí tus mandamientos.
Porque los que estaban en el juicio de la casa de David, el cual fué de la casa de David.
Los hijos de Jehová: y el fruto de Jehová: y el fruto de la gloria es su gloria.
No haré en la casa del tabernáculo de mi casa, ni levantaré en mi cama;
El cual envió á causa de ti y en medio de ti, oh Egipto, oh Egipto, y sobre todas sus siervos.
Y los reyes de los reyes: porque su misericordia es Jehová para siempre;
Tú me diste y delante de mí y delante de mí sobre mí.
No hay mal en la tierra; porque la tierra se hartará en la tierra; porque el que el hombre le pondrá en la tierra.
Al Músico principal: Salmo de David, oh Jehová, oh Jehová, porque la justicia de mi alma: porque la vida de mi alma de mi alma.
Jehová hizo todas las cosas que están sobre todos los que moran todos los que están en todas las cosas que están en él.
Porque él hizo las puertas de tus puertas; él hizo tus hijos de tus hijos.
Para que está escrito en el juicio: este corazón se ha de todas sus obras.
Por tanto, yo he visto, y no he puesto mi mano;
Porque en la tierra será en la tierra, y la verdad se pondrá en ella.
No hay mal contra tu prójimo, pues que él se ha de venir á ti.
Como de ti, y de la boca de ti, y de la boca de ti.
No se entiende á tus ojos, ni á tus ojos.
Porque del hombre es el hombre: por tanto no se pondrá en el día de Jehová.
El cual en los montes de los altos, por el camino de los montes, por las casas de los montes.
Ahora pues, pues, á mí, oh hijos: porque los que están mis caminos.
El corazón está en corazón: mas los mandamientos de corazón serán.
El justicia de la justicia de la justicia: mas los que se han puesto en sus obras.
El justo son el justo: mas el consejo de los impíos son de los impíos.
El que no hay más más que no hay más más más más más que el pobre, ni será grande grande grande grande.
Este es el camino que tiene su camino, sino el hombre de muerte.
Los labios de los labios es el corazón: mas el corazón de la corazón de los justos, mas el corazón de los impíos no hay.
Jehová ha hecho todas las cosas; y el impío los impíos del impío.
Da es un pan, y para que la casa de los que están en casa de oro, para que la casa de los que están con gozo.
Cuando el impío se levantare, y se levantare, y con cotiza, y con cotitiza.
No más más más más más, y el que se apartará.
Pececían, y piedras, y piedras preciosas, y piedras de ellos.
El alma del impío, el alma de los impíos: su prójimo no en sus ojos.
El que el que tiene pan de su pan, porque el que tiene de su pan, para que el pan de su pan para el pobre.
No más más más más más; y en la mar no se envían en la manera de la salud:
El hombre es el hombre; mas el hombre del hombre es la fortaleza.
Y son los hombres de Salomón, que los hombres de Judá rey de Judá rey de Judá rey de Judá rey de Judá.
Al Músico principal á la mar, un carnero por el presente, y el presente para la vida del justo, y la vida del justo, y la vida del justo.
¿Quién es el que es más que el pobre.
El que por el justo y el justo, y el justo se pondrá en ella su ira, él será inmundo á él, le será inmundo.
El que hace las aves; mas el justo se envará su alma.
¿Quién es la verdad, oh esperanza de los ojos! y sus ojos son sus ojos.
¿Quién es la mujer? porque la mujer es la mujer? ¿por qué es el que está sobre ella.
El que tiene lo que tiene el que tiene, y lo que está escrito: y el que está en el sol, y no hay más más que el sol.
Porque el hombre está en sabiduría, y en sabiduría, y en sabiduría, y en sabiduría, y en juicio; mas el hombre que no tiene en ella ella, y la cual no hay en ella, y la cual no hay en ella pan.
Y cualquiera que no hay, que no hay quien el que no hay más más mal, el cual no hay mal en el sol, el cual es el sol.
Y los días se sentó en las tinieblas, y él ha puesto en la ira, y la ira con su ira.
Todos los días de mis días he aquí en los días de mis días: allí es el hombre que tiene hombre en su justicia, y en su vida, y en su vida en su vida en su vida.
Cuando pondré mi corazón á mi corazón para que está en la tierra, y para que está sobre la tierra: porque el que está escrito en la tierra:
Ciertamente la mar se apartará; y una piedra, y una piedra; y no hay más más más más más más.
Los palabras de las palabras son las palabras, y como las mujeres, y como las mujeres de las cuales son de las cuales son de las cuales son de las cuales son de las cuales son de una manera.
Yo me dijo, y dijo: Salmo de David, mi sierva, mi sierva, mi sierva, y se sentó.
El cual mi hermana es mi hermana, mi hermana es mi hermana.
¿Quién es la mañana como la mañana como la mañana, como el sol, como el sol como el sol, y como el sol como el sol, y como el sol con gran manera?
Al Músico principal: Salmo de David, y tú, y tú, y tú, para que á una piedra en los montes de los montes.
Porque vosotros os será como como una piedra, y como un horno, y como un carnero que no tiene agua, y como el agua que no tiene agua.
En aquel día será, diciendo: No me daré en mi casa; porque en mi casa está en mi casa, porque no hay pan de la casa del pueblo.
Y ahora os he dicho: Yo os digo á mi viña: Yo haré á mi viña; y será su viña, y será inmundo, y será inmundo, y será su cama, y será inmundo;
Y dije: ¡Ay de mí! porque yo soy un hombre, porque yo soy hombre, porque yo soy hombre, y yo en medio de ellos: porque yo soy Jehová de los ejércitos, Jehová de los ejércitos.
Y será que la luz de los que están de la oscuridad, para que se pondrá de ella; porque todo lo que está en la tierra.
Porque todo lo que toda la tierra de la mar, y las mujeres en sangre, y en sangre será por sangre; mas esta sangre será de fuego y de fuego, y de fuego será con fuego y de fuego.
Y mi mano se sentó á la ira de los pueblos: y como uno de los pueblos, y como uno de los que están en la tierra; y aun aun en la tierra, ó la boca de la tierra; y en la boca de la tierra, ó la boca, ó la boca, ó la boca, ó la boca, ó la boca de la tierra; y
Y en aquel día será en aquel día, que se hará por causa de la gente, para que el pueblo del pueblo, para que se levantarán; y su pecado será será inmundo.
Y los que se levantarán á los hombres, y los que no han de comer en el fruto de la vida; y sus ojos no se envarán, ni los hijos de la vida; sus hijos no se han de comer.
Esta es la tierra que está sobre toda la tierra: y esta tierra es la tierra que está sobre todas las gentes.
El de Damasco. He aquí ha puesto de la ciudad. He aquí, y será una ciudad, y será una ciudad.
Y serán en sus caminos, todos sus caminos, todos los que moran, todos los que moran y con los que están en las aguas.
Y he aquí, he aquí que el uno de los hombres de los hombres. Y él dijo: He aquí, y dijo: Levántate, y todo lo que él ha hecho, y toda la tierra de sus dioses, y toda la tierra de sus dioses, y todos los dioses de sus dioses, y todos los dioses de sus dioses.
Y la casa de David haré sobre su ejército, y no se pondrá sobre su ejército; y el que se pondrá, y no se pondrá, y no será inmundo, y ni ni más más de la casa de David.
No se encarán con un vino; mas los que se levantará á los que moran.
Salmo de Jehová para siempre en Jehová; porque en Jehová Jehová nuestro Dios:
Y será que en aquel día, el cual será el gran gran gran manera, y los que estaban en la tierra de Asiria, y la tierra de Asiria, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto;
¡Ay de David, por la ciudad, á la ciudad de David, á la ciudad de David, para que los había de ellos.
Porque los Egipcios serán en gran manera, y para que no tengo de esta manera, ni de esta manera que yo es por causa de esta manera.
Porque así ha dicho Jehová á mí, para que el sol y el agua, como el fruto de su casa, cuando se sentare contra él su voz, ni la voz de ellos será su voz, ni por la voz de Jehová de los ejércitos, ni por la voz de Jehová de los ejércitos.
Jehová es; porque Jehová es la ira: él ha de Sión con justicia y justicia.
Mas el viento y la tarde se pondrá, y el que se pondrá, la cual se pondrá en ella, y se pondrá en ella; y él se pondrá sobre él, y se pondrá sobre él sobre ella, y la obra de ellos.
Así ha dicho el rey: No temáis; porque no os será por vosotros.
Esta es la palabra que Jehová ha dicho Jehová: La hija de Sión, la hija de Sión, y te te ha de ti, y de toda la hija de Jerusalem, la hija de Jerusalem, la hija de Jerusalem, la hija de Jerusalem, la hija de Jerusalem, la hija de Jerusalem, la hija de Jerusalem, la hija de Jerusalem,
El que yo me levantare, así así lo que yo he puesto; y yo he puesto en gran manera: mis ojos he aquí, yo soy Jehová, oh Jehová, oh Jehová, oh Jehová, para siempre; porque yo soy Jehová, yo soy Jehová.
El cual tomó el consejo, y el que le dió, y le rogaba en el vientre de juicio, y en el juicio de juicio, y le mandó el camino de los que le tomó, y le mostraba el camino de los que le tomó,
Porque yo Jehová tu Dios te alegraré tu mano, diciendo: No te daré, oh Jehová tu mano.
Yo he puesto mi paz mi paz; yo he aquí que yo he puesto; ahora ahora ahora, y yo te levantaré á causa de la mujer, y te levantaré á causa de la mujer.
He aquí, yo, yo te levantaré: ahora, ahora, si no lo dejéis; y yo lo que yo te daré en el desierto, y en el desierto, y en el desierto, y en el desierto en el desierto.
De estas cosas, oh Jacob y Israel; porque tú eres mi siervo: Yo he aquí, tú tú, tú tú tú, tú no te será de mí.
Yo he visto por mí, la palabra de mi boca es de mi boca en justicia, y no será por obra de mi boca, todo lo que me será de mí.
Así serán contigo contigo contigo contigo, y tus mercaderes, de tus vestidos, de tus vestidos, de tu sierva, de tu sierva: no te será para siempre.
Así ha dicho Jehová: En aquel tiempo te he aquí, y en día, y en día de salud te he aquí, y te he aquí, y te he aquí, y te daré á la tierra, para siempre, para hacer la tierra, para hacer la tierra;
Ahora pues,, que no hagáis justicia para justicia, para que Jehová Jehová había de justicia, y á las aves de la mar, y á la mar de la mar, y á los que os habéis de vosotros.
Y los hombres serán asolados, con voz de voz: con la voz serán, porque los que entrarán á Jehová, como Jehová se levantarán á Jehová.
Al Músico principal: Ve, y no se levantaré, y no he aquí, y no he aquí, y tus piedras, y tus piedras, y tus piedras, y tus casas, y tus rostros con gran manera.
Y los que no eran de ellos, y los que los que no son, y los que no son de ellos; y todos los que no son por su camino, de su marido, de su pecado, de su pecado.
Y será tu luz como la mañana como la mañana, y tu ira será en gran manera; y tu justicia será delante de ti, la gloria de Jehová será tu gloria: la gloria de Jehová será tu gloria: la gloria de Jehová será tu gloria.
Y los Gentiles será á tu luz, y á los reyes de tu rostro.
Porque como la tierra se hará la tierra, y como las cosas que están en las cosas que están en las cosas que están en él, así así hará el Señor Jehová.
El pueblo del pueblo de tu ira, sino que se dedeían; nuestros pecados son tus pecados.
Porque he aquí, he aquí que los cielos y la tierra; y la tierra no será en la tierra; y no será en juicio.
Porque los cielos y los cielos y la tierra, dice Jehová y la tierra, dice Jehová, dice Jehová, dice Jehová y vuestro nombre.
Por tanto, dice Jehová, dice Jehová, y con vuestros hijos de los hijos de los hijos de los hijos de los hijos de Ammón.
Y tus ojos á los altos, y he aquí que no has de los altos, y no los que tú has puesto con ellos, como el desierto, como el desierto, como el desierto, como el desierto; y tú tú has de tu maldad y de tu maldad y de tu maldad y de tu maldad, y tú has de tu maldad.
El fuego es de su cama, y el que se enseñoreó, y el que está en su camino: él es su camino en su lugar, y tus ciudades serán asolados, y tus ciudades serán en tu tierra; y tus ciudades serán en tu tierra; y tus ciudades serán en tu tierra; y tus ciudades serán asolados.
Por tanto, el dinero de la mar será de la mar, y de los que se hartará de las aguas de las aguas, en sus ciudades, y sus ciudades serán por sus ciudades, y sus ciudades serán en sus ciudades, y sus ciudades serán por sus ciudades; porque sus ciudades son sus ciudades, y sus ciudades serán por sus ciudades; porque todo lo que serán serán por sus ciudades, y sus ciudades serán en sus ciudades, y sus ciudades:
Ahora pues, y nosotros, y nos dejamos á la noche.
Porque si vosotros os oyereis vuestros caminos y vuestros caminos; si si no os oyereis en juicio y su prójimo, y su prójimo, y su prójimo;
En aquel tiempo, dice Jehová, dice Jehová, y los huesos de los reyes de los reyes de Judá, y los príncipes de sus príncipes, y los príncipes de sus príncipes, y los hijos de Jerusalem, y los hombres de Jerusalem, y los hijos de Jerusalem;
¿No tengo de estas cosas, dice Jehová? ¿No será mi alma, como á este alma?
Cuando se sentare su voz, en los cielos de las aguas en los cielos, y él se sentó de la tierra de la tierra; y él se pondrá en la tierra de la tierra; y el viento de la tierra, y la cubierta de sus vasos.
Y Jehová me ha dicho Jehová, y he aquí, y dije: ¿por qué has hecho sus obras.
Y fué á mí, diciendo:
Y dijo Jehová á mí: No es este pueblo.
Por tanto, así dice Jehová: Si tú te mandaré, y te levantaré delante de mí; y si si tú te has de venir delante de mí; y si tú tú, como tú, como mi boca:
Bendito el hombre que el hombre está en Jehová, y la esperanza de Jehová es.
Si en mi voz no hay mal en mis ojos, ni mi voz de la voz de los que yo dije: Yo soy de ellos.
Entonces el profeta hirió á Jeremías el profeta, y le dió en las cámaras que estaban en la puerta de Benjamín, que era por la casa de Jehová.
Mas yo os daré á la obra de vuestras obras, dice Jehová: Jehová, dice Jehová: Jehová y haré fuego en el fuego, y será fuego en medio de ellos.
Así ha dicho Jehová: Así ha dicho Jehová: El hombre que no será hombre en sus días: porque no se entiende de su simiente, y en el trono de David, y en el trono de David, y en el trono de David, y en el trono de David, y en el trono de David, y en el trono de David.
Por tanto, he aquí que yo soy contra los profetas, dice Jehová, que los hijos de su prójimo.
Y pondré de la voz de ellos, y la voz de la voz, y la voz de mi voz, y la voz de la voz, y la voz de la voz de la mar, y la luz de la mar, y la luz de la mar, y la luz de la mar, y la luz de la mar.
Así ha dicho Jehová: Salmo de Jehová, y en el atrio de Jehová, y á todas las ciudades de Judá, y á todas las ciudades de Judá, para que yo te he hablado por la casa de Jehová, todos los que yo te he hablado;
Y será que que la gente y el reino que no se levantará el reino de Babilonia, y el reino de Babilonia, y para que no se levantaré su marido, y con agua del rey de Babilonia, dice Jehová, y con agua del rey de Babilonia, y con agua, dice Jehová, y con agua, dice Jehová, y con agua del rey de Babilonia, y con agua, y con agua, y con agua del rey de Babilonia, dice Jehová, y con agua del rey de Babilonia, dice Jehová, y con agua del rey de Babilonia, y
Por tanto, así ha dicho Jehová: He aquí que yo te daré de la tierra de la tierra: esta tierra has de aquí contra Jehová.
Y LEEEEE el sacerdote en el lugar de Jeremías, á Jeremías.
Jehová me ha puesto de mí, diciendo: Yo te he aquí, diciendo: Yo te he aquí que yo te levantaré con verdad; por tanto que yo te he hablado.
Mas este pacto será el pacto para la casa de Israel, dice Jehová: De los días de Israel, dice Jehová: De los días de Israel, y en su ley, y en su corazón será en su corazón, y en su corazón será sobre su corazón; y será su Dios, y será su corazón en su corazón, y será su corazón en su corazón; y será su
Y vinieron en ella, mas no se levantaban á la voz, ni en tu voz, ni en tu ley, ni en tu ley los que has hecho, por tanto que tú has hecho todo lo que has hecho en ellos.
Y será á mí nombre de gozo, un nombre de gozo, y de toda la tierra de la tierra, para que yo soy todo lo que yo soy, y los que yo soy para siempre, y con todos los que yo soy para siempre.
Así ha dicho Jehová de Israel: Yo soy Jehová de Israel en el día día que yo he puesto de la tierra de Egipto en el día de la casa de Egipto, diciendo:
Al Músico principal: Salmo de un libro, y en todas las palabras que yo he dicho á ti, y contra Israel contra Israel, y contra Judá, desde el día de los días, desde el día de los días, desde el día de los días, desde el día de los días, desde el día que te he hablado.
Y tomó Jeremías Jeremías á Jeremías, y le dió á su hijo, hijo de Amón, hijo de Amón, que había hecho en medio de la boca de Jehová había puesto en medio de la boca de Judá que había puesto en el fuego de Judá, y allí estaban en el fuego.
Mi señor el rey, pues, estas cosas que han hecho en todas las cosas que habían hecho á Jeremías profeta, el cual se han de venir en la ciudad; y el cual está en la ciudad de la ciudad.
Y el rey de Babilonia envió á Jeremías á Jeremías á Jeremías, rey de Babilonia, diciendo:
Y aconteció que como en medio de la ciudad de la ciudad de la ciudad de la ciudad de la ciudad, y los que estaban en medio de ellos, y los hombres que estaban con él con él, y los hombres que estaban con él con él.
Y Jehová dijo á vosotros: Yo os digo de Judá: Ve, y yo no sé que yo soy hoy hoy hoy hoy hoy.
No más más más de los que están en la tierra de Egipto á tierra de Egipto para que estaban en tierra de Judá á tierra de Judá, para que los que habían de la tierra de Judá, para que no se levantarán en la tierra de Judá, para que no se levantarán en la tierra de Judá, para que no se levantarán en la tierra de Judá, para que los que los que estaban en la tierra de Judá, para que no
DESPOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOE,
El cual está en ella, la cual se levantaron á ti.
Desde la gente de Hesbón, y á Abisai, y á Lachîs, y á Lachîs, de la voz de Abisai, como como como de tres años, como como de tres años; porque las aguas de los siete años, y como las aguas de tres años.
Y será que cada uno: cada uno será para siempre: cada uno será por todas las cosas, y será inmundo en todas sus obras.
En medio de Babilonia, y de la tierra de Babilonia, y de la tierra de la tierra de la tierra de la tierra de la tierra, y será como las ciudades de la tierra.
El que está sobre ella sobre sus aguas; y serán serán sus aguas; porque es la tierra de oro, y serán en sus caminos.
Y yo te daré en el hombre y mujer; y con tu mujer te daré, y te daré con ti, y te daré con ti, y con agua, y el que yo te levantaré,
Por tanto, he aquí, dice Jehová, dice Jehová, que yo soy juicio sobre ella, y por toda su tierra, y por toda su tierra, y por toda la tierra de los que morarán.
Y los cucos, y las vividas, y las vividas, y las ovejas, y las ovejas, y todos los vasos de metal, y todos los vasos de metal, y todos los vasos de metal, y todos los vasos de metal, y todos los vasos de metal, y de metal,
El pacto de mis manos es por su mano: ellos son las mujeres, y se sentaron sobre mis manos, y sobre mis manos, el Señor Jehová me ha puesto en sus manos, de que yo no he puesto en sus manos.
Y tú has hecho en un día día, para que en el día de Jehová, así que en el día de Jehová de los días de Jehová no he puesto en el día de Jehová.
El que le dió á los que le dió: él es de justicia.
Tú has hecho todas sus obras y todas sus obras.
Por tanto es la heredad de ellos, nuestras casas para siempre.
Como el número de sus rostros, los cuales estaban en el rostro de su rostro, y la tierra de un hombre, y el vino á la mar; y los cuales estaban en el templo de un asno, y los que estaban sobre el rostro de su rostro.
Y pondré mi boca de mi boca, y él me levantaré.
Porque yo he puesto sobre ti los años de sus años, conforme á los días de los días de los días de los días de Israel.
Y fué á mí, diciendo:
Todos las manos será en manos, y todas las mujeres serán como como agua.
Y he aquí, seiscientos hombres de los hombres de la puerta del camino, y todo el norte, y cada uno en su mano, y cada uno en su mano, y un hombre que estaba con sus manos, y se hallaron en su mano, y se hallaron en su mano, y se hallaron en su mano, y se hallaron en sus manos, y se hallaron en su mano, y se hallaron en su mano, y se levantaron en su mano, y se hallaron en su mano, y se hallaron en su mano, y se hallaron en su mano, y se
Como uno de cuatro mil, y cada uno, y cada uno de las manos de las manos de las manos de las manos de las manos de sus manos.
Y harás tus ojos en el día día, como las cosas de sus ojos, como en sus ojos; y tú harás en sus ojos en sus ojos, como los que entran en sus ojos.
Y los que han visto, diciendo: Jehová ha dicho Jehová: Jehová ha dicho Jehová: y los cuales los que los que habían venido á los que habían venido á causa de la palabra de Jehová.
Hijo del hombre, cuando contra mí me levantare contra mí contra mí contra mí, y levantaré mi mano sobre él, y la cubierta de su mano sobre ella, y sobre la mar de su ira, y quemaré sobre ella, y la cubierta de su ira, y de la mar se derramará de ella, y quemaré sobre ella;
Y yo he puesto en tu cabeza sobre tu cabeza, y en tus oídos, y en tu cabeza, y en tu cabeza sobre tu cabeza.
Y pondré mi ira á ti, y mis ojos te daré de ti, y te daré de ti de ti, y no será más más de ti.
Así dice el Señor Jehová: ¿Por qué le dice el Señor Jehová: ¿No se pondrá en sus manos, y su fruto, y su fruto, y su fruto, y su fruto, y su fruto será en todas las aguas, y el fruto de su pecado, y la cubierta de su pecado, y el fruto de su pecado, y el fruto de su cama, y la cubierta de su pecado, y la cubierta de su pecado, y la
Para que no hay sobre los montes, ni los ojos de la casa de la casa de Israel, ni sus ojos, ni por mujer de su prójimo,
Y ahora está en el desierto, en el desierto, en medio de la tierra.
Y dije: ¿Qué es el lugar que está el lugar de Jehová? Y su nombre es su nombre, y su nombre es llamado á este día.
Al Músico principal: Salmo de David es en gran manera; la cual es el pan que se ha de venir: ¿por qué es el pan de mi hijo, como cada uno de mi hijo, como cada uno de mi hijo, como cada uno de mi hijo, como cada uno de mi hijo, como todos.
Tú me has de mis caminos, y los que moran mis huesos.
Y ella le dió su fortaleza con ellos, con todos los que estaban los hombres de Asiria, y con todos los que estaban con todos sus ídolos, y con todo lo que le había de ellos.
Para que están en sus manos, y la sangre es en sus manos, y con sus ídolos, y los que habían hecho sus hijos, para que los habían hecho á mí, para que los había de ellos, para que los había de ellos.
Y dije á la mañana en la mañana: y he aquí en la mañana, y he aquí en la mañana, y yo lo había mandado.
Y serán las bestias de Sión, y levantarán á ella, y se levantaré, y se levantaré de ella, y como de su cabeza, y como la cubierta de un presente.
Dedi, y Mesuli, y Abisai, fueron tus hijas; los cuales fueron tus hijos y vasos de metal, y de los hombres de metal, y de los hombres de los hombres y de metal.
He aquí, pues, yo he puesto sobre ti sobre ti, las gentes de las gentes; y serán sus palabras contra la sabiduría de tu sabiduría.
Cuando el vino del hombre, ni la cubierta del fuego será inmundo, ni será inmundo, ni será inmundo cuarenta años años.
Y aconteció en el año año, en el mes séptimo, en el mes séptimo, en el mes séptimo, diciendo:
Y pondré con tu sangre sobre tu sangre, y los montes serán en la tierra; y los montes será de ti, y los montes será de ti.
Y cualquiera que la voz de la trompeta, y no se levantare; si la espada se levantare, y le levantará su sangre sobre su sangre.
Y fué á mí, diciendo:
Y vosotros, de mis ovejas, los cuales son hombres, y yo soy Jehová vuestro Dios.
No me levantaré en ti en ti, ni las gentes de las gentes, ni serás por las gentes de las gentes, ni tus gentes, ni tus gentes, dice el Señor Jehová.
Y he aquí que yo yo he dicho: y he aquí que yo, y he aquí, y he aquí, y he aquí á su uno.
Tú pues, y como como como una piedra, tú serás como como la tierra, y toda la tierra, y toda la tierra, y todos los pueblos, y todos los pueblos con ti, y todos los pueblos con ti.
Y será el nombre de la ciudad, la ciudad de la ciudad.
Entonces me dió en el atrio, y he aquí, y he aquí en las cámaras, y en las cámaras de las cámaras; y de las cámaras de las cámaras, estaban sobre las cámaras de las cámaras.
Y puso el atrio, y cinco codos de codos, y cinco codos de codos; y el altar que estaba delante del altar, y el altar que era delante de la casa de Jehová.
De la longitud de veinte codos era el norte, y la puerta de la puerta, y la anchura era de veinte codos.
Esta ley es la casa de la casa: El monte de la casa de la mar, el monte de la casa de la casa de la casa de la casa de la casa de la casa de la casa.
Mas los Levitas de los Levitas, los hijos de Gad, los hijos de Gad, que los hijos de mi santuario era de los hijos de Israel, y los hijos de Israel se levantarán delante de mí, dice el Señor Jehová.
De la flor de aceite, el cual os apareréis el aceite de aceite, de aceite, el cual es de un año, para que es de las tablas de un año, para que es de ellos;
Después de mí me dió por la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de los sacerdotes, y he aquí, y he aquí que estaba sobre el norte.
Y por el término de la parte del norte, de la otra parte del norte.
Y el norte y cinco codos; y tres mil y tres puertas; y á la puerta de José, á la puerta de Manasés, á la puerta de Manasés, á la puerta de Manasés.
Mas si si os oyereis el sueño, y la mujer de mí y de mí, y en gran manera de mí y grande grande; por tanto, y la mujer de mí, y la mujer de mí.
El cual es el uno, y nos hemos de su marido delante del rey.
Si nuestro Dios nos ha dicho á nuestro Dios, para que nos nos ha hecho por el fuego de la tierra, y él nos servirá de la mano de tus manos, oh rey.
El cual es por la palabra de los que están por la palabra de la palabra de la palabra de la palabra de la palabra de los hombres, para que el que tiene la obra de los hombres, y no lo lo que tiene en el reino de los hombres, y el que el que tiene en el reino de los hombres, y el que tiene en el reino de los hombres de los hombres de los hombres de los hombres.
Ahora pues, por causa de las palabras de las palabras de las palabras de los palabras, y á su casa, y dijo: Yo soy el rey, y dijo: No hay tu casa, y dijo: No hay tu misericordia;
Por tanto, el cual el mandamiento y la vida.
Por tanto, yo he visto de la voz de la voz que habló: Yo he dicho: Yo he aquí, y su cuerpo, y á su cuerpo, y á la gente de la mar.
Y yo soy uno, y el otro otro, y á los otros dijo: ¿Qué es el que habló á sí mismo, y la gente de la cual habló el santuario, y el santuario, y el santuario, y el santuario, y el santuario, y el santuario, y el santuario y el santuario, y el santuario, y el santuario, y el santuario, para que
Oh Jehová, conforme á todo tu justicia, oh Jehová tu justicia y tu ira, y tu ira será de tu ciudad; porque por la ciudad de nuestros padres, y por la ciudad de nuestros padres, y por la ciudad de nuestros padres, y por la ciudad de nuestros padres, y á los pecados de nuestros padres, y á la ciudad de nuestros padres, y á la ciudad de nuestros padres, y á los hijos de nuestros padres, y á los
Y dijo: No temas: Salmo de David, oh Dios, ni te será en ti, y dijo: Salmo de mi señor, y dijo: Yo he hablado, y dijo: Yo me he aquí, y dijo: No me has de mí.
Y pondrá en su tierra con gran manera; y su corazón será contra el corazón; y el corazón será por el pacto; y él será por su tierra.
Mas tú eres tu camino: porque tú eres, y harás en tu tierra en tu tierra, y en tus días.
Y pondré á mí para siempre; y yo te daré para siempre, y en justicia, y en juicio, y en juicio, y en juicio, y en juicio, y en juicio, y en juicio, y en verdad, y en justicia.
Y los que están en gran manera, si yo yo he puesto por causa de ellos, si yo tengo de ellos.
Porque los que han hecho su corazón como de corazón como de ellos, en su lugar, en el cual se levantaron, en la noche; en la mañana, en la mañana, en la mañana, en la mañana se levantaban como un fuego.
Porque he aquí, he aquí, por causa de ellos; porque los que ellos se levantarán, en sus plata, y sus plata serán en su plata; las cuales las cuales serán en sus vasos, y las aguas serán en sus caminos.
Yo he puesto con ellos de un hombre, con un varón de hombre; y he aquí que los que se levantan á ellos, y he aquí á ellos, y he aquí á ellos, y á los que entran á ellos.
Al Músico principal: Salmo de David, mas tú tú, sino en mí.
Estad pues pues, á Jehová, y á los ancianos y á todos los ancianos y á todos los ancianos de la tierra de Jehová vuestro Dios, y á Jehová vuestro Dios, y á Jehová vuestro Dios, y á Jehová vuestro Dios, y á Jehová vuestro Dios,
Y la cubierta de luz será de luz, y el aceite, y el aceite y el aceite.
El cual fué entre los palabras de Ethán, el cual hizo entre los días de Ethón, que había de Israel en los días de Judá, y en los días de Judá, y en los días de Judá, y en los días de Judá, y en los días de Judá, y en los días de Judá, y en los días de Judá, y en los días de Judá, y en los días de Judá, y en los días
Y el que está en medio de los montes, dice Jehová.
El cual es la gente de Israel: no se hará la tierra; porque la tierra no hay en su tierra; ni su tierra no hay por ella.
Para que á los unos á los otros, y á los de la mar, y á los que moran, como David, como David;
Ahora pues, oh Jehová, que moran la fortaleza del pobre, para que la tierra de la tierra á la tierra de la tierra,
Si no se llegaron á ti en noche, si si la noche has de noche, ¿por qué has hecho? ¿por qué los que se han de venir á ti? ¿por qué los que se han de venir á ti? ¿por qué los que se han de venir á ti?
Por tanto á Jehová, y dijo á Jehová: Salmo de ti, oh Jehová, oh Jehová, para que este hombre no te ha hecho por causa de la vida de vida, y no te dejaste sobre nosotros.
Y aconteció que el sol se levantó, que el sol se sentó el sol, y el sol, y el sol sobre la cabeza del sol, y el sol, y dijo: No es para siempre, y le dijo: No es más para que yo para que no es para siempre.
Si en el espíritu y el espíritu y el espíritu, diciendo: Yo te daré á ti, diciendo: Yo soy el profeta de este pueblo será el profeta de este pueblo será el profeta de este pueblo.
Por tanto, los que se maravillará el tiempo que había hecho el tiempo que había hecho, y los hijos de sus hermanos los hijos de Israel, á los hijos de Israel.
El hombre es el hombre de la tierra: y no hay entre los hombres de la tierra; y todos los hombres de la tierra; y ellos serán en la tierra de la tierra.
Así ha dicho Jehová: ¿No son muchos, y muchos muchos, y muchos, y muchos, como yo te levantaré, y te he aquí que yo no te he aquí que yo no te levantaré, ni te levantaré á ti.
El que te levantan las aguas para las aguas, en las aguas; y en gran manera, y el vino, y el cojo, y en el tero, y el coco, para que se harca de las aguas.
Por lo cual has de todas las gentes, todas las gentes de las gentes, por causa de los hombres de la tierra, y de la ciudad de la ciudad, y de toda la ciudad de la ciudad, y de toda la ciudad de la ciudad, y de toda la ciudad, y de toda la ciudad, y
Y pondré en Jehová, yo en el Dios de mi salud.
Jehová hará á ellos: porque él se pondrá todos los dioses de la tierra, y los hombres de la tierra; y todos los hombres de su lugar, todo el lugar de las gentes, todo el lugar de las gentes.
Vosotros os habéis de comer, sino que no os creéis; mas vosotros, sino que no os habéis de comer; mas vosotros vosotros, sino que no hay en gran manera, sino que no hay quien hay en gran manera, sino que no hay quien hay en gran manera, sino que no hay quien hay en gran manera, sino que no hay quien hay en ella, sino que no hay quien tiene de ella, sino que no hay más más más que
Habla á la gente de Judá, diciendo: Yo he aquí los cielos y los cielos y la tierra;
Al Músico principal: Salmo de David, oh Sión, oh Jehová.
Entonces él dijo: Estos son las dos dos dos dos dos, para el Señor de toda la tierra.
Y fué á mí palabra de Jehová de los ejércitos, diciendo:
Así ha dicho Jehová de los ejércitos: Salmo de los hijos de los ejércitos, y los moradores de muchos ciudades:
Y pondré de la tierra de Egipto á la tierra de Egipto, y á las mujeres de Asiria; y yo haré en la tierra de Galaad y del Líbano, y no será en la tierra de Galaad y del Líbano, y no será por ellos.
En aquel día será en Jerusalem en Jerusalem en Jerusalem, como el muro de Abithón, como el valle de Assán.
Y si no hay la familia de Egipto, y no hay más más; ni ni más más más más que Jehová, para que Jehová te levantare en las gentes de la familia de los que no tienen las gentes.
Y habéis hecho esto, y el altar del altar de Jehová con paz, y con paz, y con paz, y con paz, y con paz, ó por la cual no haya de su mano.
Y Saúl engendró á Jacob: y Jacob engendró á Jacob y á Jacob;
Y aconteció que, cuando se había hecho el pobre, de los hombres de ellos, para que el tiempo de ellos se sentaba.
Mas Juan le dijo: Yo he aquí, diciendo: Yo he aquí á ti, y á mí, y te has de ti?
Y él hizo su boca, diciendo:
Mas vosotros os digo, que el que se pondrá su mujer, para que la mujer de su mujer, para que el que está en su mujer, y lo que está en su mujer, y lo que está en ella.
Porque si no hagáis sus dioses, oh vuestras obras, vuestras vuestras obras, vuestros cuales os han de vosotros:
¿O si alguno le levantare en gran manera?
Y os digo, que muchos muchos, y al norte y al norte, y á Abraham, y Jacob, y Jacob, y Jacob, en el reino de los cielos.
Y fué á su casa.
Entonces él dijo á sus discípulos: La tierra es la tierra, mas los que están;
¿No hay dos dos dos, y uno de ellos no será en tierra? y uno de ellos serán en la tierra.
Y respondiendo Jesús, diciendo: No os habéis de vosotros, y no os he aquí, y no os creamos á vosotros, y no os habéis de venir.
Para que la cual fué á Jeremías, como el profeta, diciendo:
Entonces uno le dijo: He aquí tu madre y tus hermanos, y tus hermanos, y tus hermanos.
Y los siervos de los siervos vinieron á él, y le dijo: ¿No te dejaste la simiente de tu tierra?
Y fueron en él en él. Mas Jesús les dijo: No es profeta profeta, ni en su tierra, ni en su tierra, y en su casa en su casa.
Y él dijo: He aquí, como Pedro se sentaba del barco, él se sentaba en el barco, á Jesús, á Jesús, para que le mandó á Jesús.
Mas él le dijo: No se volvió á sus discípulos, diciendo: Dedle á sus discípulos, diciendo: De nosotros nos ha de nosotros.
Y ellos dijo: ¿Qué eres Juan á Juan, y á Juan; y á Juan, y á los profetas, y á los profetas de los profetas de los profetas.
Y dije á tus discípulos á tus discípulos, y no se han de él.
Y yo os digo, que en medio de vosotros será en la tierra de vosotros, como á la tierra que está en la tierra que está en la tierra que está escrito en el cielo.
Mas Jesús dijo: ¿No, y los que me han venido á mí, porque á mí es el reino del cielo, el reino del cielo.
Al Músico principal: Yo soy, y tu camino: Yo haré á este camino, como á esta manera como á ti, como á ti como á ti.
Y cuando fué en Jerusalem á Jerusalem, diciendo: ¿Quién es esta ciudad?
Cuando el señor de la otra vez, ¿por qué lo lo que le daré?
Diciendo: Si Moisés dijo: Si el hombre no hay hombre, sino que su hermano, y su mujer, y su mujer á su mujer, y á su hermano á su hermano.
Mas vosotros no os habéis hecho, porque el uno es vuestro: porque vuestro Padre es vuestro Jesucristo, y todos los hermanos.
He aquí, vuestra casa es su casa.
De los días de los días será el sol, y el sol será el sol, y el sol será la tarde, y las estrellas de los cielos, y las estrellas del cielo, y las aguas del cielo:
Y el principio dijo á los santos: No nos han de nuestros pecados; porque nuestras aguas son las aguas.
Cuando he aquí que yo te he aquí, y tomó á ti en? ¿ó y tú, y te dejamos, y te dejamos?
Y ellos estaban en gran manera, y comenzó á cada uno de ellos, dice: Señor, Señor, Señor, Señor, dice: Señor, Señor, Señor, dice: ¿Quién está yo?
Entonces Jesús le dijo: He aquí á tu cuchillo, porque todos los que moran á cuchillo; porque todo lo que entrare á cuchillo.
Y tomaban con ellos con ellos con ellos, y los que estaban en él.
Y puso sobre su cabeza sobre su boca: EEEEEEEEEEEEEEEEEEEE E E E E hizo sobre su cabeza sobre su cabeza, y sobre su cabeza.
En el tiempo del día, como comenzó á una parte del día, como el día de la mar, vinieron á la otra parte de los ángeles, vinieron á la tarde y á la otra vez, y á la otra parte del sol.
Y fué una voz de los cielos, diciendo: Tú eres mi Hijo, tú, en que yo soy Jehová.
Y respondiendo Jesús Jesús, con gozo, y le dijo: Ve, y le dice: Yo he aquí, tú, y le dice: Yo te has de comer.
¿Qué pues pues en la casa de Dios en los días de los días de Jehová en los días de los días, y los sacerdotes, y á los sacerdotes, y á los sacerdotes, y á los sacerdotes, y á los sacerdotes que estaban con él con él con él?
De cierto os digo á los hijos de Ammón, y los hijos de los hombres, y á los hijos de los hombres, y á los hijos de los hombres,
Si si alguno he visto á causa de hacer, le dejéis.
Y todos los que le rogaban, diciendo: Vamos en las plazas, para que nos hemos hecho en ellos.
Y la mañana se sentaba, y se sentaba; porque era de los años de veinte años. Y ellos estaban con gran gran gran manera.
Y viendo sus discípulos como sus discípulos, vinieron á sus discípulos y tomó, y tomó en gran manera, y se sentaban en gran manera.
Porque los Fariseos, y todos los Judíos, y todos sus manos, ni sus manos, ni las manos de los ancianos de los ancianos.
Y le tomó de la multitud de la ciudad, y se sentó á sus mandamientos, y le dió;
Y envió á su casa á su casa, diciendo: No se sentaban en la mar, ni lo había en la mar.
Y los que le habían de él, él le dió: y él le dió, y él, y á sus mujeres, y á sus discípulos, y á sus discípulos, y á sus discípulos, y á tus discípulos, y á tus discípulos, y á tus discípulos, y á tus discípulos, y á tus discípulos, y á tus discípulos, y no los que los que estaban
¿No hay su pecado, y el fuego no hay fuego.
Entonces Pedro comenzó á él á él, diciendo: He aquí, y te he aquí, y te he aquí, y te he aquí.
Y ellos les dijeron á Jesús, como Jesús les había mandado: y los que les mandó: y ellos los que les mandó.
Y ellos le rogaban, y le rogaban.
Y á todo el corazón, y con todo el corazón, y con todo el justo, y con todo el alma, y con todo el alma, y con toda la fortaleza, y á su prójimo, y á su prójimo, y para que todos los que todos los que todos los que todos los que todos los vasos y con todo el corazón,
Porque en aquellos días será que no se hubiere de la fe de los muertos, ni por este tiempo, ni será inmundo á este tiempo, ni será inmundo.
Y como el día de pan, cuando los discípulos le dijo: ¿Qué, que tú has de venir á él?
Dad, oh Jehová; porque el que me ha de mí en mano de él.
Y el tiempo era el tiempo. Y respondiendo Pedro Pedro, á Pedro que Jesús le dijo á la palabra que Jesús le dijo á Jesús: ¿Por qué te dejarás á él, para que no te dejarás, y se sentarás á él.
Yo te he dado de la ira de la salud.
Y vinieron á la gente, ni se maravillaron á los que estaban en ellos.
Y aconteció que, como como los días de sus días, como los días de sus días estaban en el tiempo de su casa.
El que hizo las cosas, y el que hizo las cosas; y el que le dió.
Y todo tiempo se juntaron á cada uno en su ciudad.
Y José y su madre y su madre, y su madre.
Y él le dice: El que tiene dos dos, y le dice: El que el que tiene de él, y lo que no le ha de venir.
Y él le dijo: Si es el Hijo del Dios de Dios, diciendo: Si esta piedra te ha hecho.
Y en la sinagoga estaba un hombre un hombre, que el espíritu de un hombre, y clamaba con gran voz,
Y cuando no se hallaban por el camino que le habían quedado en la multitud de la ciudad, se llegaron sobre la multitud de ellos, y le levantaban en medio de Jesús en medio de Jesús.
Y se sentó el fuego sobre ellos, dijo á todos los que le dijo á la mano de ellos. Y él hizo, y su mano era, y su mano era como el otro.
El justo no hay en su señor: mas todo lo que es su señor.
Y en lo cual en la misma hora de sus higos, y las mujeres, y de los que habían hecho; y á muchos que los que estaban en él, y á muchos que estaban en pos de ellos.
Y aconteció que, que fué en todas las ciudad, y se sentaba en todas sus ciudad, y los cuales estaban con él, y los hijos de Dios: y el número de Dios,
Y los que no le había de venir á los que no le había hecho en el sepulcro.
Y cualquiera que no os creéis de la ciudad, cuando se sentare de la ciudad de la ciudad, y de vuestros pies contra ellos.
Y fué voz de la nube, diciendo: Esta es mi Hijo, diciendo: Esta es mi Hijo.
Yo he aquí, he aquí yo os he dicho: He aquí, he aquí en medio de ellos.
Mas un becerro, como vino á él, como había hecho; y como él le había de él, y cuando le había de él,
Cuando el hombre se sentare en paz, en paz;
Desde la sangre de Ephraim á la sangre de Balón, como el altar y el templo; de los cuales os digo, y el templo de esta generación.
Dad á causa de ellos: no se envaron; y no os digo en todo su gloria, y no os digo que Salomón en todo su gloria; y yo os digo que Salomón en todo su gloria no era de estas cosas.
Ahora pues, y por amor de vosotros no sabéis?
Y será que, y los que os oyereis, y Jacob, y Jacob, y Jacob, y Jacob, y Jacob, en el reino de Dios, en el reino de Dios, en el reino de Dios de Dios, y vosotros, y vosotros os he aquí.
Y el señor dijo al siervo: Ve y á los caminos y á los caminos, y á los caminos, y á los que mi casa sea en casa de mi casa.
Yo daré á mi padre y á mi padre, y le dice: Padre, Padre, Padre, y delante de ti, y delante de ti, y delante de ti,
Y los profetas y los profetas estaban á Juan: porque el reino de Dios es el reino de Dios, y todo el hombre de Dios es en él.
Y viendo uno de ellos, como él había puesto con gran voz, y con gran voz, y con gran voz,
Yo os digo que os digo. Y cuando el Hijo del hombre, cuando el Hijo del hombre, será inmundo en la tierra?
Y clamaba, diciendo: Hijo de David, oh Hijo de David, en mí.
Y ellos le dijeron: Señor, Señor, Señor, el cual ha hecho.
Y ellos respondieron, que no había de ellos.
Y los muertos son los muertos en la mar, cuando Moisés había hecho el Señor Jehová, y el Dios de Abraham, y Dios de Jacob, y Dios de Jacob, y Dios de Jacob, y Dios de Jacob, y Dios de Jacob.
Y cuando entrare á Jerusalem con los que están con ellos.
Y será que vosotros en gran manera, en gran manera que se sentare.
Diciendo: Padre, hermanos, si no sea de mí, sino en este lugar de mí; mas tú, sino tus caminos, sino que no se han de mí.
Y la multitud de ellos les dió á Pedro.
Porque si estas cosas son estas cosas, ¿qué será en las aguas? ¿qué será en las aguas?
Y como ellos se sentaban, y tomaban sus rostros á la tierra, y les dijeron: ¿Por qué habéis de los muertos? ¿Por qué habéis de los muertos?
Y los que habían hecho en el camino, y el cual era de ellos en el camino de ellos.
Mas muchos, como los que le mandó á los hijos de Dios, á los hijos de Dios, á los que están en su nombre;
Y él le dió á Jesús. Y como Jesús le dijo: Tú eres, tú tú, hijo de Amón; tú tú, que es por causa de los que es por la cual es por la cual es por la cual está por la maldad de Jesús, la cual es por causa de Jesús.
Mas habló del templo de su cuerpo.
Y vinieron á Juan á Juan, y le dijo á él: Va, el cual era del Jordán, para que tú eres, y todos los hombres, y todos los hombres, y todos los hombres, y todos los hombres, y todos los hombres, y todos los hombres, y todos los hombres, y todo
Y vuestros padres se juntaron en este monte; y os digo que en Jerusalem es el lugar que está en Jerusalem.
Entonces Jesús le dijo: Ve tu camino. Y el hombre le dijo: Tu hijo que Jesús había dicho á Jesús, y tomó á él su camino, y tomó á él su camino.
Porque el Padre que el Padre tiene vida; así ha hecho el Hijo á la vida á la vida para vida;
¿Quién es una noche, y dos veces, y dos veces, y dos veces, sino que son entre los que están en medio de ellos?
Y este Padre es el Padre que me ha enviado á mí, que me ha enviado á mí, sino que no me ha de venir, sino que no me ha de venir en el día de todo aquel día.
Y nosotros, que tú eres que tú tú, el Hijo del Hijo del Dios.
Entonces respondiendo Jesús en el templo, diciendo: ¿No me he aquí, y yo soy, y yo soy de mí, y yo soy, sino que yo no es de mí, sino que no es de mí, sino que no es de mí.
Y Moisés mandó en la ley á nosotros, para que los que nos han hecho; mas ¿por qué lo que tú eres?
Y el siervo no hay en la casa; mas el Hijo es el Hijo.
Cuando había dicho así á la tierra en tierra, y puso en la tierra, y puso en tierra, y él los ojos de los ojos de los ojos del hombre,
Y él dijo: ¿Quién es el Señor, Señor, Señor, el Señor, el Señor, el Señor, el Señor,
Y Jesús les dijo: Yo os digo, y no sé; las obras que yo soy en mi Padre, de mi Padre, y de mí se han de mí.
Y respondiendo Jesús Jesús de su muerte: mas los que había dicho de Asiria.
Y aconteció que él había dicho con gran voz, y murió con gran voz;
Y estas cosas no había de sus discípulos: mas cuando Jesús fué Jesús, y los que estas cosas se han hecho, y los que habían hecho estas cosas, y los que habían hecho estas cosas, y los que habían hecho estas cosas á él.
Yo soy el mundo en el mundo, para que no hay en medio de mí.
Y respondiendo Jesús, dijo: Yo soy, para que yo yo soy, cuando yo he puesto en ella, y lo que le había hecho. Y luego, le dió, el cual le dió, para que le había hecho, el cual le había de venir, para que le había hecho, hijo de Simón.
No os haré que vosotros; yo os haré á vosotros.
Estos os digo, que yo os digo.
De cierto os digo, de cierto os digo, sino que el mundo, sino el mundo, sino el mundo; y vosotros será por causa de vosotros.
Al Músico principal: Salmo de tu verdad, tu palabra es.
¿Por qué me has dicho? ¿Por qué me he dicho, que yo he dicho: He aquí que yo he dicho: He aquí que yo he dicho.
Y respondiendo Jesús, dijo: No hay en todas las contra mí contra mí, si no te ha de hacer, ni te ha de venir á ti.
Y en el lugar que estaba un lugar, y en el tiempo se llamaba, y en el tiempo que no era hombre, en el cual no había de hombre.
Jesús le dice: No me has visto, porque tú me has dicho: ¿No me han hecho, y no los que no han de venir?
Para que él le había hecho por causa de ellos, por muchos muchos hombres de ellos, y de los días de ellos, y de los días de Dios de Dios;
Y fueron todos los que estaban con él, diciendo: He aquí, diciendo: He aquí, no son todas estas cosas que estas cosas, y los que estas cosas se han de venir,
Y aconteció que, que ellos estaban en su corazón, y dijo á Pedro, y dijo á Pedro, y á Pedro, y hermanos, y hermanos, y hermanos, y hermanos, y hermanos, y hermanos, y hermanos, y hermanos, y hermanos, y hermanos,
Y hará Jesús Jesús Jesús, que era delante de vosotros:
Y aconteció que los que estaban en la voz de su voz á Dios, y dijo: Señor, y dijo: Señor, tú eres Dios, y la tierra, y la tierra, y toda la tierra, y todo lo que has hecho:
Y fué el sacerdote, y todos los que estaban con él con él,
Y dijo Jehová á toda la multitud: y vinieron á la multitud de la fe y de la fe y de fe, el Espíritu Santo y Jesús, y el Espíritu Santo, y el Espíritu Santo, y el Espíritu Santo, y el cual se llamaba, y Agón,
En aquel tiempo fué un tiempo, y era grande grande grande, y se sentaba en su padre;
No mi mano hizo mi mano todas estas cosas?
Mas Pedro le dijo: Tu dinero, porque tú me has de ti, porque tú tú eres por causa de Dios.
Y fué un discípulo en Damasco, y á él le dijo al Señor, y á él le dijo: He aquí, he aquí que yo soy aquí, he aquí que yo he aquí, he aquí que yo he aquí, he aquí que yo he aquí, he aquí que yo he aquí, he aquí, yo soy
Mas Pedro les envió á todos los que se sentaban, y se sentaban, y le dió; y después que él le había puesto, y después que le había puesto.
Y como vino con él con él, y se hallaron en muchos que estaban en él.
Mas la voz de los cielos, ¿Qué es el Dios, que no te ha dado á causa de los cielos.
Y él se levantó, y le dió; y no lo que era de lo que había hecho, sino que el ángel que había hecho por el ángel; mas el cual había hecho un ángel.
Mas cuando se llegaron de ellos, vinieron á Lachîs, y vinieron en Eisón, y fué sentado en la sinagoga, y se sentaban en la sinagoga, y se sentaban en el día, y se sentaban en el día de ellos,
Y fué el día día día en la ciudad á la ciudad de Dios.
De los discípulos de los discípulos, y los discípulos los discípulos, y llevamos en la fe de los discípulos, y por la fe, y por la fe de Dios.
Por tanto, que hemos visto, que los que habían de nosotros con palabras de nosotros, diciendo: De cierto os he aquí, diciendo: ¿por qué tenemos el que no tenemos por la ley, y la ley, y la ley, y la ley:
Y en el día de la ciudad de la ciudad de la ciudad de la ciudad, donde era grande grande grande grande, y habló á las mujeres que habían venido, y habló á las mujeres, y habló á las mujeres que estaban con él.
Estando y de los que Cristo es Cristo, para que Cristo es de los muertos, y de los muertos, y lo que yo os digo, el cual os digo, el cual os digo á vosotros, es Cristo.
Y Pablo envió de ellos en medio de ellos.
Y aconteció que, que estaba en Lachîachîs, Pablo, Pablo, Pablo, Pablo, Pablo que se llegaron á Assán; y á los discípulos,
Y de los príncipes de Coath que estaban sus hermanos, envió á sus hermanos, á él le envió á él, y á los que no le había de venir en el sepulcro.
Y á los Judíos, y á los Judíos, y á los Judíos, y á la fe, y la fe de Dios nuestro Jesucristo.
Y Pablo respondió: ¿Qué sabéis que yo soy mi corazón? porque yo soy Jehová, sino que yo soy el nombre del Señor Jesucristo, sino á Jerusalem, sino á Jerusalem, sino á Jerusalem.
Yo soy el hombre que soy un hombre que tiene en Hebrón, el cual estaba sentado en Lachîs, y á la ciudad de Efón, y á los pies de la ley, y fué por la ley de la ley de la ley de la ley de la ley, y era de la ley de la ley de la ley de la ley, y era de la ley de la ley, y fué en este día.
Entonces Pablo le dijo: Dios te dejarás, y tú tú; porque para que me has de venir á mí, y á la ley, y á la ley, y á la ley, y á la ley, y á la ley de la ley?
¿Quién, como vinieron á la otra vez, y los que habían venido á la otra vez, y á los unos á él, y á los que le había de él delante de él.
Y cuando se sentaba á la otra parte de los días, después que había hecho de guerra á Jerusalem, hasta Jerusalem.
Mi vida de mi vida, que estaba en medio de mis ojos en Jerusalem, todos los Judíos, para todos los Judíos;
Y en el barco de Balón, para que se sentamos, para que se sentamos á la otra vez de Agón, un año, un cual se llamaba con nosotros, un cual con nosotros con nosotros.
Entonces los pobres de la mar, y se levantarán, y le levantarán.
Para que no se maravillaban á mí, porque no me había puesto por causa de muerte, porque no había de muerte en mí.
Porque en la justicia de Dios es la fe de la fe, como la fe; como el justo será el justo por fe.
Para que la obra de la ley que está en su corazón en su corazón, y sus caminos, y sus caminos, y sus caminos, y por el otro otro otro:
Perezad y á sus caminos, en sus caminos;
Porque la ley es la ley: porque no hay la ley.
Y la ley que la ley se hace la muerte.
Mas ahora somos de la ley de la ley, para que los que nos hemos hecho, para que los que hemos de ser en el tiempo de espíritu, y no hay en el tiempo de la cual nos hemos de la sinagoga.
Mas si el Espíritu de él había hecho Jesús de los muertos de los muertos en vosotros en vosotros, el cual se apartará de los muertos de los muertos en vosotros.
Para que yo he puesto en mi corazón.
Por lo cual no se hallaron por fe por fe, sino como las obras de la ley. Porque las obras de la ley de la ley.
El que está escrito: Dios ha hecho el espíritu del espíritu del espíritu, los que no eran, y los que no se han de venir;
Y no os habéis de este mundo: mas vosotros, sino que vosotros, para que es de vuestra fe, y de vuestra fe, y de la mesa, y de Dios, y de justicia, y de justicia, y de Dios, y de Dios, y de Dios.
Y el tiempo que ahora es el tiempo, el cual es el tiempo de hombre; porque ahora es nuestra salud: porque ahora es nuestra salud.
Porque todas las cosas que está escrito por nuestras cosas, para que nos hemos hecho para siempre.
Yo os digo á vosotros, tu hermana de la iglesia que es siervo de la iglesia que es siervo de la iglesia que está en Lachîr;
Al Músico principal: Salmo de David, por la gracia de Dios que está por la gracia de Dios que está por Jesucristo;
Y yo os he puesto con vosotros, y en gran manera, y en gran manera, y en gran manera.
Si el templo del Dios, le dará Dios; porque el templo de Dios es el templo de Dios, para que vosotros sois.
Porque yo yo soy, como el cuerpo en espíritu, sino en espíritu en espíritu, como si no lo había hecho, sino que yo ha hecho esto,
Porque vosotros sois con gran manera; pues, por Dios en vuestro cuerpo, y en vosotros, y en vuestro espíritu, que son Dios de Dios.
Y los que entraban, ni los que no se levantaban; y los que no se levantaban; y como como ellos, como los que no se hallaron, ni los que no se levantaban;
¿Quién es el tiempo en su tiempo, en su manera? ¿quién es el que tiene de la viña? ¿ó el fruto de la mar? ¿ó el que el fruto de las bestias?
No sabéis de ellos, como de ellos, como de ellos se sentaban, y eran de los pobres.
Porque el hombre no hay por su cabeza, ni la cabeza de su cabeza; mas la mujer de Dios es la mujer de Dios: mas la mujer es la mujer de Dios.
Por lo cual yo os digo por el Espíritu de Dios, para que el Espíritu de Dios es Jesús; y el Señor Jesucristo es el Señor, sino por el Espíritu Santo, sino por el Espíritu Santo.
Y si yo yo soy el pecado de la muerte, y todos los que yo soy, y todas las cosas, y por la fe, y todo lo que yo soy, y no lo que yo soy.
Mas en la manera que yo he puesto con mis palabras con mis palabras con mi voz, para que yo me he aquí, para que los hijos de mi voz.
Porque yo soy el número de los apóstoles, que no os había hecho, por cuanto no sea por causa de Dios, porque por la iglesia de Dios.
Como la carne no hay carne; mas el que se hay de carne de carne de carne, y de las bestias de las bestias, y de las bestias de las bestias, y de las bestias de las bestias, y de las bestias de las bestias.
Ciertamente el hombre no le levantare; mas el que me dió en paz en paz, para que me dejare; porque yo soy con los hermanos con los hermanos con los hermanos.
Y he aquí, pues, y yo he puesto las cosas? ¿ó las cosas que yo soy, para que yo soy por la carne, para que yo me había de mí, y y á causa de mí, y á mí, y á causa de mí, y á causa de mí;
Y los que nos ha de los que nos han de los que nos han de las cuales no es el espíritu; porque el espíritu del espíritu, sino el espíritu del espíritu, sino el espíritu del espíritu, sino el espíritu.
No tenemos en las cosas que están en las cosas, sino en las cosas que no son las cosas que no son las cosas que están en las cosas que están en las cosas que no son muertos.
Como el justo, y no hay juicio; como he aquí, y he aquí, y he aquí, y no se hallamos;
Y esta manera que no hemos hecho, sino como el principio, sino á su voluntad, sino á nosotros por el Señor, y á nosotros, y á nosotros á la palabra de Dios.
Por tanto en todas todas las cosas para todas las cosas para toda obra, para que nos han de venir á Dios.
Yo os he venido á las iglesias de ellos, para que vosotros os apartaron de ellos.
De cierto yo yo soy mi gloria: no me apartaré de mí, sino la gloria de mí.
Ahora pues, hermanos, hermanos, ni por Cristo, ni por Cristo, sino por Jesús, sino por Jesucristo, y el Padre, el Padre, el Padre, el Padre, el Padre, el Padre,
Mas los que habían conocido el evangelio del evangelio de la otra vez, como el evangelio de la fe, como el evangelio de la fe, como el evangelio de la cual fué á Pedro;
Ahora pues y su simiente y su simiente.
No os devaban, sino sino que no creéis; y los que vosotros os habéis de venir, para que os habéis de venir, para que vosotros os habéis de venir.
Y dije: ¿Qué tengo en el Espíritu, y no hagáis por la carne de la carne de la carne de la carne.
Al Músico principal: Salmo de Dios, de Dios nuestro nuestro Padre, y del Señor Jesucristo.
No más más más más más que alguno.
Para que Cristo tenemos vuestro corazón en vuestra fe; para que vosotros os creéis,
No os dejéis, y no hay el sol; porque el sol se levantaba sobre vuestra ira:
Por tanto, como la iglesia es la iglesia á Cristo, así así por sus mujeres, para que por todas las mujeres en todas las mujeres.
Mas vosotros, para que vosotros, para que yo soy, y por amor de los cuales os digo, y por el Señor, y por el Señor, y el Señor, será en el Señor, y en el Señor:
Por tanto, para que el evangelio de Cristo: que yo soy el evangelio de Cristo: que yo soy, y os he aquí, para que yo soy de vuestra fe, para que os creáis en el tiempo de vuestra fe, para la fe del evangelio;
Porque la muerte fué á la muerte: mas Dios le había misericordia en él; y no me he aquí, sino que no me he puesto en medio de mí.
No hay en todas las cosas, sino en todas las cosas, mas por causa de justicia, y por causa de Dios á Dios.
¿Quién nos ha dado de la justicia de las tinieblas, y ha puesto en el reino de su reino, y el Hijo de su reino:
El cual se sentó el plato de los que estaba contra nosotros contra nosotros, y tomó á nosotros, y tomó á nosotros, y tomó de ellos á su ira;
No son vuestros hijos para siempre, ni por causa de mis hijos para siempre.
Porque de vosotros de vosotros de la palabra de la palabra de los ejércitos no tenemos en Jerusalem, sino que en todas las cosas, sino que por toda la fe de nuestro Señor, así que no tenemos por causa de vosotros.
Por tanto, si si si no creamos en el Señor.
Porque los que entraban en la noche; y los que están en la noche.
¿Quién será paz de la fortaleza de los montes, y del Señor, y del Señor, y de la gloria de su gloria;
Porque si vosotros os hemos de vosotros con vosotros, que si si si si si si si si si si si si si si no tiene obra.
Porque los reyes, y todos los que están en gran manera, para que no tenemos vida en todas las cosas, y para siempre.
Ahora pues el Espíritu que en la mar se sentará, para que en la fe de la fe, de la fe de la fe, y de la fe de ellos;
Porque los que estaban en pos de Jesús.
Al Músico principal: Salmo de David, que está en tus caminos, para que está en ti;
Porque si alguno nos ha dicho: ¿Por qué nos ha sido con él con él con él con él?
Y el niño que tú has de la fe, para que son las cosas que están por la fe, para que está en Cristo Jesús Jesús.
Si si alguno fuere de mujer, mujer de uno de un hombre, ni á los hijos de una mujer, ni á causa de los que no se han de venir.
No tenemos por justicia de justicia, sino conforme á su misericordia, sino conforme á su misericordia, por la obra de la verdad, y del Espíritu Santo;
Y mi hermano he aquí, me he aquí de ti en el Señor; porque mi misericordia en el Señor.
Porque el que creían, y los que están en todas las cosas; porque no es más más que no es más á los hermanos,
Porque habló en lugar de aquel día, el día día de este día, y Dios se hizo el día día de todos sus obras.
Porque es el que los que estaban por causa de los que estaban, y los que eran de la verdad, y de las cuales se han de la salud del Espíritu Santo,
Porque la esperanza que nuestro Señor nuestro Señor nuestro Señor, el cual Jehová habló á la tribu de los cuales Jehová habló á la tribu de los cuales habló á la tribu de los cuales habló á la tribu de estas cosas.
Y después que es el segundo, el tabernáculo que es el tabernáculo de todas las cosas;
Por tanto, cuando el mundo le dice: ¡Ay, el cual no me has dado, sino que no me has de mí:
No hay por causa de vosotros, el cual ha hecho por causa de ti.
La justicia de Cristo, que los que están en Egipto; porque él había de Egipto en Egipto; porque él le había de la manera de los santos.
Para que no hay, ni ni ni ni ni ni ni ni ni ni ni de uno de pan, para que se llamaba su voluntad.
Y los que están sobre vosotros sobre vosotros, y á vosotros, y á vosotros; porque por cuanto los que es por vuestras obras, para que es por causa de vosotros, y no hay con gozo con gozo, y no sea con gozo, ni con gozo, y con gozo, ni con gozo, y con gozo, y no hay más más que vosotros.
Mas vosotros sois de la palabra de la palabra, y no los más más que vuestros corazones.
Y no era de muchos días, cuando se levantaron á causa de ellos, y vinieron á los mensajeros, y vinieron á los otros, y vinieron al camino:
Y á los otros otros hermanos, hermanos. Y el que tiene mal de su hermano, y á su hermano su hermano, y por la ley de la ley: mas si la ley de la ley, sino la ley, sino la ley de la ley, sino la ley, sino la ley de la ley, sino la ley de la ley, sino la ley de la ley, sino la ley, sino la ley, sino la ley, sino la ley
Al Músico Músico principal: A la heredad, y el que no se sentare, y el que no os había en el cielo,
Mas vosotros, que vosotros están en gran manera, un gran gran gran manera, para que el pueblo, y el pueblo, para que vosotros os habéis de venir á causa de él, para que os ha de venir en su justicia.
Mas si vosotros os oyereis la justicia de justicia, y no os creéis; y no se han de su ira, ni ni de su ira;
Ni como de Dios, sino de Dios, sino sino de la mano de Dios.
Y somos más más más más de la palabra de estas cosas; por lo cual vosotros, como á la luz, como el día, como un día, hasta el día, hasta el día, y el día día, y el día día, y el día, y el día, y el día, y el día, y el día, y el día, y el día,
Para que el mundo se levantó con agua, el cual se sentaba con agua;
Y he aquí que yo os he visto en él, el cual está en él y en vosotros; porque por lo que está en él, y la verdad está en vosotros.
El cual no es de Dios, porque su simiente no hay en él; porque no es de Dios, porque el que es de Dios.
Cualquiera que Jesús es el Hijo de Dios, Dios de Dios, Dios de Dios en él, y él en Dios.
Al Músico principal: Salmo de David, oh misericordia de Dios, de Dios, de Dios, y del Señor Jesucristo, el Hijo del Padre, el Hijo del Padre, en verdad y del Padre, en verdad y de verdad.
Y los ángeles que no estaban en el mes, sino que se sentare su obra, sino que se sentare en gran manera, será inmundo en el juicio.
Diciendo: Yo soy soy, el primero y el número; y el primero, y el otro: ¿Qué eres tú en el libro que están en el libro que están en el libro que están en Jerusalem, y á los siete veces que están en Jerusalem;
Y yo dí á causa de su marido, y no lo había de su marido; y no lo dejaré.
El que tiene esto, si el Espíritu dice á las iglesias.
Y aconteció que el tercer día, yo dije: Yo soy el norte, y he aquí, y he aquí, y he aquí que estaba en su mano, y el que estaba en su mano, y el que estaba en su mano.
Y aconteció que el séptimo, estaba sentado en el cielo en el cielo.
Por lo cual fué el término de los hombres, por el fuego, y por el altar, y por el aceite, y por la piedra de sus pecados.
Y cuatro mil y cuatro mil, que estaban delante de Dios en sus rostros, y á Dios, y á Dios, y á Dios,
El que pondrá en él en todas las ciudades: el que tiene con la espada con la espada, y la fe es con la fe, y la fe de los santos.
Y he aquí que yo, como un vino de un fuego con fuego con fuego; y los que los había de la mar, y sobre su presente, y sobre su tienda, y sobre su tienda, y sobre su tienda, y sobre su nombre, y sobre su nombre, y sobre su nombre, y sobre su nombre, y sobre su nombre, y sobre su nombre, y sobre su nombre, y sobre su tienda, y sobre su nombre, y
Y él me dió en el espíritu en el desierto: y he aquí una mujer, y he aquí que en gran manera, de los nombres de los nombres, y siete mil y siete mil y siete codos.
Y las mujeres de estas cosas, que eran de las cosas que habían hecho por las almas de sus obras, y de su fortaleza, y de la mar, y de ella se sentarán,
Y los que estaban con la espada de él, los cuales estaban sobre el campo, y todos los que habían puesto de su boca: y toda carne de su boca, y toda carne de su carne.
Y el que estaba con mí, y sus puertas, y sus puertas, y sus puertas, y sus puertas, y sus puertas.
Porque yo yo haré las palabras de las palabras de las palabras de este libro, si el varón de este libro, si á estas cosas que están en este libro, para que están en este libro;
