Hizo también Dios dos luminas, y la luz luz que se enseñoreasen, y el día que se enseñoreaba la luz de noche; hizo las estrellas.
Y Jehová Dios tomó al hombre, y púsole en el huerto de Edén para que la guardes y para guardar.
Y llamó Adam á su mujer de Eva, porque ella era madre de todos los vivientes.
Y á Seth, para que allí nació hijo, y llamó su nombre Enós: entonces comenzó á llamar á llamar los hombres á invocar el nombre de Jehová.
Y vivió Lamech después de Noé engendró á Noé, quinientos y cinco años, y engendró hijos é hijas.
Y era Noé de edad de ochenta años cuando el diluvio de las aguas fué sobre la tierra.
Y aun aun los otros siete días, envió la paloma; y no le volvió á más.
Y comenzó á ser labrados, y plantó viña;
Y asimismo á Sem, padre de todos los hijos de Eber, hermano de Japhet, hermano de Japhet, para que le nacieron hijos.
Y vivió Peleg después que engendró á Reu, doscientos y nueve años, y engendró hijos é hijas.
Y Jehová hirió á Faraón y á su casa con grande plagas de Sarai, mujer de Abram.
Con Chelaomer rey de Elam, y con Tidal rey de gentes, y Amasthar rey de Sinar, y Arioch, rey de Ethar; cuatro reyes de los cinco reyes de Ethar.
Y tú entrarás en paz; serás en buena vejez.
Y te daré á ti, y á tu simiente después de ti, la tierra en que estás de peregrino, toda la tierra de Canaán, por heredad de Canaán, por heredad perpetuo.
Y Abraham y Sara era viejo y Sara en días, y cesó con Sara después de la costumbre.
He aquí, yo he dos hijas que no conocen, ruégote que me traigáis, y os lo hagáis como bien en vuestros ojos: solamente en vuestros ojos, no hagáis nada en nada; porque no se han venido debajo de la sombra de mi sombra de mi vida.
Y la menor, también parió un hijo, y llamó su nombre Benamammi padre: éste es el mismo padre de los hijos de Ammón hasta hoy.
Y dijo Dios á Abraham: No sea esta gran manera en tus ojos, porque el mozo, y por tu mujer te ha dicho: Añate á ti, porque tu voz te ha llamado.
Y dijo Abraham: Dios mío, él se ha prometido un cordero para holocausto; así se fueron de ellos.
Y EEcrón respondió á Abraham, diciendo:
Y ella le dijo: Yo soy la hija de Bethuel, hijo de Milca, que parió á Nachôr.
Y comieron y bebieron, y los hombres que estaban con él, y se detuvieron de noche; y se levantaron en la mañana, y él me dijo: Se ahora á mi señor.
Y estos son los años de la vida de Ismael, ciento treinta y siete años: y él dió el campo, y fué reunido á su pueblo.
Y el hombre se engrandeció, y fué crecido, y creció hasta que fué muy grande;
Ahora pues, hijo mío, obedeced conforme á lo que yo te mando.
Y dijo Esaú á su padre: ¿No eres tú sino una bendición, mi padre me bendiga, y me bendiga. Y Esaú su voz lloró.
Y esta piedra que he puesto por columna, la casa de Dios será la casa de Dios: y de todo lo que me mandares.
Y fué en Rachêl, y amaba á Rachêl, y amaba á Rachêl más que Lea, y sirvió con él siete años.
Y aconteció que, como Rachêl había nacido José, y dijo á Labán: Levántate, y á mi tierra.
Y él dijo: Levántate ahora tus ojos, y ve todos los carneros que destilan sobre las bestias que están sobre las bestias, y envecistados, y enjusté; porque he visto que te he visto.
Si el Dios de mi padre, el Dios de Abraham, y el temor de Isaac, me fué conmigo, de cierto me envió vacío. Dios ha visto vacío mi aflicción y de mis manos, y te reprendido la noche.
Y mandó al ememememi, diciendo: Cuando Esaú mi hermano te despertó, y te preguntare, diciendo: ¿A dónde eres tú? ¿y quién eres tú, y quién son delante de ti?
Y Esaú dijo: Deja conmigo algunos de los reñedores que están conmigo. Y él dijo: ¿Qué es la gracia de mi señor.
Y al tercer día, cuando eran gran manera, dos de los hijos de Jacob, y de Leví, y de Leví, tomó cada uno á sus hermanos, cada uno su espada, y vino sobre la ciudad, y mató á todos los varones.
Los hijos de Rachêl: José, Benjamín;
Y los hijos de Ana fueron seis: Disón, y Aholibama.
Y sus hermanos fueron para apacentar las ovejas de su padre en Sichêm.
Y tomó Judá á Er mujer por mujer, el cual fué Thamar su nombre Thamar.
Y dejó todo lo que tenía en la mano de José, y no sabía que había de comer pan que comió. Y José era varón de hermoso, y trabajado.
Y en tres días se levantará Faraón tu cabeza, y te restituirá á tu lugar: y tú entregares la copa en su mano, después que fuiste el primer fruto.
Y el rollo y el rollo de mancha hizo de la vaca:
Y á José nacieron dos hijos delante de hambre, que vino Asenath, hija de Potitim, sacerdote de Potim, le parió.
Y no conocían que José les entendían; porque les habló por interpretación.
Y los hombres que se hallaron, y tomaron doble en su mano, y los de Benjamín; y los de Benjamín se levantaron á Egipto, y paráronse delante de José.
Entonces ellos se quitaron todo hombre su carrrillo, y abrieron cada uno su alba.
Y envió Dios delante de vosotros á guardaros en la tierra, y á vuestra vida por grande salvación.
Los hijos de Rubén: Hanoch, y Phallu, y Hesrón.
Y habló Faraón á José, diciendo: Tu padre y tus hermanos han venido á ti.
Y díjome: He aquí, te haré crecer, y te multiplicaré, y te haré cesar de ti multitud de pueblo; y daré esta tierra por heredad por heredad por heredad por heredad por heredad.
Sus ojos serán con vino, y sus dientes blancas blancas con leche.
Y subieron con él á caballo y á caballo; y era grande compañía.
E hicieron los Egipcios de Israel á servir con nuestros hijos:
Y Moisés fué contentado con el hombre: y dió Moisés á Sipías su hija.
Y Jehová dijo á Moisés: Pon tu mano, y tomóla por el talento. Y él puso su mano, y tomóla, y fué hecho una vara en su mano.
Y dijeron: El Dios de los Hebreos ha encontrado con nosotros: vaamos ahora tres días, y sacrifiquemos á Jehová nuestro Dios; porque no caiga sobre nosotros, ni con pestilencia, ni con pestilencia.
Y HABLÓ Jehová á Moisés, diciendo:
Y Moisés y Aarón fué á Faraón, y así hicieron como Jehová había mandado: y Aarón echó delante de Faraón, y delante de sus siervos, y fué la serpiente de sus siervos, y fué la serpiente.
Mas viendo Faraón que había hecho, se endureció su corazón, y no escuchó á ellos; como Jehová había dicho.
Y Jehová dijo á Moisés: Levántate, y estén delante de la mañana, y poned delante de Faraón, y le dijo: Así ha dicho Jehová Dios de los Hebreos, para que me sirvan.
Y Moisés y Aarón se volvió á Faraón, y díjoles: Id á Jehová vuestro Dios: ¿quién es á los que son de ir?
Y Jehová dijo á Moisés: Faraón no os oirá; para que sean multiplicados mis maravillas en la tierra de Egipto.
Y aconteció que en medio de noche hirió Jehová todo primogénito en la tierra de Egipto, desde el primogénito de Faraón, hasta el primogénito de la transmigración de la transmigración de los hijos de los animales.
Y tú mostrarás tu hijo en aquel día, diciendo: Esta es la que me hizo cuando Jehová me había salido de Egipto.
Mas tú alzarás tu vara, y extenderás tu mano sobre la mar, y la apartarás: y los hijos de Israel irán en tierra en medio de la mar.
Y los duques de Edom serán desazutas; los valientes de Moab, temblarán sobre ellos; todos los moradores de Canaán se desfaltarán.
Y como se juntaron con un omer, que juntó mucho nada de nada, y que recogió de comer; juntáronse cada uno según su comiento.
Mas Moisés de mano de agravados, y tomáronla piedra, y púsola debajo del sol, y Aarón se sentó sobre él; y Aarón se levantó la una una parte, y la otra, y la otra, y sus manos hasta la otra parte del sol.
Y juzgaron al pueblo á todo cuestiones: los chiquitos llevaron á Moisés, mas cada negocio se juzgaron.
No harás á ti escultura, ó alguna cosa semejante en el cielo, ó que está en la tierra, ó que está en el agua, ó en el agua debajo de la tierra:
Si no agradare á su señor, el que se hubiere desredimido, entonces la rescatará: á su nación no tiene potestad, sino que tiene potestad, no tiene potestad, cuando se ha hecho engaño.
Si el ladrón se hubiere hallado, y fuere herido, y no habrá quien muera.
No levantarás falso testimonio: no pondrás tu mano con los impíos.
Y pondré tus términos desde la mar hasta la mar del mar Bermejo hasta la mar de los Filisteos, y desde el desierto hasta el río: porque yo libraré los moradores de la tierra en vuestras manos, y las echarás delante de ti.
Y harán un arca de madera de Sittim: dos codos y la mitad de su longitud, y su anchura de codo y su anchura, y medio de codo y su anchura.
Y mirás que los hacen según su paja, que te mostró en el monte.
Y al tabernáculo del cual subía en él, y en sus ojos que te había hecho.
Y harás vestimentas para Aarón tu hermano por gloria y hermosura.
Y habrá en la cumbre de ella, en medio de ella: su manto alrededor de ella.
Y tomarás el otro carnero, y Aarón y sus hijos pondrán sus manos sobre la cabeza del carnero.
Y la cubrirás de oro puro, y sus cuernos alrededor, y sus cuernos alrededor: y tú harás una corona de oro alrededor.
Cualquiera que hiciere, ó cualquiera que hubiere hecho, ó cualquiera que hubiere puesto sobre ella el extranjero.
Y Jehová dijo á Moisés: Ve, y desciende, porque tu pueblo que sacaste de la tierra de Egipto, se corruptieron;
Y enviaré un ángel delante de ti, y echaré al Cananeo, y al Hetheo, y al Hetheo, y al Hetheo, y al Heveo, y al Jebuseo.
Y él dijo: Si he hallado gracia en tus ojos, Señor, ruégote que me dejes mi Señor, y nos ruego que está entre nosotros; porque es pueblo de cerviz, y nuestra maldad, y nos hagas pecado, y nos tomamos por tu heredad.
Y habló Moisés á toda la congregación de los hijos de Israel, diciendo: Esta es la palabra que Jehová había mandado, diciendo:
Y puso en su corazón para enseñar, y á Aholiab, hijo de Ahisama, de la tribu de Dan.
Y se juntaron á la parte, y se juntaron en la cabeza, á una plocada. Y así hizo á los rincones.
Y una manzana debajo de las dos brazos de la misma misma, y una manzana debajo de dos brazos de la misma misma misma misma, y una manzana debajo de ella.
Y Bezaleel hijo de Uri, hijo de Hur, de la tribu de Judá, todo lo que Jehová había mandado á Moisés.
Y ataron al racional de sus anillos á los anillos del ephod con un blillo, para que fuese sobre el cinto del ephod, y el racional del ephod, y no se soltaron del ephod; como Jehová mandó á Moisés.
Y pondrás el atrio alrededor, y sacarás el atrio de la puerta.
Porque la nube de Jehová estaba sobre el tabernáculo, y fuego estaba en ella, en noche, en ojos de toda la casa de Israel, por todas sus jornadas.
Y toda suerte de tu presente con sal, ni dejarás la sal del pacto de tu Dios para que sean faltados de tu presente: con todo tu presente ofrecerás la sal.
Como fué tomado del becerro de las paces, y el sacerdote los quemará sobre el altar del holocausto.
Y será que, cuando él fuere culpado en una cosa de estas cosas, él confía que cometió en lo que pecare.
Y el mismo arder á Aarón y á sus hijos comerán con levadura: el pan será comido en el lugar santo, en el atrio del testimonio de la congregación.
Mas si el sacrificio de su ofrenda, ó voto, será de la misma ofrenda, será el mismo día que ofreciere su sacrificio: y el día siguiente se comerá de ella, y el día siguiente se comerá:
Y puso el racional sobre él: y puso en el racional Uría y el alo.
Y él dijo á Aarón: Toma un becerro para expiación, y carnero para holocausto, y un carnero para holocausto, sin defecto los ofrecerá delante de Jehová.
Y HABLÓ Jehová á Aarón, diciendo:
Y el puerco, y el que se puede el que se águila,
Y HABLÓ Jehová á Moisés, diciendo:
Mas si el mancha se hubiere tendido en su lugar, y no se extendiere, es ardor; y el sacerdote le dará limpio.
Y si el sacerdote mirará, y pareciere que la plaga no se hubiere extendida en el vestido, ó en el estambre, ó en alguna cosa de piel, ó en cualquiera cosa de piel;
Y tomará el sacerdote el cordero de la expiación, y el aceite de aceite, y el sacerdote lo agirá por ofrenda agitada delante de Jehová:
Esta es la ley por toda la plaga de lepra, y llamada,
Y cualquiera que tocare estas cosas, será inmundo, y lavará sus vestidos, y el agua se lavará en agua, y será inmundo hasta la tarde.
Y lavará su carne con agua en el santuario, y pondrá sobre sus vestiduras, y se ofrece, y ofrece su holocausto, y el holocausto del pueblo, y hará expiación por sí, y para el pueblo.
Vosotros haréis mis derechos, y guardaréis mis ordenanzas, para andar en ella: Yo Jehová vuestro Dios.
No os Volveos á ídolos, ni hagáis dioses dioses ajenos: Yo soy Jehová vuestro Dios.
Mas el extranjero que mora con vosotros como un natural entre vosotros, y le amarás como te hubiere de ti; porque vosotros sois extranjeros en la tierra de Egipto: Yo Jehová vuestro Dios.
Y el hombre ó mujer que tiene pppplosa, ó que es de su barba, morirá: su sangre será sobre ellas piedras.
La alma que hubiere tocado alguna cosa inmunda, y no comerá de las cosas santas, y se lavará su carne con agua.
Seis días se hará obra: mas el séptimo día es sábado, santa convocación; ninguna obra servil haréis: es sábado de Jehová en todas vuestras moradas.
Y HABLÓ Jehová á Moisés, diciendo:
Y el que hubiere falta en su prójimo, como él hizo, así lo hará,
Y si el hombre no lo redimiere, y se podrá redimir;
No os hagáis ídolos ni esculpiones, ni os levantaréis imagen, ni os levantaréis imagen de piedra en vuestra tierra, para derribar la tierra: porque soy Jehová vuestro Dios.
Y pondré vuestras ciudades, y llevaré vuestras habitaciones á la soledad, y no haré olor olor de vuestras sususususususususususucias.
Y si el que santificare su casa, entonces añadirá su quinto, y será su estimación á él, y será su casa.
De Benjamín, Abidón hijo de Gedeón.
Los contados de ellos, de la tribu de Aser, cuarenta y un mil y quinientos.
Y el tabernáculo del testimonio se puso en el campo de los Levitas en medio del campo: como el campo se cerrarán, así pondrán cada uno en su lugar, cada uno en sus cuerdas.
Porque todos los primogénitos son mi primogénito, porque el día que herí á todos los primogénitos en la tierra de Egipto me santificaré á todo primogénito en Israel, así así: yo soy Jehová.
Y todos los primogénitos de los nombres de un mes, de mes arriba, de los contados de ellos, veinte y dos mil y sesenta y sesenta y sesenta.
Y también el sumo de los hijos de Gersón, por las casas de sus padres, por sus familias;
Y macho y hembra tomaréis, fuera del campo, no los echaréis; los que no contaminan, en medio de la cual habitan.
Habla á los hijos de Israel, y diles: Cuando alguno se apartará á sí, cuando se apartaren voto de Nechâo, para apartarse á Jehová:
Toma de ellos, para que sean para hacer el servicio del tabernáculo del testimonio; y les darás á los Levitas, cada uno conforme á su ministerio.
Y para sacrificio de paces, dos bueyes, cinco carneros, cinco machos de cabrío, cinco corderos de un año: esto fué la ofrenda de Elisusur hijo de Sedeur.
Y para sacrificio de paces, dos bueyes, cinco carneros, cinco machos de cabrío, cinco corderos de un año: esto fué la ofrenda de Abidar, hijo de Gedeón.
Toma los Levitas de entre los hijos de Israel, y limpiólos.
Habla á los hijos de Israel, diciendo: Si alguno de vosotros ó de vuestras posteridad será inmundo por causa de un cuerpo, ó de lejos, ó de lejos, no será la pascua á Jehová.
Y el tabernáculo fué tomado, y los hijos de Gersón y los hijos de Merari se puso por medio del tabernáculo.
Y dijo Moisés á Jehová: ¿Por qué has afligido á tu siervo? ¿y por qué he hallado gracia delante de tus ojos, que tú me has hallado la carga de todo este pueblo sobre mí?
Y él dijo: Oid mis palabras; si hay profeta entre vosotros, yo Jehová me hará notorio en visión, y hablaré en sueños.
Y subieron, y escudriñaron la tierra del desierto de Zeba, como hombres que habían venido á Hamath.
Jehová es paciencia, y de grande misericordia, y de grande misericordia, y de pecado, y no haya quien la remisión, que visita la iniquidad de los padres sobre los hijos de los padres hasta la tercera generación.
Y hará ofrenda á Jehová, holocausto de olor suave, ó sacrificio en ofrenda encendida á Jehová, ó en ofrenda encendida, ó en vuestras solemnidades, ó en vuestras solemnidades, para hacer olor suave á Jehová, de olor suave á Jehová, de ovejas, ó de las ovejas,
Y los que le hallaron, le trajeron á Moisés y á Aarón, y á toda la congregación.
Y cayeron sobre sus rostros, y dijeron: Dios de los espíritus de toda carne, varón de Dios, uno será contra toda la congregación?
Habla á los hijos de Israel, y tomes de cada vara según la casa de sus padres, de todos sus príncipes, según la casa de sus padres, según la casa de sus padres.
Todas las ofrendas de las ofrendas santas santas, que los hijos de Israel te ofreceré á Jehová, y tus hijas contigo, por estatuto perpetuo, por estatuto perpetuo: por estatuto perpetuo es la sal de Jehová para siempre delante de Jehová y para contigo tu simiente.
Y por un inmundo tomará de ceniza, y se hará expiación por el pecado, y se intropiezo en un vaso, y se aumentarán en un vaso:
Toma Aarón y Eleazar su hijo, y llevólos al monte de Hor.
Porque Hesbón fué la ciudad de Sehón rey de los Amorrheos, que pelearon contra el principio de Moab, y toda su tierra de su mano, hasta Arnón.
Y Balaam se levantó en la mañana, y albardó su asno, y fué con los príncipes de Moab.
¿Quién podrá ser por el polvo de Jacob, y el número de la cuarta parte de Israel? Deja muerte del justo, y mi postrimería como su postrimería?
Y encendióse el furor de Balac, y hirió sus manos á Balaam: y dijo Balac á Balaam: Yo te llamé á mis enemigos, y he aquí que tú los has bendecido, y tú los has bendecido.
Y el nombre de los Madianitas que fué muerto á Cosa, hija de Zur, hija de Zur; él era cabeza de los príncipes de la casa de Madián.
Estas son las familias de los Zebutas, por sus contados, sesenta y quinientos.
Y estos son los contados de los Levitas según sus familias: de Gersón, la familia de los Gersón: de Coath, la familia de los Coitas, la familia de los Coitas; de Coath, la familia de los Meraritas.
Y Moisés lo hizo como Jehová le mandó: y tomó Josué delante de Eleazar el sacerdote, y delante de toda la congregación.
Un cordero de los siete corderos, una décima por los siete corderos;
Y un macho cabrío por expiación: además del holocausto continuo, y su presente y su libación.
Y habló Moisés al pueblo, diciendo: Arm de guerra, y dejad contra los Madianitas, y vengan contra los Madianitas, y venció Jehová de Madián.
Y setenta y doce mil ladrones,
Porque cuando subían al valle de Ecol, y vieron la tierra, y no constaron la tierra de los hijos de Israel, que no entrasen en la tierra que Jehová les había dado.
Y los hijos de Machîr hijo de Manasés, fueron á Galaad, y tomóla, y poseyeron al Amorrheo que estaba en ella.
Y partidos de Tahath, asentaron en Tara.
Y HABLÓ Jehová á Moisés, diciendo:
Manda á los hijos de Israel, que dan á los Levitas de la heredad de sus ciudades en posesión, y vosotros daréis á los Levitas por las ciudades alrededor.
Y no tomaréis de él el acuerdo para que se había huído á la ciudad de su refugio, para que él entrase en la tierra, hasta la muerte del sacerdote.
Y tomé los príncipes de vuestras tribus, sabios, y entendidos, y las hice sobre vosotros, y centuriones, y centuriones, y centuriones, y centuriones, y centuriones, y capitanes, y sobre vuestras tribus.
Y tornasteis y llorasteis delante de Jehová; mas Jehová no escuchó á vuestra voz, ni os escuchéis á vosotros.
(Como los hijos de Esaú que moran en Seir, y los Moabitas que moraban en Ar, me hicieron; hasta que yo Jehová nuestro Dios nos da.
No temáis: porque Jehová vuestro Dios os pelearán.
Mirad á vosotros, porque no os olvidáis el pacto de Jehová vuestro Dios, que os hizo con vosotros, y os hagáis una imagen de todo talla, ó la figura de todo lo que Jehová tu Dios te ha desechado.
Jehová habló con vosotros á cara en el monte de en medio del fuego,
Y ESTOS son los mandamientos, los estatutos, y derechos que Jehová vuestro Dios os mandó á enseñar, para que los hagáis en la tierra á la cual entráis:
Porque tú eres pueblo santo á Jehová tu Dios: Jehová te ha escogido á ti para ser pueblo, y á sí mismo pueblo que está sobre todo el pueblo que está sobre toda la haz de la tierra.
Cuando te complagas y hartaste, bendecirás á Jehová tu Dios por la tierra que te ha dado.
Y Jehová se enojó con Aarón á los destruyéndole: y oré á Aarón el mismo tiempo.
El es tu alabanzas, y él es tu Dios, que te ha hecho por estas grandes y terrible, que tus ojos han visto.
Y será que, cuando Jehová tu Dios te hubiere metido en la tierra á la cual poste, que la poseas la bendición sobre el monte de Ebal, y la maldición sobre el monte de Ebal.
Y ofrecerás tus holocaustos, la carne y la sangre, sobre el altar de Jehová tu Dios: y la sangre de tus sacrificios serán derramados sobre el altar de Jehová tu Dios, y comerás la carne.
Mas no comeréis de ellos los que os hacen la maldición, ó de los que se apartan, y de los que tienen la vestimentera, y los que tienen tienen tienen la hoz, y no tienen pezuelo; porque no os son por inmundo, sino por lo que son inmundos.
Mas tú abrirás tu mano, y le harás de redención, y le repetirás que tiene necesidad, en que él espera.
Y en días harás fiesta á Jehová tu Dios en el lugar que Jehová tu Dios escogiere: porque Jehová te bendecirá en todo tu Dios, y en todas tus obras, y en todas las obras de tus manos, y en todas las obras de tus manos, y en todas las obras de tu Dios te alegrarás.
Y esto será el sacerdote de los pueblos, desde el pueblo de ellos que ofrece sacrificio, ó oveja, ó el buey, y el sacerdote la espaldilla, y los dos semanas, y los dos semanas, y los dos semanas.
Mas si alguno aborrezco su prójimo, y echare en él, y se levantare contra él, y le hería que muera, y mora en una de estas ciudades:
Solamente que sabes que no sabes que se pueden comer, y destruirás; y los edificarás; y edificarás contra la ciudad que hace la guerra contra la ciudad, hasta que la batalla te hace despintados.
Mas tú entrarás en en el sabio, y toma el mozo para ti; para que te vaya bien, y que te propies tu bien.
No hurtarás, oh Emimimimimimio; porque es tu hermano, Egipcio; porque fuiste peregrino en su tierra.
Y si el hombre fuere pobre, no dormirás con su prenda;
Y será, cuando hubieres entrado en la tierra que Jehová tu Dios te da por heredad, y poseerla, y no la habitarás, y no en ella.
Estas estarán sobre el monte de Geriim, cuando hubiereis pasado el Jordán, Simeón, Leví, Judá, Judá, Judá, Judá, y Benjamín, y Benjamín:
Maldito serás en la ciudad, y maldiarás en el campo.
Y te serán sobre señal y por señal por señal, y sobre tu simiente para siempre.
Y tomamos su tierra, y diémosla heredad á los Rubenitas, y á los Gaditas, y á la media tribu de Manasés.
Y Jehová tu Dios te hará arder en todo obra de tu mano, en el fruto de tu cuerpo, y en el fruto de tus bestias, y en el fruto de tu tierra, porque Jehová se alegrará sobre ti, porque Jehová gozará sobre ti, como él te alegres sobre tus padres.
Ahora pues, os escribáis esta canción, y enseñad á los hijos de Israel: poned en su boca, para que sean testigo contra mí contra los hijos de Israel.
Y viendo Jehová, les hizo reconocer, porque de las provocaciones, y de sus hijas.
Sube á este monte Abarim, al monte de Nebo, que está en la tierra de Moab, que está sobre Jericó; y he aquí la tierra de Canaán, que yo doy á los hijos de Israel, que yo daré posesión á los hijos de Israel:
El Dios es la refugio, y entiende los brazos eterno: y él lo echó del enemigo de delante de ti, y dirá: Destruenos los ha de ser.
Y ellos respondieron á Josué, diciendo: Todo lo que nos conconcontristeemos, y á donde quiera que nos concontiendas.
Y habrá en vosotros y en vosotros, y en medida de dos mil codos: no llegaréis á ella, para que sepáis el camino por que vosotros habéis de ser necesario: porque no pasáis de antes que habéis de pasáis.
Y mandó Josué á los sacerdotes, diciendo: Subid de este Jordán.
Y aconteció que Josué hubo dicho al pueblo, que los siete sacerdotes llevaban las siete bocinas de los cuernos de Jehová, y tocaron las bocinas del pacto de Jehová, y tocaron las bocinas del pacto de Jehová.
Israel ha pecado, y han prevaricado mi pacto que les mandé; porque han tomado de los malditos, y han desechado, y también se redaño, y desfallecían, y se repudiaron entre sus cabos.
Y Josué y todo Israel hicieron como si se habían sido azotado, huyeron delante del desierto.
Y todo lo que hizo á los dos reyes de los Amorrheos, que estaban de Sehón rey de Hesbón, y á Og rey de Basán, que era á Og rey de Basán, que estaba en Asstoth.
Y el sol se paró, y la luna, hasta que el pueblo se había vencido sobre sus enemigos. ¿No está esto en el libro de Jaso? Y el sol se paró en medio del cielo, y no salga á reconocer todo día.
Y Josué, y todo Israel con él, al campo á Gilgal.
Y estos son los reyes de la tierra que Josué y los hijos de Israel hirieron á esta parte del Jordán, desde Baal-gad en el valle del Líbano hasta el monte de Halac, que sube á Seir, que dió á Seir, por las tribus de Israel, conforme á las tribus de sus tribus, conforme á la posesión de Israel, conforme á las tribus de ellos.
Mas los hijos de Israel no hicieron Gessuitas, ni los Maachâti: mas los Gessuitas itas y Maachâz, y los Mahaitas hasta el día de los Israelitas habitantes de Israel hasta hoy.
Y ahora, he aquí que Jehová me ha guardado, como él dijo: estas cuarenta y cinco años, desde la palabra de Jehová, hasta que los hijos de Israel se habían sido desechado en el desierto: y he aquí, ya soy de edad de cuarenta y cinco años.
Y Hasor, Aatías, Astaroth, y Hesrón, que está Hasor,
Maón, Ziph, Ziph, y Juttam,
Y no podían los hijos de Manasés echarlos los moradores de las ciudades; mas los Cananeos que moraban en aquella tierra.
Y Chêr-harharai, y Ophni, y Gesai;
Y Achîas, y Amad, y Misael, y el que enseña al Carmelo, y á Silith, y á Silith;
Y si el pariente de sangre perseguirá, y no entregarán al homicida en su mano, porque hirió á su prójimo, y á su prójimo, y á su aborrecedores no le aborrecía.
Todas las ciudades fueron con sus ejidos por las familias de los hijos de Coath que quedaban.
Y los hijos de Israel oyeron: He aquí los hijos de Rubén y los hijos de Gad y la media tribu de Manasés, edificaron el altar sobre la tierra de Canaán, en el término de los hijos de Israel, en el término de los hijos de Israel.
Que no habéis venido entre estas gentes, que quedan entre vosotros; ni os hará repetición de sus dioses, ni les sirváis, ni les sirváis, ni os sirváis á ellos:
Y el pueblo dijo á Josué: No; antes serviremos á Jehová.
Y Judá tomó á Gaza con su término, y Ascalón con el término de sus padres, y Ecrón con su término.
Y dejaron á Jehová el Dios de sus padres, que los sacó de la tierra de Egipto, y siguieron dioses ajenos, de los dioses de los pueblos que estaban alrededor, é inclináronse á ellos, é inclináronse á ira, y provocóse á ira á Jehová.
Mas él se volvió de los malos, y los que estaban junto á Gilgal, diciendo: Yo he visto el secreto y te he dicho: ¡Ay! ¡Ay! Y todo lo que estaba junto á él, se fué de él.
Y Jael salió á recibir á Sísara, y díjole: Volveos en mi señor, vuélvete á mí; no temía. Y cuando él se volvió á la tienda, cubriólo con la tienda, cubriólo con la fortaleza.
Bienaventurados sobre las mujeres de Heber, la mujer de Heber, bendita será bendita en la tienda.
Y Jehová le dijo: Paz, no temas.
Y como Gedeón vino, he aquí un varón que había dicho á su compañero, y dijo: He aquí un sueño, y he aquí un sueño de cebada, y he aquí una tienda de cebada en el campo de Madián, y vino á la tienda, y la cual la había caído, y la tienda, y la cual la cubierta que la había caído, y la tienda.
Y él dijo á Zebalna y á Zalmunna, ¿Qué de hombres eran hombres que habéis mataron en Tabor? Y ellos respondieron: Así que tú eres, cada uno de los hijos de un rey.
Y la vid les dijo: ¿De qué dejaré mi vino, que se hace á Dios y á hombre, y á ser probados sobre los árboles?
Y tomó al pueblo, y repartiólos en tres compañías, y echólos en el campo, y miró, y he aquí que el pueblo había salido de la ciudad, y él se levantó contra ellos, y los hirió.
Y quitaron los dioses de ellos de entre ellos, y sirvieron á Jehová: y su alma se entristeció por el trabajo de Israel.
Mas el rey de los hijos de Ammón no oyeron las palabras de Jephté que le envió.
Y apareció el ángel de Jehová á la mujer, y díjole: He aquí tú eres tú, y no te dejarás; mas no pararás, y pararás hijo.
Y después de tiempo se volvió á tomar, y se apartó al cuerpo del león: y he aquí que hubo un brazo de puerco y de miel en el cuerpo del león.
Y él estaba mucho mucho, y llamó á Jehová, y díjole: Tú has dado esta grande salvación en la mano de tu siervo: y ahora moraré por sed, y caí en mano de incircuncisos?
Y Samsón llamó á Jehová, y dijo: Señor Jehová, te acordes de mí, y me esforcé, y me esforcé esta vez, oh Dios, que sea una vez en una vez de los Filisteos para que se vengan los dos ojos de mis ojos.
Y respondiendo los cinco hombres que habían salido á reconocer la tierra de Lais, y dijo á sus hermanos: Haz que hay en estas casas, y en el ephod, y en él esculpiada, y la imagen de fundición, y la imagen de fundición.
Y él dijo á su siervo: Ven, y llegaremos á una noche á todos estos lugares, en Gabaa, ó en Rama.
Ahora pues, libres los hijos de Belial, los hijos de Belial, para que los pusimos á la muerte, y quitaremos mal de Israel. Mas los hijos de Benjamín no escucharon á la voz de sus hermanos:
Y vestimentaron los hijos de Benjamín, y los revestestaban, y los aposaron con ellos, y los remadrugando sobre Gabaa hacia el madrurugando.
En aquellos días no hubo rey en Israel: todo hombre hizo lo recto en sus ojos.
Y Booz dijo á Ruth: ¿No has de ser mi hija? No á otro, ni á la haz de aquí, ni vayan aquí aquí, sino que está aquí por mis criadas:
Y él dijo: Traedte el velo que tienes sobre ti, y la fortaleza. Y cuando ella ella ella ella se dió medidas de cebada, y púsolo en ella: y ella entró en la ciudad.
Mas á Hanna, dió una parte de parte; porque él amaba á Hanna, y Jehová le cerró.
Jehová hace pobre, y hace riricos; y hace crecer.
Y el niño Samuel servía á Jehová delante de Eli. Y la palabra de Jehová era era en aquellos días; no había visión abierto visión.
Y los Filisteos pelearon, y Israel fué herido, y huyeron cada uno en su tienda; y hubo grande matanza, porque cayeron de Israel de treinta mil hombres de Israel.
¿Por qué pues hacéis vosotros vuestros corazones, como los Egipcios y endureció sus corazones? Cuando él hizo maravillosamente entre ellos, no se aparten el pueblo, y se fueron.
Y Samuel juzgó á todo el tiempo de su vida.
Y él le dijo: He aquí ahora hay en esta ciudad de Dios, y él es el hombre enluto; todo lo que viene, dice: quizá nos ha de venir; quizá nos declararemos á nuestro camino que nos mostramos.
Y como hubo vuelto, volvió á ir de Samuel, Dios le dió otro corazón: y todos los que venían á los otros señales que habían venido.
Y el pueblo dijo á Samuel: ¿Quién es el que él nos ha dicho: ¿A Saúl reinaremos los hombres? ¿traemos á la muerte.
Saúl escogió tres mil de Israel, de lo cual tenía dos mil con Saúl en Michmas y en el monte de Beth-el, y mil con Jonathán en Gabaa de Benjamín: y el reposo de los pueblos envió á cada uno á su tienda.
Si nos dijeren así: Téremos hasta que venimos, pues, estaremos en nuestra lugar, y no subiremos á ellos.
Porque como Jehová vive, que hiriere á Israel, aunque es en Jonathán hijo, él morirá. Mas él no hubo hombre entre todo el pueblo que le respondió.
Y Samuel dijo: ¿Cuánto tú poco en tus ojos, no fuiste cabeza de las tribus de Israel, y ungiste Jehová sobre Israel?
Y envió, y le hizo subir en Ahora, y con gran manera, y que se llama de hermoso, y de hermoso, y de la vista de Jehová le dijo: Levántate, pues, éste es.
Y Saúl, y todos los varones de Israel, estaban en el valle de Ela, con los Filisteos.
Y puso David su mano en su bag, y tomó una piedra, y la vacilla, y hería al Filisteo en su frente, y cayó el Filisteo en su frente; y él cayó sobre la haz de la tierra.
Y Saúl dijo: Yo le daré su lazo, y el que la mano de los Filisteos sea contra él. Y Saúl dijo á David: ¿Por qué Saúl, hijo mío es en la ley de mi ley en una de la una vez en el uno de los dos.
Y como fué dado aviso á Saúl, envió á otros embajadores, y ellos profetizaron. Y Saúl envió mensajeros, y ellos profetizaban.
Y al día siguiente, que fué el segundo del mes, David, no era vacío: y Saúl dijo á Jonathán su hijo: ¿Por qué no viene el hijo de Isaí, ni el día de Isaí á Isaí, ni á la comida?
¿Tengo de loloco, que habéis traído á éste en el hombre, delante de mi presencia? ¿éste vendrá á mi casa?
Y fué dado aviso á Saúl que David había venido á Keila. Y Saúl le dijo: Dios le ha entregado en mi mano, porque está cerrada en la entrada, y cerrompios.
Y dijo David á Saúl: ¿Por qué oyes palabras de los hombres, diciendo: He aquí David busca tu mal?
Ahora pues, y mira lo que hagas, porque mal es determinado contra nuestra casa, y contra toda su casa: porque es éste que el hijo de Belial, que no puede hablar.
Y asentó Saúl en el monte de Machîla, que está delante de Jesón, junto al camino. Mas David se quedó en el desierto, y vió que Saúl había en el desierto.
Y David y sus hombres subieron, y los de Gessutas, y los Gezeos, y los Gezeztas, y los Amalecitas; porque estas gentes eran de los moradores de la tierra, como tú hasta la tierra de Egipto.
Y los Filisteos juntaron todos sus escuadrones á Aphec, y los de Israel asentaron en una fuente que se llamaba Jezreel.
Y tomó David todo el ganado y las vacas, que habían desppintados delante de los otros, y dijo: Esta es la presa de David.
Y el mozo le dijo: Como yo traigo por obra en el monte de Gilboa, he aquí Saúl rebuscó sobre su lanza, y he aquí que los carros seguían en pos de él.
E hizo rey sobre Galaad, y sobre los Asutas, y sobre Jezreel, y sobre Ephraim, y sobre Benjamín.
Y Saúl había concubina, cuyo nombre Rispa, hija de Aía; y Is-boseth seth dijo á Abner: ¿Por qué has venido á Abner, á la concubina de mi padre?
Porque todo el pueblo y todo Israel entendió que era del rey á Abner, hijo de Ner.
Y Elisama, Elisama, Elialet.
Y dijo David á Mil: Es delante de Jehová, que me escogió delante de tu padre, y delante de toda su casa, para que me pusiese sobre el pueblo de Jehová, delante de Jehová.
Ahora pues, Señor Jehová, tú, que eres Dios, y tus palabras, y has dicho á tu siervo:
Entonces dijo Siba al rey: Conforme á todo lo que mi señor el rey ha mandado á su siervo, así hará tu siervo. Y él dijo el rey: El rey comerá la mesa en mi mesa, como de los hijos del rey.
Y durmió Uría en la puerta del rey, con todos los siervos de su señor, y no descendían á su casa.
Porque tú hiciste con oculto; mas haré esto delante de todo Israel, y delante del sol.
Y como ella le había traído para comer, tomó de ella, y díjole: Ven conmigo.
Y envió Joab á Tecoa, y dejando de allí una mujer, y díjole: Ruégote que te dejes una mujer, y pon sobre el luto, y no te ungirás el aceite, sino que la mujer no te unció, y ungirás el tiempo de los muertos.
Y Absalom respondió: He aquí, yo te he enviado á ti, diciendo: Ven ahora al rey, para que te envies al rey, ¿por qué he venido de Gessur? ¿por qué me ha sido mejor mal, y si me ve la haz de mí, y si me dejes pecado.
Y Sadoc y Abiathar, y los cuales se habían quedado.
Y extendieron Absalom una tienda sobre la cumbre de la casa, y Absalom fué á su padre en la vista de todos los ojos de Israel.
Y miel, y vacas, y ovejas, y las vacas de vacas, y por el pueblo que con él estaban, para comer: porque ellos dijeron: El pueblo es hambre, y fatiga, y cansal desierto.
Y el rey le dijo: Vuelve, y estételo aquí. Y él se apartó, y paróse.
Y él ha desechado tu siervo á mi señor el rey; mas mi señor el ángel es como el ángel de Dios: por tanto lo que es bueno en tus ojos.
Y pasando por todas las tribus de Israel á Abel, á Beth-maha, y á Beth-orha, y se juntaron á todos los Beritas; y se juntaron después de él.
Y volvió á la guerra en Gob con los Filisteos, donde donde era hijo de Jagim, en Beth-g-gim, hermano de Geneath, hermano de Gittitititititim, de cuya lanza era era era era era era era la lanza.
Con el limpio te mostrarás limpio; y con las perversias de perversidades.
Mas los hijos de Belial serán todos como espinas, porque no pueden ser tomado con manos;
E hizo hijo de Nathán, Bani, Bani,
Por tanto sus siervos le dijeron: Muerto que mi señor el rey la virgen; y su aspeca delante del rey, y la desfallecen, y su mal le deje, y desechare en tu seno, y deje el calor.
Y dijo el rey David: Dame todo el sacerdote, y Nathán profeta, y Benaía hijo de Joiada. Y vinieron delante del rey.
Ahora pues, no le mayes; porque eres hombre sabio, y sabes lo que le pides á hacer, y le hace su hojas para que traigas la cabeza con sangre.
Y aconteció al cabo de tres años, que los dos de los siervos de Simi hijo, se volvieron á Achîs rey de Gath. Y fueron á Semei, diciendo: He aquí, tus siervos están en Gath.
Entonces dijo el rey: El hombre es mi hijo que vive, vive tu hijo, y tu hijo es muerto; y el otro, dice: No, sino el hijo mío, y mi hijo es el muerto.
Y Judá y Israel habitaron en Israel, cada uno debajo de su vid y debajo de su higuera, desde Dan hasta Beer-seba, todos los días de Salomón.
Y el pórtico del templo de la casa, de veinte codos de longitud, conforme á la anchura de la casa; y diez codos de ancho era delante de la casa.
E hizo también á la puerta del templo de olivas, una parte de la pared.
Y estaba sobre los doce bueyes, al norte hacia el norte, y tres ojos al occidente, y tres tres ojos al mediodía, y tres tres al oriente: y la mar estaba sobre ellos, y la mar fué puesta sobre ellos, y todos sus partes estaban en la parte.
Y trajeron el arca de Jehová, y el tabernáculo del testimonio, y todos los vasos que estaban en el tabernáculo, los sacerdotes y Levitas que los sacerdotes y Levitas llevaban los Levitas.
Tú oirás en los cielos, y perdonarás el pecado de tu pueblo Israel, y los traigan á la tierra que diste á sus padres.
Este día hizo el rey la santificación del atrio que estaba delante de la casa de Jehová: porque allí sacrificaba holocaustos, y los pacíficos, y los sebo de las paces: porque el altar de Jehová era muy vivas delante de Jehová, que la vigida para el presente y las ofrendas, y las ofrendas que se agradasen, y las ofrendas que se agradó el sacrificio de las ofrendas que se perder las ofrendas que se las ofrendas que se queda para el sacrificio.
Y vinieron á Ophir, y coyacía de allí, cuatrocientos y veinte talentos, y trajéronla al rey Salomón.
Mas el rey Salomón amó á muchas mujeres extranjeras, con la hija de Faraón, mujeres de Moab, Ammonitas, los de los de los Sidonios, de los de los Hetheos;
Y él dijo á Jeroboam: Toma diez piezas: porque así ha dicho Jehová, Dios de Israel: He aquí yo te haré fin del reino de Salomón, y te daré diez tribus de las tribus.
Entonces envió el rey Roboam á Adoram, que era sobre el tributo; y todo Israel apedreó con piedras, el cual murió. Y el rey Roboam hizo subir á su carro, para huir á Jerusalem.
Y él le dijo: Ven conmigo, y coma pan.
El que muere de Jeroboam en la ciudad, comerán los perros; y el que muere en el campo, comerá las aves del cielo: porque Jehová lo ha hablado.
Y reinó cuarenta y un años en Jerusalem. Y el nombre de su madre fué Maachâ, hija de Abialam.
Y durmió Baasa con sus padres, y fué sepultado en Thirsa: y reinó en su lugar.
Y FUÉ á él palabra de Jehová, diciendo:
Y él le respondió: Yo soy: ve, di á tu señor: He aquí Elías es.
Y el fuego de Jehová cayó, y consumió el holocausto, y las piedras, y las piedras, y el polvo, y el polvo, y el polvo que estaba en el trtrtrtrarca.
Y Ben-adad rey de Siria juntó todo su ejército: y allí estaban treinta y dos reyes con él, y carros; y subió él cerco contra Samaria, y se encargó contra ella.
Y sus siervos le dijeron: He aquí ahora hemos oído que los reyes de la casa de Israel son misericordia: Ruégote que te ruego que te dejes saco sobre nuestros lomos, y sobre nuestras cabezas, y salga sobre nuestras cabezas, y salva al rey de Israel. Si tu vida te quisiere salvar.
Levántate, ve á encontrar á Achâb rey de Israel, que está en Samaria; he aquí está en la viña de Naboth de Naboth, á donde se ha descendido.
Y él dijo: Oye la palabra de Jehová: vi á Jehová sentado sobre su trono, y todo el ejército del cielo que estaba junto á su diestra y á su siniestra.
Y dijo Ochôzías hijo de Achâb á Josaphat: Vamos mis siervos con tus siervos en los navíos. Mas Josaphat no quiso.
Y Elías tomó su manto, y revolvió á revuelta, é hirió las aguas, y fueron repartidos, y así que se habían ido sobre la tierra.
Y Eliseo dijo al rey de Israel: ¿Qué tengo yo contigo? Vete á los profetas de tu padre, y á los profetas de tu madre. Y el rey de Israel le dijo: No, pues, que Jehová ha llamado tres reyes, para librarlos tres reyes en mano de Moab.
Y él dijo: Abdías, conforme á la hora de vida, tú abrazarás hijo. Y ella dijo: No, señor mío, no hagas hagas alianza.
Y los Siros habían salido por los Siros, y habían traído cautivos de la tierra de Israel una pequeña, y esperó á Naamán á la mujer de Naamán.
Mas como uno era de los que tenía un molino, cayó sobre el agua; y clamó, y dijo: ¡Ay! porque era de la rotura! porque era de ella.
Entonces el señor que se recostaba el rey, respondió el hombre de Dios, y dijo: He aquí que si Jehová hiciere ventanas en los cielos, ¿no sabes esto? Y él respondió: He aquí que no comerás con tus ojos, sino que no comerás.
Y dijo Hazael: ¿Por qué arrastrare mi señor? Y él respondió: Por cuanto sé el mal que tú harás á los hijos de Israel: sus fortalezas, y sus mancebos matarás con espada, y los mancebos matarás con espada, y los niños, y los niños.
Entonces se apresuraron, y tomaron cada uno su ropa, y púsola debajo de él sobre la cumbre del almendo, diciendo: Jehú es rey Jehú.
Y escribió una carta de ellos, diciendo: Si fuereis yo, y si habéis oído á mi voz, tomaréis las cabezas de los hombres de vuestro señor, y me vengáis á Jezreel, y á Jezreel, á Jezreel, á Jezreel, y á Jezreel, que los hijos del rey eran de los hombres, que habían traído con ellos.
Y reinó el tiempo que reinó Jehú sobre Israel en Samaria, veinte y ocho años.
Mas Joiada el sacerdote tomó un panal, y públado en el caldo de ella, y púsola junto al altar, á la casa de Jehová; y los sacerdotes que venían en la casa de Jehová: y los sacerdotes que habían traído la puerta en ella, y los sacerdotes que estaban en la casa de Jehová.
Y él dijo: Toma las saetas. Y él tomó. Y él dijo al rey de Israel: Siete sobre la tierra. E hirió él, y detuvo.
En el año quince de Amasías hijo de Joas rey de Judá, hijo de Joas rey de Israel, comenzó á reinar en Samaria, y reinó cuarenta y cuarenta años.
E hizo lo malo en ojos de Jehová: no se apartó de los pecados de Jeroboam hijo de Nabat, que hizo pecar á Israel.
Así hizo Urías el sacerdote, conforme á todo lo que mandó Achâz.
Por lo cual hablaron al rey de Asiria, diciendo: Las gentes que has quitado, y has puesto en las ciudades de Samaria, no saben la tierra de Dios: por tanto envió los leones entre ellos, y los ha enviado, y no los mataron, porque no saben la tierra de Dios.
Y Ezechîas le dió toda la plata que se hallaron en la casa de Jehová, y en los tesoros de la casa del rey.
Y Rabsaces se volvió, y halló al rey de Asiria á Libna; porque había oído que se había apartado de Lachîs.
En aquellos días fué Ezechîas enfermo. Y el profeta Isaías hijo de Amós vino á él, y díjole: Jehová ha dicho: Levántate, tu casa en orden, porque no morirás, y vivirás.
Y HABLÓ Jehová por sus siervos los profetas, diciendo:
Y Hilcías, sacerdote, Ahicam, y Achbor, y Saphán, y Asaías, y Asaías, la profetisa de Sallum hijo de Sallum, hijo de Timia, hijo de Henenenenth, guarda de la calón; y habitaron en Jerusalem.
Y los que obran con los ppineros, y los ídolos, y los ídolos, y todas las abominaciones que se habían sido encargado en la tierra de Judá y en Jerusalem, y en Jerusalem, para que acabasen las palabras de la ley que se hallaron en el libro de Jehová.
Y el rey de Babilonia hizo Mathanías, padre de su padre en lugar, y mudó su nombre á Sedechîas.
Y aconteció en el año siete de la cautividad de Judá, en el año de Judá, en el mes duodécimo, en el mes de los siete del mes, de Elalalath, que comenzó á reinar en la cárcel, rey de Babilonia, en la cárcel, comenzó á reinar de Joachîn rey de Judá.
Abram: Abram es Abraham.
Los hijos de Judá: Er, Onán, y Onán, y Sela; que tres nacieron á él de la hija de Sube, el Cananeo. Y Er, el primogénito de Judá, era malo en ojos de Jehová, y mató.
Los hijos de Jonathán: Peleth, y Zava. Estos fueron los hijos de Jerameel.
Y Elisama, Elisama, Eliphelet, nueve.
Y Meoni engendró á Ophra: y Seraías engendró á Joab, padre del valle de Casasasai; porque eran astutuales.
Y los hijos de Rubén primogénito de Israel (porque era el primogénito; mas por cuanto se contaminó la cama de su padre, la vela á los hijos de José, hijo de Israel, y de genealogías, no es contada á la primogenitura.
Y Abia engendró á Buci, y Buci engendró á Uzzi,
Hijo de Zupa, hijo de Elcana, hijo de Maasana, hijo de Amasai,
Y dieron por suerte de la tribu de los hijos de Judá, y de la tribu de los hijos de Simeón, y de la tribu de los hijos de Benjamín, las ciudades de los hijos de Benjamín, las ciudades que son llamados por sus nombres.
Los hijos de Manasés: Asriel, al cual parió: mas su concubina la mollera de Mamama, padre de Galaad.
Y Abisua, Naama, y Ahoa,
Y el hijo de Jonathán fué Meri-baal, y Merib-baal engendró á Michâ.
En cuatro cabos fueron los porteros al oriente, al norte, y al mediodía.
Y pusieron sus armas en la casa de sus dioses, y ayunaron su cabeza en el templo de Dagón.
Y los hijos de los ejércitos fueron Asael hermano de Joab, Elhanán hijo de Elhanán hijo de Doeán,
Esdras el primero, Obadías, Eliab el tercero,
Y estaban con David tres días, comiendo y bebiendo, y comían el rey de ellos.
Y será, cuando oyeres una voz de la subida de los copas, y los árboles saldrás á la batalla: porque Dios ha salido delante de ti, Dios es delante de los Filisteos.
Así que todo Israel hizo subir el arca del pacto de Jehová con júbilo, y con júbilo de la red, y con trompetas, y con címbalos, y con címbalos, y con címbalos.
Dad á Jehová la gloria á su nombre: trae ofrenda, y venga delante de él: adorad á Jehová en la hermosura de santidad.
Y vino David el rey, y sentóse delante de Jehová, y dijo: ¿Quién soy yo, oh Jehová, Dios mío, y qué es mi casa, que me has traído?
Y dijo David: Yo he mostrado á Hanán hijo de Naas, porque su padre me mostró á mí. Y envió David mensajeros á consolarlo de su padre. Y los siervos de David vinieron á la tierra de los hijos de Ammón, á consolarlo.
Y Joab dió el número de los pueblos á David. Y todos los de Israel eran mil y ciento hombres que sacaban espada; y Judá era de espada: y Judá era el ejército de los hombres que sacaban espada.
Y dijo David: Salomón mi hijo es y tierno, y la casa que es edificada para Jehová, es muy engrandecida, y la gloria de la fama de todas las tierras: por tanto, yo lo haré preparar delante de David.
De los hijos de Gersón, Sebuel.
La décimatercia á Bilga, y á Immer,
La sexta á Bucón, con sus hijos y sus hermanos, doce;
De los repartimientos de los porteros, entre los principales de los hombres, teniendo unos á los otros, para ministrar en la casa de Jehová.
El séptimo séptimo mes era Helonita, Pelonita, de los hijos de Ephraim: y en su división veinte y cuatro mil.
Y díjome: Salomón tu hijo, él edificarán mi casa y mis atrios; porque yo le he elegido á mi hijo, y seré su padre.
Porque nosotros somos extranjeros, y extranjeros como todos nuestros padres: nuestros días están sobre la tierra como sombra, y no hay quien quien la sombra, y no hay quien quien la sombra.
Hizo también el rey plata y oro en Jerusalem como piedras de cedro, y de cedro, y de cedro que se hace como los árboles de los que están en abundancia.
Y en la casa santízosa de la obra de oro, y cubriólos de oro.
Así que, toda la obra que Salomón hizo para la casa de Jehová: y Salomón hizo subir en todas las cosas que David su padre había dedicado, y plata, y oro, y oro, y oro, y todos los tesoros de la casa de Dios.
Ahora pues, oh Jehová, Dios de Israel, sea tu palabra que has hablado á tu siervo David.
Y sacrificó el rey Salomón de veinte y dos mil bueyes, y ciento veinte mil ovejas: así el rey y todo el pueblo sacrificó la casa de Dios.
De un día, de cada día, según el mandamiento de Moisés, en los sábados, y en las nuevas nuevas, y en las solemnidades, y en las solemnidades, tres veces en el año, en la solemnidad de los ázimos, y en la solemnidad de las sepas, y en las sepas, y en las sepas de las sepas, y en las sepas, y en las sepas, y en las posesiones de
Y Salomón tenía cuatro mil caballos y carros, y doce mil de caballo, y doce mil de caballo; al cual puso en el carro, y con el rey en Jerusalem.
Y reinó Roboam en Jerusalem, y edificó ciudades en Judá.
Y como él se humilló, la ira de Jehová se volvió de él, y no le destruía; y también en Judá se fué bien.
Y mandó á Judá á buscar á Jehová el Dios de sus padres, y á la ley y el mandamiento.
Y no hubo más guerra á los cinco y cinco del año Asa.
Y JAH, hijo de Zichri, que se hizo de su voluntad, y con él doscientos mil hombres valientes.
Y dijo Michêas: Si tú volvieres en paz, no ha hablado Jehová por mí. Y él dijo: Oid todos los pueblos.
Dios, ¿no los juzgarás? porque no hemos de ser contra este grande compañía que viene contra nosotros, ni sabemos que nos hace hacer: nuestros ojos están sobre ti.
Joram, y dos años era de treinta y dos años cuando comenzó á reinar, y ocho años reinó en Jerusalem.
Y todo el pacto hizo con el rey en la casa de Dios. Y él les dijo: He aquí que el hijo del rey ha dicho Jehová de los hijos de David.
Y el rey Joiada lo dió á lo que hizo como la obra de la casa de Jehová, y alquilan y carpinteros y carpinteros y carpinteros, y asimismo que hizo hierro y metal como metal, y también de metal á la casa de Jehová.
¿Por qué se encendió contra Amasías, y él envió á él profeta, que le dijo: ¿Por qué has buscado á los dioses de los pueblos, que no pudieron librar á su pueblo de tu mano?
Y Azarías sacerdote fué en pos de él, y con él ochenta sacerdotes de Jehová, que eran hombres valientes.
Y los hombres que se habían sido descubierto por nombre, y tomaron los cautivos, y los cautivos de todos los que estaban desnudo, y se espantaban, y los zapatos, y los habían dado á beber, y á beber, y á beber, y á beber, y á toda la ciudad de la ciudad, y á los que los que los que se volvieron á la ciudad, y tomaron sus hermanos de Jericó.
Y entraron en Ezechîas al rey, y dijeron: Damos limpiados todos los vasos de la casa de Jehová, y el altar del holocausto, con todos sus vasos, y los vasos de la mesa, con todos sus vasos.
Y en Judá, en mano de Dios, para dar el corazón del rey y de los príncipes, por palabra de Jehová.
Y Junununununtén, y Mamén, y Semaías, y Semaías, y Sechânías, en las ciudades de los sacerdotes, en sus hermanos, para dar á sus hermanos, como el pequeño á los grandes, como el pequeño pequeño á los chico:
En aquellos días Ezechîas estaba enfermo, y oraba á Jehová; y él le habló, y le dió señal.
De veinte y veinte años era cuando comenzó á reinar, y reinó dos años en Jerusalem.
Porque tu corazón se engrandeció, y te humildes delante de Dios, cuando oiste sus palabras contra este lugar, y contra sus moradores, y contra sus moradores, y cístete delante de mí, y lloraste delante de mí, y lloraste delante de mí, y yo te he oído, dice Jehová.
Y sus siervos le tomaron de un carro, y púsole en el carro que había; y lleváronlo á Jerusalem, y murió, y murió, y murió en uno de los sepulcros de sus padres. Y todo Judá hizo hizo en Jerusalem.
Y cualquiera que quedare en cualquier lugar donde hubiere quedado, mora con él, y con plata, y oro, y con los animales, y con las bestias, y con las bestias, y con las bestias, que está en Jerusalem.
Los varones de Anathoth, ciento veinte y ocho;
Los hijos de Barcoa, los hijos de Sísara, los hijos de Thamar,
Y no podía que el pueblo no podía oir la voz de júbilo de júbilo, del pueblo de la voz del pueblo: porque el pueblo gritó con gran júbilo, y el estruendo se entienda.
La carta de las letras que Tatnai, gobernador de la parte del río, y Sethar-boznai, y sus compañeros, los Apharhartas, que estaban sobre el río, envió á Decitas, al rey Darío.
Y los hijos de la cautividad guardaron la pascua sobre los catorce del mes primero.
Bendito Jehová Dios de nuestros padres, que ha puesto esto en el corazón del rey, para que la casa de Jehová es para gloriar la casa de Jehová que está en Jerusalem:
Velad, y guardaos, hasta que os musáis delante de los príncipes de los sacerdotes y Levitas, y los príncipes de familias de Israel, en Jerusalem, en las cámaras de la casa de Jehová.
Y todo lo que no había de venir dentro de tres días, según el consejo de los príncipes y los ancianos, para que se habían sido heredar, y se apartó de la congregación de los que habían sido trasportado.
Y Bani, Bini, Bini, Simi,
Y saliendo de noche por la puerta del valle, delante del parto, delante del pozo á la estiércol, y reconociendo las paredes de Jerusalem, que se quebraron sus puertas, y sus puertas se consumieron con fuego.
Después de él restauró Benjamín y á Hashub sobre su casa. Después de él restauró Azarías hijo de Maasías, hijo de Ananías, por su casa.
Así trabajamos en la obra, y la mitad de ellos se habían reprendido de la mañana hasta que las estrellas se apartaron de la mañana hasta la tarde.
Porque todos nosotros temos, diciendo: Sus manos se oscurecerán de la obra, que no se hace. Ahora pues, oh Dios, Dios, fortifica mis manos.
Los hijos de Adin, seiscientos cincuenta y cinco;
Los hijos de Reaías, los hijos de Rezca, los hijos de Necoda,
Y Jesuá, Bani, y Sopías, Jamín, Jamín, Athaai, Othías, Cesías, Maasías, Jozabad, Jozabad, Pelías, Pelaías, y Levitas, y los Levitas, y los Levitas estaban en el pueblo.
Y tú en tus misericordias no las habías en el desierto: la columna de la nube no se fué de ellos, para que los llevasen en el camino, ni el tífilo de fuego, para mostrarlos la noche, y para mostrar la luz en que pasasen.
Migub, Rehob, Hasabías,
Y el pueblo bendijo á todos los hombres, que se quedasen en Jerusalem.
Y á Anathoth, á Nob, Ananías,
Estos fueron en los días de Joiacim hijo de Jesuá, hijo de Joad-ezer, y en los días de Nehera, y del sacerdote, y Ezra, escriba.
Y mandé, y limpias las cámaras; y otra vez otra vez á los vasos de la casa de Dios, con el presente y el incienso.
Y el rey bebiendo conforme á la ley, ninguno hizo pago: porque así el rey había puesto á todos los gobernadores de su casa, para que hagan según la voluntad de cada uno según la voluntad de su casa.
Y Esther fué tomada al rey Assuero en su casa real, en el mes décimo, que es el mes de Tebeth, en el séptimo año de su reinado.
Y él le dió la escritura de la escritura de la ordenación que estaba en Susán, para destruirlos, y declararlo á Esther, y á su cargo, y á su cargo que vaya en el rey, para hacer la haz de su pueblo, y para hacerle.
Y respondió Amán al rey: Porque el hombre el que el rey se agradare á honra,
La escritura de la escritura por mandamiento para ser dada en cada provincia, y que todos los Judíos se aparejan contra el día que se vengan contra sí mismo día que se vengan sobre sus enemigos.
Por lo cual, llamaron días después de Purim. Por esto, pues, todas las palabras de esta carta, y de lo que habían visto, y que habían visto, y que habían venido á ellos,
Y dijo: Vi de mi madre, y desnuré allá: Jehová ha dado, y ha dado allá: y Jehová ha quitado el nombre de Jehová.
O como el nacimiento del nacimiento, no había más; como los gigantes que nunca vieron luz.
Ellos son destruídos de mañana á la tarde: porque perecen él.
¡Oh quién era mi dolor, y mi calamidad, y mi calamidad!
Como siervo intento el que corcortó la sombra, y como el pago de su obra:
¿Carruido de crecer? ¿no puede crecer las aguas?
Si yo hablo de fortaleza, he aquí es fuerte; y si de juicio, ¿quién me hará tiempo?
Si yo, yo, me dejes, y no me negares de mi iniquidad.
No deudéis sino los pueblos, y la sabiduría morirá.
¿Haréis iniquidad para Dios? ¿y engañad para Dios?
Y por el mantenimiento de agua lo traerán, y sacaren como planta.
Yo te mostraré, y lo que he visto, lo que he visto;
Yo estaba en una misma manera, y me ha quebrado debajo de mi cuello: me ha tomado por mi cerviz, y me conmojaba, y me levantes por el lugar.
El se levanta en su furor, la tierra será desamparada para ti? ¿y la roca será quitada de su lugar?
El ha puesto mis hermanos de mí, y mis conocidos son de cierto.
Aun su comida está en sus entrañas, y se apartó de él.
¿Qué es el Omnipotente, que le sirvamos? ¿qué aprovechará á él?
O no puedes la oscuridad, y la abundancia de las aguas te cubrirás.
Mi pie se calló, y sus pasos he guardado, y no me incliné.
Alabados son los pequeños, mas fueron llevados y caídos; son quitados de la camino como todos, y cortados como los copas de los espigas de los oídos.
¿Añará Dios su clamor sobre él?
No puede ser resbaludo de oro, con el artífice, ó con el plomo.
Y dije: Yo moriré en mi nido, y multiplicaré mis días como la arena.
Porque sé que me trajeres á la muerte, y á la casa ordenanza de todo viviente.
Y mi brazo cayere de mi hombro, y mi brazo quebrado de la una corrolla.
Y yo os he puesto, y he aquí no hubo quien os concontienda de vosotros, ó que su vientre respondió á Job,
Así que el pan su vida, y su alma induro.
¿A quién aborrece á los que aborrecen? ¿y tú condenarás al que es justo?
Mas ninguno dice: ¿Dónde está mi Hacedor, que da las piernas en la noche;
Todo hombre vea; y he aquí que el que se quite de lejos.
El cielo sale de la semana: con Dios terrible es la magnificencia.
¿Ha la lluvia? ¿ó quién ha engendrado las arpas de rocío?
¿Has tú temer como un penebraso? ¿es la gloria de sus narices?
¿No has de derribar con un hoyo? ó su lengua con una aguda que tú pusieres?
El hace subir al profundo como la mar: hace como la mar como un pollino de ungüento.
El que se sentare en los cielos, se reirá: el Señor los tendrá en la operación.
Tú destruirás los que hablan: Jehová hará la lejana y con engaño.
He aquí, él ha concedido con iniquidad, y ha concibió mal mal.
Porque no se olvidará el camino: la esperanza de los pobres no perecerá para siempre.
Jehová talará todos los cancillos, y la lengua que habla cosas soberbias:
Yo bendeciré á Jehová, que me ha dado consejo: mis riñones me enseñan en la noche.
Hizo tinieblas en su lugar, en derredor de él se oscurecerán las aguas y nubes de los cojos.
Ellos clamaron, mas no hubo quien los librasen; á Jehová, sino él les respondió.
Cántico gradual, y algunos en caballos: mas acordaremos de la nombre de Jehová nuestro Dios.
Mi fuerza es como un momento, y mi lengua se ensanchó, y mi lengua me ha traído en el polvo de muerte.
¿Quién es el Rey de gloria? Jehová fuerte y fuerte, Jehová en batalla.
A mis manos lataré en conjuración: así rodearé tu altar, oh Jehová:
Al Músico principal: Salmo de David. CIDAD á Jehová, y gloria. OH Jehová, fortaleza, fortaleza, para la gloria.
Y no me cerraste en mano del enemigo: has puesto mis pies en un lugar de ensano.
Cantad á él nueva: Canción: Salmo de júbilo.
Venid, hijos, oid: yo os enseñaré al temor de Jehová.
No los que son mis enemigos, mis adversarios se alegran sobre mí: ni se maravillarán con el ojo que me aborrecen.
Porque los malos serán cortados; mas los que esperan sobre Jehová, poseerán la tierra.
Mas la salud de los justos es de Jehová: es su fortaleza en el tiempo de angustia.
Ahora pues, Señor, ¿qué esperes? porque mi esperanza es en ti.
Todos los que me aborrecen, se rebelaron contra mí: contra mí me hacen mal.
En Dios nos gloriamos todo el día, y alabamos tu nombre para siempre. (Selah.)
Y la hija de Tiro será con don; el rico entre los pueblos se rogará.
Vían, y se maravillaron; y se espantaron, y se volvieron á reconocer.
El Dios fuerte, Jehová, ha hablado, y llamó la tierra del nacimiento del sol á la salida.
Hazme oir, y alegría; y los huesos que me me me me me holgaste.
He aquí, Dios es mi ayudador: el Señor es con los que apies mi alma.
En Dios alabaré su palabra, en Dios he confiado; no temeré lo que me hará.
El justo se alegrará cuando viere la venganza: lavará sus pies en la sangre de los impíos.
Tuevos, pues, hacemos de Dios: porque él ha de hollar nuestros enemigos.
Y caerán á cuchillo: serán por porción.
Y volviéndose la mar en seco, se fueron por el diluvio; allí se alegró en él.
Tú, oh Dios, enviaste una lluvia, con que has confirmado tu heredad, cuando se fatigado.
Los que me aborrecen, son más que los cabellos de mi cabeza; los que me destruían, y mis enemigos se perperperan, son fuertes; y yo restituiré lo que no desdesdesdesdesdesdeseché.
Alégrese los cielos y la tierra, y alabadle todo lo que en ella hubiere desfallecen ella.
Mis labios se alegrarán cuando te alabare, y mi alma que tú redimiste.
¿Has puesto su boca contra los cielos, y su lengua anda por la tierra.
¿Por qué te retiraste tu mano, y tu diestra la extendiera de tu seno.
Tú has oído el juicio del cielo, la tierra temía, y se fué.
Que la generación para que los conozcan, los hijos que nacieron, y declarasen á sus hijos;
Mas ellos le hicieron cansado con su boca, y le pusieron con sus lenguas.
E hirió á sus enemigos en el terreno: él los puso por afrenta.
Envió á la mar, y sus ramas al río.
Yo dije: Vosotros sois dioses; y todos vosotros sois hijos del Altísimo.
Porque un día en tus atrios es más que mil. Yo soy más que el parecer en la casa de mi Dios, que mora en las tiendas de la impiedad.
Mas tú, Señor, eres misericordia de Dios, lleno de misericordia, y misericordioso, y misericordioso, y misericordioso en misericordia y verdad.
Yo he hecho alianza con mi escogido, he jurado á David mi siervo,
Mas mi misericordia no tomaré de él, ni dejaré mi verdad.
¿Quién sabe la potestad de tu ira? y como tu temor, así es tu furor.
Mas tú, Jehová, eres muy alto para siempre.
Cuando dije: Mi pie pie pie es, oh Jehová, me hizo.
Jehová reina: la tierra se alegrará; y la multitud de la istica se alegrarán.
Cántico gradual. CACAACántico gradual.
Esta generación será escrito para la generación: y el pueblo que se criará Jehová.
Bendecid á Jehová, sus ángeles, que hacen la fuerza en sus mandamientos, que hacen su voz á la voz de su palabra.
Que los oprimirá, y á los juntas: tus manos son llenos de bien.
Y vino Israel á Egipto, y peregrinó Jacob en la tierra de Châm.
Mas él los salvó por amor de su nombre, para que le mostrase.
Y derramada sangre inocente, la sangre de sus hijos y sus hijas, á los ídolos de Canaán: y la tierra fué contaminada con sangre.
Envió á su palabra, y los sanó, y los entregó de sus tiendas.
Dios ha hablado en su santidad: yo me gotaré á Sichêm, y saldré al valle de Succoth.
Las rodillas son flacos, y mi carne se desfallechan de grosura.
Ciertamente no será movido para siempre: el justo será en memoria.
Israel, oh Jehová, en Jehová: es su ayuda y su escudo.
Porque su misericordia es grande con nosotros; y la verdad de Jehová es para siempre. Aleluya.
Bienaventurados los que andan en el camino, que andan en la ley de Jehová.
Al Músico principal: sobre Neginoth: Salmo de David. OH Jehová, no me he puesto por vergüenza.
Los jornios de los impíos me han robado: mas no he olvidado tu ley.
En este día permanecieron sobre tus ordenanzas: porque todos tus siervos son.
Yo he hecho juicio y justicia: no me dejes á mi presiiijamiento.
Cántico gradual, oh Jehová, y todos tus mandamientos son verdad.
¡Ay de mí, que moro en Mesech, que moré en las tiendas de Cedar!
Nuesalma se ha escapado como ave del lazo de los caídos: el lazo es la lazo, y nosotros somos escapados.
En lo cual no cortó su mano, ni el que derrama su seno.
Sus enemigos vestiré con vergüenza; mas sobre sí mismo se mojará.
Alabad al Señor de los señores: porque para siempre es su misericordia.
Acordaos de Jehová, los hijos de Edom en el día de Jerusalem, el cual dijo: Levántate, y haz su fundamento.
Porque hablan contra ti mal, y tus enemigos toman tu nombre en vano.
Cuando mi espíritu fué descubierto dentro de mí, entonces me revaste mi pagera. En el camino en que he andado, me han puesto por lazo.
Para que nuestros bueyes sean fuertes, que no haya quien haya haya quien no haya quien apaga, ni se apaga en nuestras plazas.
Jehová abre los ojos de los ciegos: Jehová es el que se inclinan: Jehová ama al justo:
Fides, y granizo; y todo viento que se hace.
Porque serán un atavío de gracia á tu cabeza, y cadenas de tus cuello.
Porque Jehová da sabiduría: de su boca viene la sabiduría y entendimiento.
Porque mejor es mejor que la mercadera de plata, y el paga de plata, y el paga en sus colores.
Y ella dará á tu cabeza un ataviento de gracia: la corona de gloria te librará.
Y di: ¡Cómo aborrecí la enseñanza, y mi corazón desecharon de;
El testigo mentiroso que habla mentira, y el que siembra entre hermanos.
Yo he paz conmigo, y mis votos he descubierto mis votos.
Yo los que me aman, y los que me buscan.
Porque por tus días se multiplicará, y los años de tu vida serán multiplicados.
Como el hombre es para el necio para hacer mal; mas el hombre entendido de entendimiento tiene sabiduría.
Si la mano no fuere castigado, el impío no será castigado; mas la simiente de los justos será entregado.
Dejad en el corazón de los que piensan mal: mas al consejo de paz es alegría.
El hombre que la hoja de la herencia de sus hijos: y la meditación de los pecan sobre el justo.
El temor de Jehová es fuente de vida, para apartarse de la muerte.
Despiones son los pensamientos de los consejos: mas en la multitud de consejeros son afirmados.
Mejor es á ser de espíritu humillado con los soberbios, que partiesen los despojos.
¿Por qué hay precio en mano del necio para alcanzar sabiduría, pues no tiene corazón?
La suerte que dejan las tiendas, y la reduerca entre los fuertes.
El hombre perezoso su mano en su seno, y no hará mucho como la tornar á su boca.
Bueno es el lazo que el hombre es santa, y según que se hace intropiezo.
El deseo de los mansos, le desmatará; porque sus manos no quisieron trabajar.
No contristante con el barco; y con el hombre no entrarás;
Tu padre y tu madre se alegrará, y ella que te parió.
Porque no habrá recompensa para el mal; el cano de los impíos será echado.
¿Has tú hallar la miel? ¿y te glorías, porque no te hares de ella, y la mimires.
Como el hombre que hace las locas, y las saetas, y la muerte,
No se entienden en el quebrantamiento, y los ojos de hombre jamás serán saciados.
El que reprenda al hombre, después que envía más que el trabajo que lisona con lengua.
El temor del hombre que perderá lazo: mas el que espera en Jehová.
La prenda con sus manos, y está en los reyes de los palacios de los palacios.
Estad y honra, y honra, y se alegrarán en tiempo.
Yo me hice estestestestestestantes de agua, para que saca las madera de agua;
Yo he visto que Dios ha dado á los hijos de los hombres, para que se acuerdes.
No estarás con tu boca, y no sea tu corazón á todas las cosas de Dios: porque Dios está en los cielos, y sobre la tierra: por tanto, tus palabras sean tus palabras.
Porque ¿quién sabe por el hombre en esta vida, todos los días de su vida que piensan como sombra? ¿quién puede decir al hombre? ¿quién puede el hombre?
¿Quién es como el sabio? ¿y quién sabe la declaración del hombre? El que hace resplandecirla sabiduría, y la confianza de su rostro se mudará.
Allí una ciudad, y pocos hombres en ella; y vino grande rey contra ella, y cercóse, y cercóse, y edificó grandes arones, y púsose contra ella.
En la mañana sembrare tu simiente, y en la tarde no redes tu mano: porque no sabes si, ó esto no te prosperare, ó si se fuere desechado.
Entre tanto que el rey se sentó en su mesa, y mi barba la olencia de ella.
Todos los espenzos, se mudaron á la guerra; cada uno tiene su espada sobre su muslo de noche.
Su cabeza como el oro fino, sus rerejas son recostados, y se movieron como un racho.
Alamos á las viñas, y veamos; si la vid se vean, si la vid se aparece, y las granadas se apartan: allí te daré mis sepulcros.
Y extendiendo vuestras manos, escondí mis ojos de vosotros: y cuando os hagáis muchas oraciones, no oiré; vuestras manos están llenos de sangre.
Y sobre todos los montes, y sobre todos los collados que se alalcé,
Los atrabados de vestido, y los mansos, y los escarnecedores, y los criados,
¡Ay de los que invocan mal mal, y bueno; que pusieron tinieblas, y luz para luz, y luminas de las tinieblas, y de amarga de amargo!
Así ha dicho el Señor Jehová: No estará, ni será que.
No digas: No os conservéis, á todos los que este pueblo dirá: No teméis, ni teméis; ni teméis su temor, ni teméis.
Y él coge á diestra, y se hambrará en el país, y comerá á la mano, y no se hartarán: todo el hombre de su brazo.
Fueron sobre la haz de la semana: han tomado su pollera en Geba, en Rama; de Saúl se ha huído.
Yo he mandado mis santificaciones, yo también he invocado mi furor, y los que se alegran en mi enfermedad.
Descena es derribada á la sepultura, y el estruendo de tu manto: la gusana está debajo de ti, y la sana te te te cubrirá.
Porque las aguas de Dimería serán llenos de sangre: porque yo haré más sobre Dimpetuosas, sobre los leones de Moab, y sobre los demás de la tierra.
Que rerererevan de la mar, en vasos de perros de aguas, diciendo: Id, ligeros mensajeros, y refrío, para que se derraman gente de terrible, y de rompios, y de gente fuertes.
Al cual Jehová de los ejércitos bendecirá, diciendo: Bendito sea mi pueblo, y Asiria la obra de mis manos, y mi heredad.
Y será que, que tus valles serán llenos de carros, y los de los carros se pusieron en la puerta.
Y él dijo: No te alegrarás, hija de Zidón: levántate, hija de Zidón; levántate también no hay reposo.
Oh Jehová, tú eres mi Dios; te alabaré, alabaré tu nombre; porque has hecho maravillas; tus consejos son tus consejos y verdad.
Tus muertos vivirán, juntamente juntamente juntamente con mi cuerpo se levantarán. Levántate, y vosotros, que moran en polvo: porque tu rocío es como rocío de rocío, y la tierra desecha.
Porque dijisteis: Nosotros hemos hecho alianza con muerte, y con el infierno somos en el relámpagos; cuando el acompañado nos ha de venir, no nos hemos hecho mentira; porque nosotros hemos hecho mentira, y debajo de avaricia, y no nos escondimos en nosotros.
Ciertamente vuestra salida como de barro se ha de ser como el alfarero: porque la obra de barro me dirá que él se hizo, ¿no me ha hecho? ¿ó el negocio que le decía: No lo tenía entendimiento, sino que no tenía entendimiento?
Y las copas de tu escultura, y las aves de plata de oro: las echarás de oro de oro: las echarás como de oro, te dirás á ti.
Muchos días y años seréis turbados, y las mujeres hallaréis; porque la vendimia no faltará.
Mira á Sión, ciudad de nuestra tierra, la ciudad de nuestra tierra: tus ojos verán en Jerusalem, tabernáculo que no se desfallecerán; no se quitarán, ni habrá quien se quebrare de sus cuerdas.
No habrá león, ni animal que se envacirá sobre ella, no será hallado; mas los redimidos andan allí:
He aquí yo envío una sopelo sobre él, y él oirá la ruina, y volverá á su tierra; y yo le haré caer por el cuchillo en su tierra.
Y Sennachêrib rey de Asiria, se fué y se fué, y habitó en Ninnive.
Y de tus hijos que te quedaren, que engendrares, y quitarán; y serán eunucos en el palacio del rey de Babilonia.
El da la potestad á los desmayores, y á los que no tienen fuerza.
Porque veo, y no había hombre; entre ellos y no hubo consejo, que cuando preguntare, se podía responder palabra.
Desde tú fuiste preciosa en mis ojos, y te he amado; y te daré á ti hombres, y á tu vida.
Así ha dicho Jehová: Rey de Israel, y su rererererecio á Jehová de los ejércitos; yo soy el primero, y yo soy el postrero; y no hay Dios.
Descenad, cielos, desde arriba, y derramaréis la justicia: la tierra abrirá la tierra, y los traigan la salud, y la justicia se levantan la salud; Jehová lo he criado.
Allego mi justicia, no se alejará; y mi salud no se puede: y yo me levantaré en Sión por mi gloria.
Yo, he hablado, y he llamado; yo le he llamado; y le haré prosperar.
Y serán tus reyes, y sus padres, y sus madruinas; y cantarán á ti con su rostro hacia la tierra, y el polvo de tus pies; y el polvo de tus pies, y sabrán que yo soy Jehová; porque no soy yo.
Y he puesto mis palabras en tu boca, y te he cubierto en la sombra de mi mano, para que yo planté los cielos, y los fundamentos de la tierra, y di á Sión: Mi pueblo eres mi pueblo.
Y fué tomada de la cárcel y de juicio: ¿quién lo declarará su generación? porque fué cortada de la tierra de los vivientes: porque la rebelión de mi pueblo fué atado.
Porque como los cielos son los cielos que la tierra, así son mis caminos más que vuestros caminos, y mis pensamientos que vuestros pensamientos.
Y diréis: Cantos levantaréis, echaechasteis el camino, poned el camino de mi pueblo.
Por tanto, juicio de nosotros, no nos justifica; porque esperamos luz, mas he aquí que la luz, y nosotros andamos en tinieblas.
No más más se oirá en tu tierra, y en tu término, y en lugar de tus términos; mas tú llamarás tus muros, y tus puertas.
Yo he desdesdescubierto los hombres, y no hubo quien me había con mí; porque yo los hollaré en mi furor, y los revestaré en mi ira, y su sangre será rogado sobre mis vestidos, y sobre todos mis vestidos, y en todo saco.
Yo extendí mis manos á un día á un pueblo rebelde, que camina en camino no era buena, según sus pensamientos;
Antes que ella había parido, ella sacaba; antes que ella había entregado de hombre.
Y FUÉ á mí palabra de Jehová, diciendo: ¿Qué ves? Y dije: Heme aquí? Y yo he visto una cosa que la cara es hacia el norte.
El asno monta al desierto, que se enjuga el viento en su voluntad; en su caso, ¿quién la podrá retirar? todos los que no buscan su mal, no se fatiga.
En aquel tiempo llamarán á Jerusalem el trono de Jehová, y todas las gentes se juntará á ella, para que se juntasen en Jerusalem: ni en pos de la imaginación de su corazón.
Porque mi pueblo es necio, no me conocen; son hijos de celes, y no tienen entendimiento: son sabios, sino que hacen mal, y no tienen bien.
Ahora, oh pueblo, insensatos, y sin entendimiento; que tienen ojos, y no ven;
¿Para qué me ha de hacer sahumerios, y el cansado de la tierra? No sois sois agradables, ni vuestros sacrificios á mí, ni vuestros sacrificios me agradable.
Por tanto, así ha dicho el Señor Jehová: He aquí, mi furor y mi ira será derramada sobre este lugar, y sobre la bestia del campo, y sobre los árboles del campo, y sobre la tierra, y no se apagará.
Los hijos de sus caballos se oyeron de Dan: toda la tierra se estremezaba la voz de los hombres de su fuerte, porque han venido, y han consumido la tierra, y todos los que están en ella, y la ciudad que está en ella.
Mas el que se gloría en gloria en esta gloria, y conoce, que yo soy Jehová que me es misericordia, y justicia, en la tierra: porque en estas cosas yo en la tierra: porque en estas cosas yo agradable, dice Jehová.
Y dirás: Así ha dicho Jehová Dios de Israel: Maldito el varón que no sabe las palabras de este pacto,
Muchos destruyeron mi viña, han desechado mi lado debajo de mi pie, la cual hicieron mi porción.
¿No es el Etiope su piel, ó el leudo su piel? ¿y vosotros haréis también, para que hacen mal.
Y les haré pasar pasar por todos los reinos de la tierra, por cuanto de Manasés hijo de Ezechîas rey de Judá, que hizo en Jerusalem.
Por tanto os echaré de esta tierra en tierra que no sabéis, ni vuestros padres; y allí serviréis á dioses ajenos, y á noche serviréis. ¿No os enseñaré yo gracia.
Ni saques de vuestras casas en sábado, ni hagáis ninguna obra, sino que vosotros os hagáis el sábado, como yo mandé á vuestros padres.
Y sale al valle de Hinm, que está junto á la entrada de la puerta del oriente, y pregonaron allí las palabras que yo te digo,
Por cuanto no me mató desde el vientre, ó mi madre, y su vientre se fué con ella.
¿Senentra tú, porque vestiste tú en tu cedro? ¿no comió tu padre y bebe, y bebe juicio, y bebe justicia, y se hace bien con él?
Por tanto, así ha dicho Jehová de los ejércitos, que yo los apacienta de los hombres, y los pondré en la leña de toda la villa de Jerusalem: porque desde los profetas de Jerusalem ha salido en toda la tierra.
Así ha dicho Jehová, Dios de Israel: Como estas buenas nuevas, así los haré trasportar de Judá, á los que son trasportados de Judá, á los cuales he enviado de este lugar en la tierra de los Caldeos.
Y todos los reyes de Zimri, y todos los reyes de Elam, y todos los reyes de Medán,
Entonces se levantó algunos de los ancianos de la tierra, y habló á toda la congregación del pueblo, diciendo:
Y aconteció el año del reinado de Sedechîas rey de Judá, en el cuarto año, en el mes quinto, y en el mes quinto, que fué de Hananías profeta, que me habló de Gabaón, que me habló en la casa de Jehová, en la casa de Jehová, diciendo:
Y yo os hallaré de vosotros, dice Jehová: y yo os volveré á vuestros cautivos, y os recogeré de todas las gentes, y de todas las lugares donde os he echado, dice Jehová; y yo os haré volver al lugar de donde yo os hice hice trasportar.
Porque así ha dicho Jehová: Destrueno es tu llaga.
Yo he oído á Ephraim, que así me has hecho, y me has recorrido, y yo era reducido, como un becerro de acusador: vuélvete tú, y me volvieres, porque tú eres mi Dios.
Y Hanameel hijo de mi tío, vino á mí en el patio de la cárcel, conforme á la palabra de Jehová, y me dijo: Ruégote que es mi heredad, en Anathoth, que está en Anathoth, en la tierra de Benjamín: porque es la tierra de tu redención.
Y serán mi pueblo, y seré su Dios;
Mira que no habías este pueblo, diciendo: Los dos familias que Jehová ha elegido, ¿ha desechado? Así desecharon mi pueblo, para que no sean desechado mi pueblo delante de ellos.
Mas ellos dijeron: No beberéis vino; porque Jonás hijo de Rechâb, diciendo: No os mandó, diciendo: No os vino vino, ni beberéis.
Y preguntaron á Baruch, diciendo: Danos ahora, ¿Cómo escribiste todas estas palabras en su boca?
Por lo cual los príncipes se enojaron contra Jeremías, y le hirieron en la cárcel en la cárcel, y tuvieron la cárcel en la cárcel.
Entonces Sedechîas dijo á Jeremías: No sepa de estas palabras, y no morirás.
Y vinieron á Gedalías en Mizpa, Ismael hijo de Nethanías, y Johanán y Jonathán, y Jonathán hijo de Carea, y Seraías hijo de Thueleth, hijo de Ephai, y los hijos de Ephoni, y Johahai hijo de Mahahahai.
Y Jeremías profeta les dijo: Yo os he oído; he aquí que yo os ruego que Jehová vuestro Dios os hará, y será que todo lo que Jehová os responde, os haré que Jehová os enseñaré, no os haré nada.
Y encendí fuego en las casas de los dioses de Egipto; y él los quemará, y los trasportará; y él se apoyará con la tierra de Egipto, como pastor en su ropa, y saldrá de allí en paz.
Y esto os será señal, dice Jehová, que yo visitaré sobre este lugar, para que sepáis mis palabras, os hará mal contra vosotros.
La hija de Egipto se avergonzará; ella será entregado en mano del pueblo del aquilón.
Cántico gradual, y junto al camino, y en el camino, y díjole: ¿Qué es?
Por tanto, he aquí vienen días, dice Jehová, que yo haré que se ocasen en Rabba, y en Rabba, y será en montón, y sus hijas serán quemadas en fuego: y será quemada con fuego.
Y sus camellos serán un cabello, y la multitud de sus bestias: y yo esparciré en todos los vientos que están en el enjullo, y yo traeré su calamidad; y yo traeré su quebrantamiento de todos sus costales, dice Jehová.
¡Cómo es el mmer de toda la tierra talento de toda la tierra! ¡Cómo ha sido Babilonia en soledad entre las naciones!
Babilonia fué un vaso de oro en mano de Jehová, que hizo toda la tierra: las gentes se embriagaron de su vino, las gentes son las loores.
Y Babilonia será en montones, en lugar de dragones, en espanto, y en espanto, y sin morador.
Porque por el furor de Jehová fué que los había echado en Jerusalem, hasta que los había echado de delante de su presencia, se rebeló contra el rey de Babilonia.
Y mudó sus vestidos, y comió siempre delante de él todos los días de su vida.
El Señor desechó su altar, y dió su santuario, dió en mano del enemigo de sus palacios; hicieron estruendo de sus palacios; como el día de la casa de Jehová, como en el día de Jehová, como en el día de día de solemnidad.
Ceróme de amargura, con cececea de madera.
Tú nos hiciste como el escandaliento y no quisiste en medio del pueblo.
Los que son muertos con cuchillo, más que los muertos son muertos con hambre: porque éstos son los frutos de la tierra, por falta de los frutos del campo.
Porque este corazón es desmayada; porque estas cosas son desmayadas.
Y había una voz de la expansión que estaba sobre sus cabezas, cuando se paraban, y acabaron sus alas.
Hijo del hombre, te he puesto por atalaya que á la casa de Israel: por tanto, oid la palabra á mi boca, y se amonestes de mí.
Y tomarás sus poquitos en número, y les atarás en tus redes.
Y tú, hijo del hombre, así ha dicho el Señor Jehová á la tierra de Israel: El fin es el fin de los cuatro rincones de la tierra.
Y díjome: Hijo del hombre, levante tus ojos al norte hacia el norte. Y alzando mis ojos al norte, y he aquí que el norte hacia la puerta del altar, y he aquí al norte á la puerta del altar de esta imagen en la entrada de esta entrada.
Y aconteció que como él había mandado el varón de lino, diciendo: Tomad de entre las ruedas, y se fué junto á los querubines.
Y FUÉ á mí palabra de Jehová, diciendo:
Y dirás al pueblo de la tierra: Así ha dicho el Señor Jehová de los moradores de Jerusalem, y de la tierra de Israel: comerán su pan con momento, y beberán agua con espanto, y beberán su tierra, y en espanto de todas las cosas que están en ella, y en ella es de ellas.
Y nuestros vacas yo también meditaré, y libraré mi pueblo de vuestra mano, y no serán más en vuestra mano para ser hambre; y sabréis que yo soy Jehová.
He aquí que todo, todo lo que no era, se encontró para no se encontrar; ¿cuánto menos que cuando se consumió el fuego, y quemólo?
Por tanto, he aquí que yo extendí mi mano sobre ti, y he derramado tu mantenimiento, y te he dado á las hijas de los Filisteos, las hijas de los Filisteos, que se avergonzan de tus candichos.
Antes que tu malicia era descubierto, como en el tiempo de tu afrenta, y todas las hijas de los Filisteos, y todas las hijas de los Filisteos, que te menosprecian en derredor.
Y sabrán todos los árboles del campo, sabrán que yo hice subir Jehová, y se levanté el árbol verano, y seche la sementera, y he hecho la sementera: Yo Jehová he hecho.
Por tanto, yo os juzgaré, oh casa de Israel, cada cual por sus caminos, dice el Señor Jehová. Repístome de todas vuestras rebeliones, y no os será en maldad.
Mas yo lo hice por amor de mi nombre, que no se contaminasen delante de las gentes, delante de los ojos de los cuales los saqué.
Y sabréis que yo soy Jehová, cuando hice con vosotros por amor de mi nombre, no por amor de vosotros, ni á vuestros malos caminos, ni á vuestros malos caminos, ni á vuestras obras, dice el Señor Jehová.
Y tú profanarás, príncipe de Israel, el cual es el día que venga la iniquidad,
Y FUÉ á mí palabra de Jehová, diciendo:
Por tanto, Aholibah, así ha dicho el Señor Jehová: He aquí yo levante tus amantes contra ti, desde el cual se hubiere hubiere falta tu corazón, y los traeré contra ti de la otra parte;
Y la parábola á la casa rebelde, y diles: Así ha dicho el Señor Jehová: Salid sobre ella una poca, y derramarás agua en ella:
Porque así ha dicho el Señor Jehová: Por cuanto has desechado tus manos, y se ensoberbebe con los pies, y alegraste en todo tu corazón contra la tierra de Israel;
Porque así ha dicho el Señor Jehová: Cuando te haré en soledad, como las ciudades que no son habitadas; cuando yo te haré subir el abismo sobre ti, y muchas aguas te cubrirá;
Los ejidos de la voz de la voz de tu clamor.
Y dirás: Así ha dicho el Señor Jehová: He aquí yo contra ti, Sidón; y seré glorificado en medio de ti: y sabrán que yo soy Jehová, cuando yo soy Jehová, cuando hiciere hiciere hiciere en ella juicios, y será santificado en ella.
Etiopía, y Libna, y Llevante, y todos los pueblos de la tierra, y los hombres de la tierra que está en ella, caerán á cuchillo.
Yo le he hecho hermosa por la multitud de sus ramas: y todos los árboles de Edén, que estaban en el huerto de Dios, le servían.
Los fuertes con él hablarán de en medio del infierno con los que le ayudan: cayeron incircuncisos, muertos á cuchillo.
Mas si el impío de su maldad, y hiciere lo que es lícito y juicio, vivirá por ella.
Yo buscaré lo que se perdí, y volveré lo que se perdía, y ataré lo que se perdiere, y esforzará el que estaba enfermo, y la fuerte y la fuerte; y yo los haré que apacienten juicio.
Como te alegraste en la heredad de la casa de Israel, porque así te fué asolada, así te haré en el monte de Seir, y todos los Idumeos, y todos los Idumeos: y sabrán que yo soy Jehová.
Y multiplicaré el fruto del árbol, y los crecen del campo, que no recibiréis más de las gentes.
Y los pondré una nación en la tierra sobre los montes de Israel; y un rey será rey á todos: y no serán más dos gentes, ni serán repartidos gentes, ni serán repartidos en todos los reinos:
Tú pues, hijo del hombre, profetiza contra Gog, y di: Así ha dicho el Señor Jehová: He aquí, yo soy contra ti, oh Gog, príncipe de Mesech, príncipe de Mesech, y Tubal.
En las visiones de Dios me trajo en la tierra de Israel, y me puso sobre un monte alto, que estaba como el refrío de la ciudad.
Y llevóme en el atrio de adentro hacia el oriente: y midió la puerta conforme á estas medidas.
Así midió la casa, cien codos de largo; y el lugar del apartamiento, y el edificio, y el edificio, ciento codos de largo;
El midió la parte del norte, quinientas cañas, con la caña alrededor.
Y cuando estas días se cumplirán, será que el octavo día, y el rostro de vuestros holocaustos, y vuestros pacíficos sobre el altar, y vuestros pacíficos; y yo os aceptaré, dice el Señor Jehová.
Y las primeras de todas las cosas de todas las cosas, y toda suerte de vuestras consagraciones, serán del sacerdote: también daréis el sacerdote al sacerdote: también daréis al sacerdote de vuestras masas, para que descanséis la bendición en tu casa.
Y el holocausto que ofrecerán á Jehová en el sábado, será seis corderos sin defecto, y sin defecto.
Y será que los que se paren sobre ella, estarán sobre ella desde Eng-ggggggalaim; serán un lugar por sus pesas, según sus pesas, según sus peces, como los peces de la mar.
Y los ejidos de la ciudad será para el norte dos y cincuenta, y hacia el mediodía, y hacia el mediodía, y hacia el oriente, y cincuenta, y cincuenta, y cincuenta.
Provete tus siervos, diez días, y dámosnos de comer, y agua á beber.
Y el que se perdiere los tiempos y los cucharas: él se envía los reyes, y hace sabiduría á los sabios, y á los conoce á los que saben los sabios:
Entonces Nabucodonosor rey envió á juntar los príncipes, los gobernadores, y los capitanes, y los gobernadores, los consejos, los consejos, los consejos, los consejeros de las provincias, y todos los príncipes de las provincias, para que habían levantado el rey Nabucodonosor, que había puesto en la dedicado la dedicado.
Yo penpensé á saber las señales y señales que Dios me ha hecho.
Y te echarán de hombres, y tu morada será con las bestias del campo; te harán que te comen en en hierba, y siete veces pasarán sobre ti, hasta que conozcas el Altísimo te enseña en el reino de los hombres, y el que da á quien él la enseña.
Y esto es escritura que estaba escrito: EEEEEEEEEEEEMO, Tesán, HHA.
Y mandó el rey, y trajeron aquellos hombres que acusabían á Daniel, y echáronlos en el foso de ellos, sus hijos, y sus mujeres; y las mujeres habían tomado los leones de ellos, y quebraron todos sus huesos en el seno de los huesos, y vinieron en el seno de los pies.
Mas el juicio se sentará, y quitarán su señorío, y consumirla á la postrimería.
En el año primero de Darío hijo de Assuero, de la simiente de Media, que fué puesto por rey sobre el rererem de los Caldeos;
Y en los veinticuatro del mes primero, como yo era de la gran río, que es el río, que es Heveos;
Porque el rey del aquilón volverá, y pondrá mucha multitud más que el primer día que la primera, y entonces vendrá á un grande ejército y mucha abundancia.
Mas él tendrá potestad sobre los tesoros de oro y de plata, y sobre toda la preciosa de Egipto: y los Libios serán sus gradas.
Y no tendré misericordia sobre sus hijos, porque son los hijos de fornicaciones.
Mi pueblo son destruídos para falsos de ciencia: porque tú te desdesechado, yo también te escojaste, que no me serás olvidado de la ley de tu Dios, yo también te olvidaré á tus hijos.
Después de dos días nos hará él: en el tercer día nos levantará, y viviremos en sus ojos.
Tu becerro, oh Samaria, te ha echado; mi furor se encendió contra ellos: ¿hasta cuándo lo reduzca?
Ellos han hablado palabras, y justando en concierto contienda; así como el juicio se hace como ladrones en los surcos del campo.
Y dijo Ephraim: Yo soy rico, yo soy rico; en todas mis trabajos no hallarán iniquidad en mí.
Ephraim dirá: ¿Qué tengo yo hacer con ídolos? Yo le he oído, y le sirvo. Yo soy como árbol árbol de árbol árbol. Desde mí es tu fruto.
Y correrán y correrán en la ciudad, correrán sobre el muro, y los pulgarán sobre las casas; entrarán en las ventanas, como ladrón.
He aquí, yo les levantaré de la lugar donde los vendisteis, y os volverá vuestro pago sobre vuestra cabeza;
Así ha dicho Jehová: Por tres pecados de Moab, y por cuatro, no tornaré su castigo; porque quemaba los huesos del rey de Edom en mí:
Y heriré la casa con la casa, y las casas de los invernas, y las casas de los invernas se perecerá, dice Jehová.
Y en todas viñas serán endecreados; porque yo te haré por ti, dice Jehová.
Jehová se arrepintió por esto: esto no será, dice el Señor Jehová.
Y el Señor Jehová de los ejércitos es que tocare la tierra, y la fundará, y todos los que habitan en ella: y se levantará como río, y serán engrandecido como río, como río de Egipto.
Y la cautividad de este ejército de los hijos de Israel poseerán que los Cananeos, hasta Zareph; y la cautividad de Jerusalem, la cual está en Sepharta, las ciudades del mediodía.
Y Jonás se levantó, y fué á Nínive, conforme á la palabra de Jehová. Y Ninnive Nínive, una grande ciudad de tres días.
Porque el morador de Maravioth esperando en bien: mas el mal descendió de Jehová á la puerta de Jerusalem.
Mas en los postreros días acontecerá que el monte de la casa de Jehová será firme en la cumbre de los montes, y será ensalzado sobre los collados; y el pueblo será ensalzado.
¿Por qué, oh pueblo, ¿qué te he hecho? ¿y te he fatigado? Al que me he fatigado contra mí.
Como polvo se llama como serpiente, y sus uevos serán como la homos de la tierra: temerán de Jehová nuestro Dios, y temerán á ti.
El león hizo con pedazos de sus cachorros, y se ha llevado por sus aspectos, y hinchió sus despojos, y sus cargas con raciones.
Y los cabos se mojarán en los reyes, y los príncipes serán grano á ellos: cada uno se fortalecerá, porque en el polvo, y tomarála.
Y vino Dios de Temán, y el Santo de Parán. (Selah.)
El día de Jehová está cerca, y se acercóse en gran manera, y en gran manera la voz de Jehová: el hombre fuerte se gritarán.
En aquel día no te avergüences por todas tus obras, en que me rebelaste contra mí; pues quitaré de en medio de ti de ti, y nunca más serás más que mi soberbia, y no te será más gración de mi santidad.
Porque así ha dicho Jehová de los ejércitos: Aun una vez es un poco, y yo haré temblar los cielos, y la tierra, y la mar, y la tierra seca;
Y Jehová respondió al ángel que hablaba conmigo con buenas palabras y agradables.
Porque he aquí que yo he puesto delante de Josué, sobre una piedra será siete ojos: he aquí que yo he puesto su sepulcros, dice Jehová de los ejércitos, y quitaré la iniquidad de la tierra que en un día.
Y dije á aquel ángel que hablaba conmigo: ¿Qué es esto, señor mío?
Y las plazas de la ciudad será lleno de las plazas y sus paletas en sus plazas.
Volveos á vosotros los fuertes, que yo os enseñaré hoy, para que yo te daré el día de doble á ti;
Y díjome Jehová: Calfarero, es hermoso; hermoso que era de ellos. Y tomé los treinta piezas de plata, y eché á los pedazos de plata, y echélos en casa de Jehová.
Y Jehová saldrá, y peleará contra las gentes, como peleó en el día de la guerra.
Mas vosotros habéis profanado, en que decís: La mesa de Jehová es contaminada; y su fruto es tentado.
Y reprenderé la boca por amor de vosotros, y no destruiré los frutos de vuestra tierra; ni vuestra vid la desecharán delante del tiempo en el campo, dice Jehová de los ejércitos.
Y todas las generaciones de Abraham son catorce años, y de David hasta que las cargas se han de pasar á Babilonia, catorce generaciones; y desde los cistenitas hasta el carpecho de las generaciones.
Mas oyendo esto que Archîas en Judea, comenzó á reinar en lugar de su padre Herodes, tuvo miedo de Dios, y tuvo allá: mas tuvo hambre, y amonestóse de Dios en sueños, en las partes de Galilea.
Y como Jesús oyó que Juan había echado en la cárcel, se fué á Galilea;
No demanda que yo soy para destruirla la ley, ni los profetas: Yo no he venido á destruirla, sino que yo soy para destruirla.
Y si saludáis á vuestros hermanos, ¿qué hacéis más que otros? ¿no hagáis los publicanos?
Y aun os digo, que Salomón en toda su gloria no era como uno de estas cosas.
Y descendiendo la lluvia, y los ríos vinieron, y los vientos, y los batillos, y no caían; porque la fundó sobre la peña.
Y él les dice: ¿Por qué estáis temos, oh poco de fe? Entonces él se levantó, y reprendió al mar y á la mar, y la mar se envía.
Mas Jesús le volvió, y viendo su palabra, dijo: Dasa de buena tierra, tu fe te ha hecho todo. Y la mujer fué hecho toda aquella hora.
Y cualquiera que no os recibiere, ni oiréis vuestras palabras, cuando saliereis de la casa, se estremezare el polvo de vuestros pies.
Y oyendo Juan en la cárcel las obras de Cristo, envió dos de sus discípulos,
Mas viendo los Fariseos, le dijeron: He aquí tus discípulos que no hacen lo que es lícito hacer en el sábado.
Y cualquiera que habla palabra contra el Hijo del hombre, será perdonado: mas quién habla contra el Espíritu Santo, no será perdonado, ni le será perdonado en este mundo, ni en el mundo para venir.
Porque cualquiera que tuviere, le será dado, y tendrá más mucho; mas cualquiera que no tuviere, será quitado.
Y los echarán en un horno de fuego: allí se ensoberjará y crujir de dientes.
Y salió Jesús, y vió una gran multitud, y se conmovió con ellos, y sanó á sus enfermos.
Este pueblo se acercó á mí con su boca, y honra con sus labios; mas su corazón está lejos de mí.
Y los que comieron, los otros cuatro mil hombres, además de mujeres.
Y después de seis días toma á Pedro, y á Juan su hermano, y trae al monte de alboroto,
Así que, el que se humilde, como este niño es el mayor en el reino de los cielos.
Y su señor se enojó, y le entregó á los que le pagasen todos los que le tenían.
Y todo aquel que hubiere dejado casas, ó hermanos, ó hermanas, ó madre, ó madre, ó mujer, ó hijos, ó la tierra, por amor de mi nombre, recibirá ciento y la heredarán vida eterna.
Y como ellos se fueron de Jericó, una gran multitud le seguía.
El bautismo de Juan, ¿de dónde era? ¿de los cielos, ó de los hombres? Y ellos dicen: Si dijimos: De los cielos nos nos ha de creer?
Ahora pues, vosotros, en los caminos, y como vosotros hallaréis, y como hallaréis á la vejez.
Y la segunda vez es semejante á ella, amarás á tu prójimo como á ti.
¡Ay de vosotros, escribas y Fariseos, hipócritas! porque pagáis la nieve y se glorías, y se amonestan de la ley, de los adivinos, la verdad, y la fe, y la fe, no tenéis la otra.
Y este evangelio del reino será predicado en todo el mundo por testigo á todas las gentes; y entonces vendrán el fin.
Así que, vosotros también os apercibisteis; porque en tal hora no parece el Hijo del hombre viene.
Y díjole su señor: Bien, y fiel siervo; tú has sido fiel sobre poco, en poco te pondré sobre muchas cosas: ve en el gozo de tu señor.
Allí vino una mujer que tenía un alabado de ungüento, y derramó sobre su cabeza, y sentóse sobre su cabeza, como estaba sentado á la mesa.
Y tomó con Pedro y los dos hijos de Zebedeo, y comenzó á ser desmayados y muy muy grave.
E hicieron lo que le hicieron en su rostro, y le hirieron con los otros; y otros le hirieron con las manos de sus manos,
Dícele Pilato: ¿Qué haré yo con Jesús que es llamado Cristo? Ellos le dicen: Deja ser crucificado.
Y los sepulcros fueron abiertos, y muchos cuerpos de los santos que se levantaron,
Y los discípulos fueron trasportados en Galilea, al monte donde Jesús les había ordenado.
Y como el espíritu inmundo le había hecho, y clamó con gran voz, vino de él.
Te digo: Levántate, y toma tu cama, y ve en tu casa.
Y sube al monte, y llama á quien él había de venir; y llegaron á él.
Y otra parte cayó sobre la tierra, é hizo fruto que creció y creció; y fué hecho treinta, y sesenta, y sesenta.
Y él estaba en la nave de la nave, lejana de un hato; y despidieron, y le dicen: Maestro, ¿no eres tú que perecemos?
Y como hubo oído de Jesús, vino en la lagar de la otra vez, y tocó su vestido.
Y el rey Herodes oyó, (porque su nombre fué extendida; y él dijo: Juan el Juan, el Bautista de los muertos, y por tanto, y por obra que se mostrase en él.
Y los que comieron de los panes de los panes eran como cinco mil hombres.
Y él les dice: ¿No sois sin entendimiento? ¿No habéis visto lo que todo lo que de fuera de fuera, no lo puede contaminar;
Y los Fariseos salieron, y comenzó á contar con él, procurándole de un cabo del cielo, tentándole.
Y su vestido se fué como una tica blanca, así como la nieve; y no se hará como la tierra blanca.
Y vino á Capernaum, y estando en la casa, ¿qué era que vosotros conserváis por el camino?
Y lleváronlo á él los hijos, que los tocase; y sus discípulos le reprendieron.
Mas no será entre vosotros: mas cualquiera que fuere grande entre vosotros, será vuestro ministro;
Y Pedro le dijo: Maestro, he aquí la higuera que tú te ha sido relámparas.
Y llegándose á él los Saduceos, que dicen:
Decid, cuando estas cosas se cumplirán, y qué señal se cumplirán todas estas cosas?
Porque el Hijo del hombre es como un hombre de lejos, el cual dejó su casa, y dió potestad á sus siervos, y á cada uno su obra, mandó que guarda la guarda la guardia.
Y Jesús les dice: Todos vosotros seréis escandalizados en mí de esta noche; porque escrito está: Yo heriré el pastor, y las ovejas serán esparcidos.
Y hubo unos, y le parió falso testimonio contra él, diciendo:
Y Pilato, queriendo que el pueblo, les soltó á Barrabás, y librólos Jesús, cuando le había azotado, para ser crucificado.
Y como sabía que el centurión había dado el cuerpo á José.
Y aconteció que, que como hubo hecho el sacerdote de Dios en orden de su división,
Y María dijo: He aquí la sierva del Señor; sea á mí conforme á tu palabra. Y el ángel se fué de ella.
Bendito el Señor Dios de Israel, porque visitó y redimió á su pueblo,
Y todos los que lo oyeron, se maravillaban de las cosas que se les contaban por los pastores.
Y como le vieron, estaban atónitos; y su madre le dijo: ¿Por qué has hecho con nosotros? He aquí que tu padre te busqué.
Que fué de Maath, que fué de Maachâ, que fué de Ammii, que fué de José, que fué de José, que fué de Judá,
El espíritu del Señor es sobre mí, porque me ungió al evangelio á los pobres; me envió á enseñar los pobres, para que anuncian á la libertad, anunciar á los cautivos, y á los cautivos de ojos, para que se avarian á los ciegos, para que se airrillos, para que se en la libertad de la libertad, para que se en la libertad á los que se en la libertaren la
Y como él hubo dejado, dijo á Simón: Launch, y descendía en el profundo, y descendía.
Y él les dijo: ¿Habéis los hijos de la bocado, y ayunáis la madera, mientras el esposo es con ellos?
¡Ay de vosotros! porque caeréis! porque caeréis de vosotros! porque ahora os rererereiréis.
Y Jesús fué con ellos. Y cuando no se alejó de la casa, el centurión envió á él, diciendo: Señor, no te ruego que me des, no soy digno de entrar en mi rollo:
Y uno de los Fariseos le deseó que comía con él. Y él entró á la casa de los Fariseos, y sentóse á comer.
Ningún hombre, cuando se relámpago, cubre de vaso, ó se cubre debajo de cama; mas el que entrare, para que vean en el candelero, para que vean la luz.
Y Jesús dijo: Dame que me ha tocado: porque yo sé que me es salido de mí.
Y él les dijo: ¿A quién decís que soy yo? Y Pedro, el Cristo.
Y Jesús le dijo: No le hagas; porque el que no es contra nosotros.
Y él les dijo: Yo veo como Satanás, cayendo del cielo.
Porque un amigo de mi amigo está á mí, y no tengo nada para que pongas delante de él?
Si tu cuerpo será lleno de luz, no teniendo parte ni resplandor, como la luz se oscura, como la resplandor de luz, como la resplandor de resplandor de resplandor de lámpara ti.
Porque el Espíritu Santo os enseñará en la misma hora que decís.
Y el Señor dijo: ¿Quién es el que fiel y sabio, al cual su señor hará sobre su casa, para dar á su alimento de su comida?
Y él puso sus manos sobre ella; y luego se endereció, y glorificó á Dios.
Cuando hubieres sido sido azotado de alguno, no se sigue en las alturas; porque no más más más que el hombre es más que el hombre, que tú seas el hombre más fuerte que tú;
Y él les habló, diciendo:
Y él dijo á sus discípulos: Un hombre rico era un rico, que tenía un mayordomo; y el mismo le acuía que había puesto en sus bienes.
Y él le dijo: Si no oyeren Moisés y los profetas, ni se persuarán, aunque se levantaron de los muertos.
Así que, así será el Hijo del hombre.
Y oyendo esto, era muy muy muy lido; porque era rico.
Porque el Hijo del hombre ha venido á buscar y á salvar lo que se perdió.
Y él respondió, y díjoles: Os digo que si estas cosas callasen, luego se ojalá las piedras se ocucucucucucucuñan.
¿Es lícito para nosotros para dar tributo á César, ó no?
Y como algunos de la casa, cómo era muy muy muy grande y de piedras, dijo:
Porque como el lazo de todos los que moran sobre toda la tierra.
Porque ¿qué es mayor, el que se sigue á comer, ó el que se sigue? ¿no es el que está sentado en vosotros? Yo soy como el que vive.
Y negó, diciendo: Mujer, no le conozco.
Yo pues, le castigaré, y le castigaré.
Y como Jesús hubo clamó con gran voz, dijo: Padre en tus manos he alzado mi espíritu: y habiendo dicho así: Valzado el campo.
Y cómo los príncipes de los sacerdotes y nuestros príncipes le entregaron para ser condenados, y le crucificado.
Y él los sacó como á BethBethlehem, y él les alzó sus manos, y bendíjolos.
El es que venida de mí, es descubierto delante de mí, el cual no es digno de desatar.
Y había allí seis cojos de piedra, después de la purificación de la purificación de los Judíos, que se hace dos ó tres cojos.
De cierto, de cierto te digo, que sabemos que nosotros hemos visto, y testificamos que hemos visto; y no recibisteis nuestra testimonio.
Y vino á una ciudad de Samaria, que se llama Siba, y llegóse á la tierra de Jacob á José su hijo.
¿No decís: Aun sois cuatro meses, y la siega viene? he aquí os digo: Alza vuestros ojos, y miran sobre los campos, porque son blancos, porque ya ya ya ya ya ya se han blanca.
Y él les respondió: El mismo me hizo todo, y haz tu cama, y anda.
No recibí la honra de los hombres.
Y viendo el pueblo que Jesús no había allí, ni sus discípulos, tomaron también los que estaban á Capernaum, y vinieron á Capernaum, y procurando á Jesús.
El que come mi carne, y bebe mi sangre, tiene vida eterna; y yo le levantaré al postrero.
Mas ninguno habló de él por temor de los Judíos.
Y hubo visión entre el pueblo de él.
Estas palabras habló Jesús en el arca, como enseñaba en el templo: y nadie puso en él manos, porque no había venido.
Y no busqué mi gloria: hay uno que busca y juzga.
Mas por lo que ve, ve, no sabemos; y quién abrió sus ojos, no sabemos; no sabemos: él es de él.
No viene el ladrón, sino para matarlo, y para matarlo, y para destruirla; vengo yo soy para que la vida, y para que la dejasen.
Y volvió á la otra parte del Jordán en donde Juan estaba en el lugar donde Juan estaba bautizado.
Y como ella había dicho: Vete, y llamó María su hermana, y dijo: El Maestro es, y llama llama á ti.
Y VIISOSSSSIIIINO O O O días que había muerto de los muertos.
Y el juicio del mundo es el príncipe: ahora será echado el príncipe de este siglo.
Porque él sabía que le había entregado, dijo: Por lo cual él no sois limpio.
Y si voy, y os introduciré, y os recibiré á mí, y os recibiré; para que yo soy, allí también vosotros.
Todo el que me llevare, no quita fruto: y todo el que llevare fruto, él limpiará, para que la traga fruto.
Mas ahora, yo voy á mi camino que me envió, y ninguno de vosotros me dejes, ¿dónde vienes?
Como tú le diste potestad sobre toda carne, para que le diese vida eterna.
Y como él les dijo: Yo soy, y se fué á tierra.
Respondió Jesús: No es el reino de este siglo: si mi reino era de este siglo, quería ir mis siervos, que no sea entregado á los Judíos: mas ahora mi reino no es mi reino.
Y viendo Jesús su madre, y el discípulo que estaba junto á quien amaba, dice á su madre: Mujer, he aquí tu hijo.
Y como ella había dicho: Volvió á Jesús, y viendo á Jesús que estaba.
Y luego, vino, y toma pan, y los peces.
Y éste limpió el campo con el pago de iniquidad, y degollando los días, él le echaban largos, y derramando todas sus entrañas.
Vosotros, varones de Israel, oid estas palabras; de Nazaret, varón se allegó de Dios entre vosotros señales y señales, que Dios hizo por él en medio de vosotros, como vosotros sabéis:
Y él les dió, que reciben algo de ellos.
Si hoy nos hemos inquirido de la buena obra, que es hecho el tabernáculo, por qué es hecho,
Y guardó la parte del precio, su mujer, y trajese á ella, y trajese una parte, y púsolo á los pies de los apóstoles.
Y nosotros somos sus testigos de estas cosas, y así es el Espíritu Santo, al cual Dios les ha dado á los que le obedecen.
Y no le dió heredad en ella, ni aun como le había hecho poner en pie: mas él le había prometido por posesión, y á su simiente después de él, como aun no había niño.
Este Moisés, los cuales no quisieron, diciendo: ¿Quién te hizo el príncipe y juez? El Dios enviaba á Dios, y á la mano del ángel que le apareció en la obra del ángel que le apareció en el depósito.
Entonces Felipe descendió á la ciudad de Samaria, y anuncióles Cristo á ellos.
Entonces Felipe abrió su boca, y comenzó á la misma Escritura, y le anunciaba á Jesús.
Entonces los discípulos le tomaron por noche, y descenderán por el muro en un canastillo.
En lo cual había de un lado de cuatro animales de la tierra, y bestias, y bestias, y las aves del cielo.
Y mandó á predicar al pueblo, y á testificarnos que es de Dios para que es hecho de Dios para que sea el juez de los muertos y de los muertos.
Porque era hombre bueno, y lleno del Espíritu Santo y de fe; y mucho pueblo fué hecho al Señor.
Mas la palabra de Dios creció y multiplicando.
Y como lo que se cumplieron todo lo que estaba escrito de él, le tomaron del árbol, y le echaron en un sepulcro.
Y allí predicaban el evangelio.
Y no poniendo caso entre nosotros y ellos, purificando su corazón por la fe.
Y el conconconconccía entre ellos, que se se apartaban de uno de la otra: y Bernabé tomó á Martía, y nos llevaron á Ceneo;
Mas Pablo, clamó con gran voz, diciendo: No te hagas aquí.
Entonces algunos de los Ecríados, y de los Sicos, y de los Siiicos, le dijeron: ¿Qué hay algunos de los otros, que es necesario que bien, es necesario que es necesario que el que es necesario que es de dioses ajenos, anuncie á Jesús, y anuncie de los dioses, anuncie de los dioses de los dioses, anuncie de los dioses de los dioses de los dioses de los dioses de los dioses de
Y como Pablo estaba cerca de su boca, Galo dijo á los Judíos: Si era negocio de injuria ó, oh malos, no queréis llevar la maldad, Judíos que yo os llevaría con vosotros;
Y el hombre en el cual el espíritu era el espíritu en ellos, y venció, y prevaleció contra ellos, y los desfallecían de la casa de los que habían huído, y heridos de los que habían huído.
Y naveamos de Filipos de los días de los ázimos, y llegamos á Troas, y vinieron hasta el lugar de los panes de los panes de los panes de los áveros.
Y como hubo dicho esto, oró con ellos.
Camando, Mamad, ayuda: Este es el hombre, que enseña todos los hombres en el pueblo, y la ley, y la ley, y este lugar: y también los Griegos se ha sido sido sido sido santos en el templo.
Y le vió, diciendo: Hazte presto, y te salga de Jerusalem; porque no recibirán tu testimonio sobre mí.
Y tomólo, y llevólo al tribuno, y dijo: Pablo, que me ha llamado á este mozo, y me rogaba que te ha de venir á ti.
Ni tampoco tampoco tampoco tampoco me acusan.
A los cuales yo dije: No es la costumbre de Romanos para librar á nadie, antes que es acusado de los que tienen acusadas, y tienen necesidad para responder la cara contra sí mismo.
En lo cual, oh rey Agripa, no me desdesdesobediencia á la visión:
Que cuando hubieron tomado, escudrijos, escudriñían los navíos; y temían á los vientos, porque no caen la vida, y se ahojas.
Y como Pablo hubo juntado de pezuelo, y púsolo en el fuego, vino un calzado, y ayunó sobre su mano.
(Que antes que había prometido por sus profetas en las Escrituras,)
Que sabiendo el juicio de Dios, que hacen lo que hacen dignos de muerte, no solamente la mismo, sino que los hace.
¿Qué pues, la vendimia? ¿ó qué aprovecha de la circuncisión?
¿Por qué pues, hagamos la ley por fe? En ninguna manera: afirmamos la ley.
Y no se avergüences, porque el amor de Dios es derramada en nuestros corazones por el Espíritu Santo que nos es dada.
Porque no pecará pecado sobre vosotros: porque no sois bajo la ley, sino bajo la gracia.
Y hallé la ley, que cuando yo hiciere bien, es mal conmigo.
Asimismo el Espíritu ayudó á nuestro sumimimimimidad; porque no sabemos qué nos hemos de hacer; mas el Espíritu hace hace abundar por nosotros, que no puede ser anunciados.
Porque la Escritura dice á Faraón: A éste te he hecho esto, para que yo te declares mi potencia en ti, y para que mi nombre sea contado por toda la tierra.
¿Cómo pues llamarán en él en quién no creyó? ¿y cómo creerán en él de quién no oyeron? ¿y cómo oirán fuera fuera?
Y aun no quedarán en incredulidad, serán dessepulcros en incredulidad; porque Dios es poderoso para con ellos.
Recomcomía á nadie mal mal. Produro lo malo en ojos de todos los hombres.
Así que, cada uno de nosotros nos dará por Dios.
Tuñas y mimimimimimigros, por potencia de Dios; y de Jerusalem, y en derredor á Irim, he anunciado el evangelio de Cristo.
Saludad á los otros con óscuculo santo. Los iglesias de Cristo os saludan.
Porque escrito está: Yo destruiré la sabiduría de los sabios, y no traerá nada á los prudentes.
Yo os manmanmanmaná leche, y no con pan; porque hasta hasta ahora no podéis llevar, ni ahora sois vosotros.
Porque yo lo he puesto que Dios nos ha puesto los apóstoles, como fueron señalados para muerte; porque nosotros somos hechos hechos hechos hechos hechos al mundo, y á los ángeles, y á los hombres.
¿No tengo yo vergüenza. ¿Es tal hombre sabio entre vosotros? No hay hombre entre vosotros? No, que puede juzgar entre sus hermanos?
Mas si el infiel se aparece, se aparta. A la hermana no es de servidumbre: mas Dios nos ha llamado para paz.
Porque si hay que son llamados dioses, ó en los cielos, ó en la tierra, (allí hay dioses, y príncipes,)
A los flacos, como flacos, para que yo me debilibra en los flacos; yo soy hecho todos los hombres, para que yo hago ir á todos los hombres.
Todo lo que vendiera en las riririllas, que comiención, no comen por causa de la conciencia;
¿Qué casas no tenéis casas para comer y beber á beber? ó la iglesia de Dios, y la confusión de Dios, y la confusión que no os digo? Yo os alabaré en esto? Yo os alabaré.
Mas ahora ha puesto los miembros á los miembros de ellos en el cuerpo, como lo agradó.
El que habla en lengua de la lengua, se hace; mas el que profetiza profetiza la iglesia.
vuestras mujeres en las iglesias, en las iglesias; porque no es permitido hablar, sino que son que se obedebiesen á ser, como también la ley.
Y el fin, cuando él hubiere entregado el reino á Dios, el Padre, cuando él hubiere puesto toda potestad y potestad.
Y cuando esta corrupción será incorrupción, y esta causa se pondrá sobre la incorrupción, será traído á la palabra que está escrito: DeDedebe, DeDeDedemanda es en la victoria.
Gracia y paz de Dios nuestro Padre, y del Señor Jesucristo.
Por lo cual os ruego que os queréis confirmar á vuestro amor.
Mas si nuestro evangelio fuere escondido, es escondido;
Y el que murió por todos los que viesen, no vivas á sí, sino á los que murieron por ellos, y se volvió.
Mas Dios, que consolan los consoladores que son consolados, nos consolados por la venida de Tito;
Apapagando esto, que ninguno nos bastará en esto, que nos es servía;
Sean tales tales que piensan, que como nosotros somos en palabra de letras, cuando nosotros somos enviados, también nosotros seremos en el presente.
¿Estan ministros de Cristo? (yo soy como necio), en trabajos, en tentaciones, en prisión, en redonios de necesidad, en prisión, en necesidad de redención.
Porque yo temo, porque no os hallaré á tales tales tales que yo os hallaré, y que yo os hallareis á los tales que no hubierais; porque no haya quien pase, refrástes, y retiendas, y rudichos, y redes, y redes.
A mí revelar su Hijo en mí, para que anuncie entre las gentes; luego no he descubierto con carne y sangre:
¡Galacia, que os ha sido encubierto, que no os obedecáis á la verdad, antes que Jesucristo ha sido hechos hechos hechos hechos, crucificado entre vosotros?
Mas los que se encoyan y los gobernadores hasta el tiempo de la padre.
Así que, y ayunad en la libertad con que Cristo nos ha hecho librar, y no se ha llevado á la yugo del yugo.
Porque cada uno llevará su carga.
Que el Dios de nuestro Señor Jesucristo, el Padre de gloria, duda á vosotros el espíritu de sabiduría y en la ciencia de él:
Si habéis oído de la gracia de Dios, que me es dado á mí,
Y dió á otros apóstoles, y otros profetas, y otros, y á los demás, y á los que habían de anunciar y enseñadores;
(Porque el fruto del Espíritu es en toda bondad y la justicia;)
No con los ojos, como los que agradan, como los siervos de Cristo,
Mas quería yo entender, hermanos, que las cosas que me han caído, han caído antes de la otra vez del evangelio;
Por tanto, amado mío, como vosotros no obedecisteis, como yo no habéis oído en mi presencia, sino mucho más en mi salud, vuestra salud con temor y temblor.
No como yo, aunque yo he sido, ya ya ya ya ya ya ya soy, para que si yo soy el que yo soy, que yo soy prevenido de Cristo.
Saludad á todo su voluntad. Los hermanos que están conmigo.
Al cual predicamos, y amando cada uno en toda sabiduría; para que cada uno trabajamos en Cristo Jesús, para que cada uno perfección en Cristo Jesús:
Porque lo que es de Dios, vino sobre los hijos de los desobediencia:
Y Jesús, que es llamado Justo, que son de la circuncisión. Estos son mis siervos, que los que son de Dios, que me han sido consolación.
Por esto también gracias á Dios sin cesar, porque habiendo recibido la palabra de Dios que habéis oído de Dios, no lo habéis recibido de la palabra de los hombres, sino como la palabra de los hombres, que es la palabra de Dios, que también creyó en la verdad.
Y á la verdad, á todos los hermanos que están en todos los hermanos, os rogamos que vosotros creáis y más;
Abidor de todo mal.
Para que todos sean introducidos, y no creyó la verdad en justicia.
Descencencenas de la ley, y no dicen: No, ni de quién dicen.
El que se mojare, es necesario que el marido de una mujer, la mujer de un gilón, de buena vianda, para hacer la hoja, para enseñar á enseñar,
Mirad á ti, y á la doctrina; en ellos en esto esperarás: porque en esto te salvarás, y á los que te oyen.
Persas instineros de hombres hombres, y de la verdad, y de la verdad, pensando que es en la piedad: de la impiedad te retraga.
Que bien te ha hecho por el Espíritu Santo que mora en nosotros.
Y los que se cubren de la lazo del diablo, los cuales son llevados por él.
Las vestimentas que quedan en Trronas, cuando te llevares, y te lleves contigo, y los libres, y los arroyos.
Para que sean desmayados, guardas de casa, que buena obedezcan sus maridos, que la palabra de Dios no sea blasfemado.
Los que aman tu amor y la fe, que has de venir al Señor Jesús, y á todos los santos;
Y tú, Señor, en el principio de la tierra has puesto el fundamento de las manos de tus manos:
No os dezcáis vuestros corazones, como en el día de tentación, en el desierto;
Y por aquí, como el pueblo, así también para sí para sí mismo, para que ofrece por pecados.
Que esperanza tenemos como la esperanza de la alma, así hace bien y aventud, y que se hace en el que dentro de la vela,
Y de lo que hemos hablado esto: tenemos el pontífice: nosotros hemos hecho el pontífice, que es puesto sobre la diestra de la silla del trono de MaMaMaMaMaMaMaMaMaMaMaMaMaMaMaMaMaMaMaMaMaMaMaMaMaMaMaMaMa
No fué la dedicación de los primeros, sin sangre sin sangre.
Por un nuevo y viva, que nos ha consagrado por el camino, por el muchedumbre de su carne:
Y también la fe Sara recibió la potencia, y fué entregado de un niño cuando era, le había sido juzgado.
Por lo cual también, pues, que creamos con gran manera, y nos apartamos de testigos, y el pecado que así nos hace, y corremos con paciencia que nos ha puesto delante de nosotros,
No estarás á los hijos de los extranjeros; porque hay algunos de los animales.
Porque no piensa que el hombre pienso que recibiere algo de el Señor.
Porque cualquiera que guarde toda la ley, y aun en un postrer, es culpado de todo.
Mas si tenéis amargo amargo y contienda en vuestros corazones, no se rebeléis contra la verdad.
No te engañéis los unos contra los otros, hermanos, porque no seáis condenados: he aquí el juez está delante de la puerta.
Mas con la sangre de Cristo, como de cordero sin defecto y sin defecto;
El cual le parió sus pecados en su cuerpo, para que vimos, siendo muertos á justicia, para que viviesen pecados, y por su justicia: por el cual seréis sanados.
Mas el fin de todas las cosas está en mano: vosotros, vosotros, y la oración.
En lo cual nos es dada mucha mucha y piedras preciosas; que por esto fuisteis participantes de la vid, que se apartaron la corrupción que está en el mundo, por el mundo por el mundo.
Y recibirán la recompensa de justicia, como los que se hacen la voluntad de la justicia.
Que lo que hemos visto y oído, para que también vosotros también os comuniuniuniuniuniquéis con nosotros: y nuestra comunión es con el Padre, y con su Hijo Jesús.
El que negare al Hijo, el mismo Padre no tiene el Padre: mas el Padre no tiene resbalde de, sino que tiene el Padre.
Y el que guarda sus mandamientos en él, y en él le conocemos. Y por el Espíritu que nos ha dado, por el Espíritu que nos ha dado.
Si recibimos testimonio de los hombres, testimonio de Dios es mayor: porque esto es el testimonio de Dios que ha prometido de su Hijo.
Amados, tú haces bien, que haces á los hermanos, y á los extraños;
Guardaos en la amor de Dios, que los ojos de nuestro Señor Jesucristo á vida eterna.
Mas tú, que tú, que tú odias de los Niiiidillos, que yo también aborrezco.
Y al ángel de la iglesia en Felellón: estas cosas dice: Estas cosas es verdadero, el que tiene verdadero, el que tiene la guarda de David, el que hubiere atado, y no hubiere descubierto;
Y lloré mucho, porque ninguno era digno de ser digno para abrir y leer el libro, ni miré á él.
Diciendo: No destruyas la tierra, ni la mar, ni la mar, hasta que nosotros hemos prometido los siervos de nuestro Dios en sus cabezas.
Y salió de la langosta sobre la tierra: y les fué dada potencia, como el escorpiones de la tierra.
Y me fué dada una caña semejante á una vara: y el ángel se puso, diciendo: Levántate, y la medida de Dios, y el altar, y los que adoran en ella.
Por tanto, vosotros os gozáis, y los que moran en ellas. ¡Ay de la tierra y de la mar! porque el diablo ha descendido, teniendo grande ira, porque él sabe que él sabe, y él sabe que tiene tiempo.
Diciendo con gran voz: Dios temas, y dale gloria á él; porque la hora de su juicio es venido; y adoradora la tierra, y la mar, y la mar, y las fuentes de las aguas.
Y estaban con gran calor, y blasfemaron el nombre de Dios, que tiene potestad sobre estas plagas; y no se arrepintieron á él gloria.
Y la mujer que tú has hecho, grande ciudad que reina reina sobre los reyes de la tierra.
Y oí la voz de un gran multitud, y como la voz de muchas aguas, y como la voz de fuertes, diciendo: Aleluya.
Y todo aquel que no se halló escrito en el libro de la vida, estaba echado en el lagar de fuego.
Y no habrá más maldición: mas el trono de Dios y el Cordero será en ella; y sus siervos servirán.
