Y hizo Dios dos luminas, el mayor para que se enseñoreasen el día, y la luz para que se enseñoreasen de la noche: asimismo las estrellas hizo las estrellas.
Y tomó Jehová Dios al hombre, y le puso en el huerto de Edén para guardar y guarla.
Y llamó Adam el nombre de su mujer Eva, porque ella fué madre de todos viviente.
Y á Seth nacido, que también nació un hijo, y llamó su nombre Enós: entonces comenzaron á invocar los hombres sobre el nombre de Jehová.
Y vivió Lamech, después que engendró á Noé, cinco noventa y cinco años, y engendró hijos é hijas:
Y era Noé de edad de seiscientos años cuando el diluvio estaba sobre la tierra.
Y detuvo aún otros siete días, y envió la paloma, que no se volvió á él más.
Y comenzó Noé á labradores, y plantó una viña:
Y á Sem, padre de todos los hijos de Ethi, hermano de Japhet, al cual nació los hijos de Japhet.
Y vivió Peleg, después que engendró á Reu, doscientos y nueve años, y engendró hijos é hijas.
Y Jehová echó á Faraón y á su casa con grandes plagas de Sarai, mujer de Abram.
Con Chêlaomer, rey de Elam, y con Tito rey de gentes, y Aminadab rey de Sinar, y Arioch, rey de Ethar; cuatro reyes con cinco reyes.
Y irás á tus padres en paz; tú serás sepultado en buena vejez.
Y yo te daré á ti, y á tu simiente después de ti, la tierra en que tú eres extranjero, toda la tierra de Canaán, por heredad, y yo seré su Dios.
Y Abraham y Sara era viejo y pozo en vejez; y cesó á ser con Sara según la ley de las mujeres.
He aquí, yo tengo dos hijas que no han sabido hombre; ruégote que os traigáis, y haced venir á vosotros, y haced que en vuestros ojos: solamente á estos hombres, no tienen más bajo la sombra de mi dios.
Y la menor, también parió un hijo, y llamó su nombre Benammi: éste es padre de los hijos de Ammón hasta hoy.
Y dijo Dios á Abraham: No sea en tus ojos, porque el mozo de tu sierva, y á causa de tu sierva, en todo lo que Sara te ha dicho, porque tu simiente será llamado tu simiente.
Y dijo Abraham: Hijo mío, Dios pagará un cordero para holocausto; así se fueron también de ellos.
Y Ephrón respondió á Abraham, diciendo:
Y ella le dijo: Yo soy hija de Bethuel, hijo de Milca, que parió á Nachôr.
Y comieron y bebieron, y los hombres que estaban con él, y se maravillaron toda aquella noche, y se levantaron en la mañana, y dijo: Envía á mi señor.
Y estos son los años de la vida de Ismael, ciento treinta y siete años: y él dió el ejército, y fué reunido á su pueblo.
Y el hombre se volvió, y fué crecido, y creció hasta que hubo gran manera;
Ahora pues, hijo mío, obedeced á mi voz según lo que yo te mando.
Y dijo Esaú á su padre: ¿No has tú sino uno mi padre? Bendióme también á mí, padre mío. Y alzando Esaú su voz, lloró.
Y esta piedra que he puesto por columna, será Dios de la casa de Dios: y de todo lo que me des, yo te daré la décima.
Y entró también á Rachêl, y amaba también á Rachêl más que Lea, y sirvió con él siete años.
Y aconteció que, como Rachêl nació á José, dijo á Labán: Envía á mi lugar, para que vaya á mi lugar, y á mi tierra.
Y él dijo: Alzad ahora tus ojos, y vean todos los carneros que están sobre las bestias que están sobre las bestias, y secó; porque he visto todas las cosas que hace á ti.
Si el Dios de mi padre, el Dios de Abraham, y el temor de Isaac había sido conmigo, ciertamente me enviaste vacío. Ahora pues me ha visto vacío, y el trabajo de mis manos, y te reprendió.
Y mandó que mandó á la cabecera, diciendo: Si Esaú mi hermano te hiriere, diciendo: ¿A dónde eres tú y á dónde vienes? ¿y á dónde están delante de ti?
Y dijo Esaú: Ruégote que me dejes conmigo algunos de los que están conmigo. Y él dijo: ¿Qué es la gracia en los ojos de mi señor.
Y aconteció al tercer día, que como ellos estaban en gran manera, dos de los hijos de Jacob, Simeón, y á Dina de cada uno su espada, y vino sobre la ciudad, y mató á todos los varones.
Los hijos de Rachêl: José, y Benjamín;
Y los hijos de Ana fueron Disón, y Aholibama, hija de Ana.
Y sus hermanos fueron á apacentar las ovejas de su padre en Sichêm.
Y tomó Judá mujer á Er su primogénito, cuyo nombre fué Thamar.
Y dejó todas las cosas que había en José de mano de José, y no entendió, sino que comió el pan que comió. Y José era hombre hermoso.
Y en tres días alzará Faraón tu cabeza, y te restituirá á tu lugar: y librarás la copa de Faraón en su mano, conforme á la costumbre de la ley, cuando ya ya ya ya su cojo.
Y el leproso y las vacas preciosas preciosas preciosas preciosas, y el primero siete vacas:
Y á José nacieron dos hijos delante de los años de hambre, que vino Asenath hija de Potim, sacerdote de la cual le parió.
Y no entendieron á José que los entendieron, porque les habló por interpretación.
Y tomaron los hombres que presente, y tomaron dinero dinero en su mano, y Benjamín, y Benjamín, y se levantó delante de José, y púsose delante de José.
Entonces ellos, tomando á cada uno su galo á tierra, y abrieron cada uno su galo.
Y el Dios me envió delante de vosotros para que os guardasen una flaqueza en la tierra, y para salvar vuestras almas.
Y los hijos de Rubén: Hanoch, Phallu, Hesrón, y Carmi.
Y habló Faraón á José, diciendo: Tu padre y tus hermanos han venido á ti:
Y díjome: He aquí, yo te haré fructificar, y te multiplicaré, y pondré en multitud de pueblos; y daré esta tierra por heredad en medio de ti.
Sus ojos serán puestos con el vino, y sus dientes con leche.
Y subiendo con él carros y gente de á caballo; y era grande compañía.
Y los Egipcios hicieron á los hijos de Israel á servir á los hijos de Israel;
Y Moisés era necesario que morasen con el hombre; y dió Moisés á Zipsu hija.
Y Jehová dijo á Moisés: Entra tu mano, y tomóla por el pelo. Y puso su mano, y tomóla en su mano, y fué vara en su mano:
Y ellos dijeron: El Dios de los Hebreos ha encontrado con nosotros: ruégote que pasamos tres días de camino, y sacrificio á Jehová nuestro Dios; porque no caiga sobre nosotros en pestilencia, ni en pestilencia.
Y habló Jehová á Moisés, diciendo:
Y Moisés y Aarón iba á Faraón, é hicieron así como Jehová había mandado: y Aarón echó su vara delante de Faraón, y delante de sus siervos, y fué serpiente.
Mas como Faraón vió que había allí reconocido su corazón, endureció su corazón, y no los escuchó; como Jehová había dicho.
Y Jehová dijo á Moisés: Levántate en la mañana, y estén delante de Faraón, y decidle: Así ha dicho Jehová Dios de los Hebreos, para que me sirvan.
Y Moisés y Aarón se volvió á Faraón; y él les dijo: Id, servid á Jehová vuestro Dios: mas ¿quién son los que irán?
Y Jehová dijo á Moisés: No os oirá; para que mis maravillas sean multiplicados en la tierra de Egipto.
Y aconteció que á media noche hirió á Jehová todo primogénito en la tierra de Egipto, desde el primogénito de Faraón, que se sentó en su trono al primogénito de la ciudad, y todo primogénito de ganado.
Y tú mostrarás tu hijo en aquel día, diciendo: Esta es lo que Jehová me hizo, cuando saliere de Egipto.
Mas alzarás tu vara, y extenderás tu mano sobre la mar, y la partirás: y los hijos de Israel irán en seco, en seco de la mar.
Y los duques de Edom serán agados; los valientes de Moab, temblarán sobre ellos; todos los moradores de Canaán se desfallecerán.
Y como ellos lo hicieron con omer, y tuvo mucho nada, y el que no había juntado, ni hubo poco de poco; cada uno según su comiendo.
Mas las manos de Moisés fueron agravados; y tomaron una piedra, y púsola debajo de él, y sentóse sobre él Aarón y Hur, uno de la una parte, y la otra de la otra, hasta la otra parte del sol.
Y juzgaron á Moisés al pueblo, á todas partes: la palabra difícale á Moisés, mas cada cosa pequeña se juzgaron.
No te harás de escultura, ni imagen de cualquier cosa que está en los cielos, ó que está en la tierra, ó abajo en las aguas debajo de la tierra:
Si no agradare á su señor, el cual se acometiere á sí mismo, él será rescatada á la nación extraña, no tendrá potestad con ella.
Si el ladrón se hallare, y será herida, y será herida que él muriere, no será derramada sangre por él.
No levantarás á los falsos falsos: no pon tu mano al impío.
Y pondré tus heridas desde el mar Bermejo hasta la mar de los Filisteos, y desde el desierto hasta el río: porque yo entregaré á los moradores de la tierra en vuestras manos, y los echarás delante de ti.
Y harán el arca de madera de Sittim: dos codos su longitud, y medio de un codo y medio de su longitud, y medio de su altura, y medio de su altura.
Y mirás en pos de ellos, que te fué mostrado en el monte.
Y levantarás el tabernáculo conforme á su forma lo que te había hecho en el monte.
Harás también vestimentas para Aarón tu hermano para gloria y hermosura.
Y habrá en la cumbre de ella en medio de ella, en medio de ella: una torta de herida de obra alrededor, como la hoja de ella, no se rasgó.
Y tomarás el otro carnero, y Aarón y sus hijos pondrán sus manos sobre la cabeza del carnero.
Y la cubrirás de oro puro, y sus barras alrededor, y sus cuernos, y sus cuernos; y lo harás una corona de oro alrededor.
Cualquiera que tuviere, ó como cualquiera que hubiere puesto en el extranjero, será cortada de su pueblo.
Y Jehová dijo á Moisés: Entra, desciende; porque tu pueblo, que tú sacaste de la tierra de Egipto, han corrompido:
Y enviaré un ángel delante de ti, y echaré al Cananeo, al Amorrheo, y al Hetheo, y al Hetheo, y al Pherezeo, y al Heveo, y al Jebuseo.
Y él dijo: Si ahora he hallado gracia en tus ojos, Señor mío, ruégote que vaya entre nosotros, por medio de nosotros; porque grande maldad es cerviz, y nuestro pecado por tu heredad.
Y habló Moisés á toda la congregación de los hijos de Israel, diciendo: Esta es lo que mandó Jehová, diciendo:
Y puso en su corazón para enseñar, y á Aholiab, y á Aholiab, hijo de Ahilach, de la tribu de Dan.
Y estaban abajo abajo, y juntas en su cabeza, á un anillo: así hizo á un anillo de ambos.
Y llamad debajo de los dos brazos de lo mismo, y llama debajo de los dos brazos de lo mismo, y llama debajo de ella seis brazos de lo mismo, conforme á las seis brazos de ella.
Y Besaleel hijo de Uri, hijo de Hur, de la tribu de Judá, hizo todas las cosas que Jehová había mandado á Moisés.
Y ellos ataron el racional con sus anillos á los anillos del ephod de cárdeno, para que esté sobre el cinto del ephod, y para que no se desatasen el racional ephod, como Jehová había mandado á Moisés.
Y levantarás el atrio alrededor, y levantarás el pabellón á la puerta del atrio.
Porque la nube de Jehová estaba sobre el tabernáculo, y fuego estaba en ella, en la noche, en ojos de toda la casa de Israel, por todas sus partidas.
Y toda suerte de tu presente harás con sal; ni permitirás la sal del pacto de tu Dios para ser faltado de tu presente: con todas tus ofrendas sacrificarás.
Como fué quitado del becerro de las paces, y el sacerdote los quemará sobre el altar del holocausto.
Y será que, cuando él fuere culpado en uno de estas cosas, el que pecare en lo que pecare;
Y comerán sus oficios y Aarón y sus hijos: con los panes sin levadura, será comido en el atrio del tabernáculo del testimonio; en el atrio del tabernáculo del testimonio la comerán.
Mas si el sacrificio de su ofrenda fuere voto, ó ofrenda voluntaria, el día que ofreciere su sacrificio: y también el día que ofreciere su sacrificio: y el día comerá de ella:
Y puso en el racional; y puso también en el racional Urías y á Talmim.
Y él dijo á Aarón: Toma un becerro por expiación, y un carnero por holocausto, y un carnero sin defecto los ofrecerá delante de Jehová.
Y habló Jehová á Aarón, diciendo:
Y los puercos, y el redaño, y el águila,
Y habló Jehová á Moisés, diciendo:
Mas si la mancha se fortalece en su lugar, y no extendiere ardor, y el sacerdote lo dará, y el sacerdote lo dará limpio.
Y si el sacerdote mirará, y he aquí que la plaga no se extendiere en vestido, ó en la lana, ó en cualquiera de piel, ó en cualquier cosa de piel;
Y tomará el sacerdote de la culpa de la culpa, y el log de aceite, y el sacerdote lo mecerá por ofrenda agitada delante de Jehová;
Esta es la ley por toda plaga de lepra, y llamará,
Y cualquiera que tocare estas cosas, será inmundo, y lavará sus vestidos, y se lavarán en agua, y será inmundo hasta la tarde.
Y lavará su carne con agua en el lugar santo, y pondrá sobre sus vestidos, y sacará su holocausto, y ofrece su holocausto, y hará expiación por sí el pueblo, y para sí el pueblo.
Vosotros haréis mis juicios, y guardaréis mis leyes, para andar en ella: Yo Jehová vuestro Dios.
No os apartaos á los ídolos, ni hagáis dioses de fundición: Yo Jehová vuestro Dios.
Mas el extranjero que morare con vosotros como naciere entre vosotros, y tú le amarás como á ti; porque extranjeros fuisteis extranjeros en la tierra de Egipto: Yo Jehová vuestro Dios.
Y el hombre ó mujer que tiene yythón, ó el espíritu de cierto, de cierto morirá: piedra con piedras: sobre ellos será su sangre.
El alma que ha tocado á alguno, será inmundo hasta la tarde, y no comerá de las cosas santo, con agua.
Seis días será hecho obra; mas el séptimo día de reposo es santa convocación, ninguna obra servil haréis: el sábado de Jehová en todas vuestras habitaciones.
Y habló Jehová á Moisés, diciendo:
Y si alguno hiciere falta en su prójimo, así lo ha hecho, así será hecho;
Y si alguno tuviere redimir, y se puede redimir;
No os haréis ídolos ni escultura, ni os levantaréis imagen, ni os levantaréis estatua de piedra en vuestra tierra, para derribar arco á ella; porque yo soy Jehová vuestro Dios.
Y pondré vuestras ciudades asoladas, y traeré vuestros santuarios á asolamiento, y no quemaré el olor de vuestro suavidad.
Y si lo santificare, redimirá su casa, añadirá la quinto del dinero de tu estimación á ella, y será su oficio.
De Benjamín, Abidán hijo de Gedeón.
Los contados de ellos, de la tribu de Aser, cuarenta y cinco mil y quinientos.
Entonces el tabernáculo de la congregación se apartó con el campo de los Levitas en medio de los Levitas: como en el campo, así se moverán cada uno en su lugar.
Porque todos los primogénitos son mi primogénito; porque el día que herí á todos los primogénitos en la tierra de Egipto, á todos los primogénitos en Israel, hombres y bestias: Yo Jehová.
Y todos los primogénitos de los nombres de los nombres, de un mes arriba, de los contados de ellos, veinte y dos mil y setenta y trece.
Y tomad también los hijos de Gersón, por las casas de sus padres, por sus familias, por sus familias;
De la hembra y hembra lo pondrán fuera del campo, y las pondrán; los que no contaminan, en medio de ellos, en medio de la cual mora.
Habla á los hijos de Israel, y diles: Cuando el hombre ó mujer se apartará á voto de Nechâo, para apartar á Jehová.
Toma de ellos, para que sean para hacer el servicio del tabernáculo del testimonio; y les darás á los Levitas, conforme á su oficio.
Y para sacrificio de paces, dos bueyes, cinco carneros, cinco machos de cabrío, cinco corderos de un año. Esta fué la ofrenda de Eliú, hijo de Sedeur.
Y para sacrificio de paces, dos bueyes, cinco carneros, cinco machos de cabrío, cinco corderos de un año. Esta fué la ofrenda de Abiram, hijo de Abidán.
Toma los Levitas de entre los hijos de Israel, y limpiólos.
Habla á los hijos de Israel, diciendo: Si alguno de vosotros ó de vuestra posteridad será inmundo por causa de un cuerpo, ó de camino, ó de lejos, mas él guardará la pascua á Jehová.
Y el tabernáculo fué tomada, y los hijos de Gersón y los hijos de Merari, apartaron el tabernáculo.
Y dijo Moisés á Jehová: ¿Por qué has afligido á tu siervo? ¿por qué no he hallado gracia delante de tus ojos, que tú eres la carga de todo este pueblo sobre mí?
Y él dijo: Oid ahora mis palabras: Si hay profeta entre vosotros, yo Jehová me hará notorio en visión, y hablaré en sueños.
Y subieron, y escudriñaron la tierra del desierto de Zin á Rehob, como vinieron á Hamath.
Cántico gradual. JEHOVÁ es Jehová de grande misericordia, y no por rebelión, ni por la maldad de los padres, visitó la iniquidad de los padres sobre los hijos y la tercera generación.
Y hará ofrenda encendida á Jehová, holocausto, y ofrenda encendida á Jehová, ó ofrenda voluntaria, ó ofrenda voluntaria, ó en vuestras solemnidades, ó en vuestras solemnidades, para hacer olor de suavidad á Jehová, de las ovejas:
Y los que le hallaron, le hallaron á Moisés y á Aarón, y á toda la congregación.
Y cayeron sobre sus rostros, y dijeron: Dios de los espíritus, el Dios de todos los espíritus, el pecado de toda carne, y serás enojado con toda la congregación?
Habla á los hijos de Israel, y tomad de cada uno conforme á la casa de sus padres, de todos sus príncipes, conforme á la casa de sus padres: escribirás el nombre de cada uno sobre su vara.
Todas las ofrendas santas de las cosas santas, que los hijos de Israel ofrecieren á Jehová, te he dado, y tus hijos y tus hijas contigo, por estatuto perpetuo delante de Jehová: porque es pacto de sal delante de ti para siempre.
Y para el inmundo tomarán de la ceniza de la vaca de la vaca de la purificación, y se vestirá agua en un vaso:
Toma Aarón y Eleazar su hijo, y los traigan al monte de Hor;
Porque Hesbón fué la ciudad de Sehón rey de los Amorrheos, el cual peleaba contra el rey de Moab, y quitó toda su tierra de Moab, hasta Arnón.
Y Balaam se levantó en la mañana, y albardó su asno, y fué con los príncipes de Moab.
¿Quién hará el polvo de Jacob, y el número de la cuarta cuarta parte de Israel? El muerte de los justos, y mi postre como su postrimería.
Y el furor de Balac se encendió contra Balaam, é hirió sus manos: y Balac dijo á Balaam: Yo te llamé á mis enemigos, y he aquí que los has bendecido tres veces.
Y el nombre de la Madianita, la mujer de los Madianitas, hija de Zerai, la cual era cabeza de un pueblo, y de una casa en Madián.
Estas son las familias de los Naamán conforme á los contados de ellos, setenta y cinco mil.
Y estos son los contados de los Levitas por sus familias: de Gersón, la familia de Gersón, la familia de los Gersón: de Coath, la familia de Merari: de Merari, la familia de los Meraitas.
Y Moisés lo hizo como Jehová le mandó; y tomó Josué, y puso delante de Eleazar sacerdote, y delante de toda la congregación;
Una décima á una décima, por los siete corderos;
Y un macho cabrío por expiación; además del holocausto continuo, y su presente, y su presente.
Y habló Moisés al pueblo, diciendo: Vete de vosotros á la guerra, y vayan contra los Madianitas, y vengan á Jehová de Madián.
Y setenta y doce mil bates,
Porque como subieron al valle de Ethi, y vieron la tierra, y reprendieron el corazón de los hijos de Israel, para que no entrasen en la tierra que Jehová les había dado.
Y los hijos de Machîr hijo de Manasés, fué á Galaad, y tomóla, é invalidaron al Amorrheo que estaba en ella.
Y partidos de Tahath, asentaron en Tara.
Y habló Jehová á Moisés, diciendo:
Manda á los hijos de Israel, que dan á los Levitas de la herencia de sus ciudades para morar; y también daréis á los ejidos en las ciudades alrededor.
Y no tomaréis ración para el que huye á la ciudad de su acogimiento, para que venga á morar en la tierra, hasta la muerte del sacerdote.
Y tomé el tribuno de vuestras tribus, hombres sabios, y notorio, y los hizo cabezas sobre vosotros, centuriones, capitanes, y centuriones, y capitanes de cincuenta, y capitanes en vuestras tribus.
Y tornasteis y llorasteis delante de Jehová; mas Jehová no escuchó á vuestra voz, ni os escuchéis.
(Como los hijos de Esaú que moraban en Seir, y los Moabitas que moraban en Ar, hasta que yo pase el Jordán en la tierra que Jehová nuestro Dios nos da.
No temáis: porque Jehová vuestro Dios os ha peleado.
Guardaos á vosotros, porque no os olvides del pacto de Jehová vuestro Dios, que hizo con vosotros, y poned escultura, ó imagen de cualquier cosa que Jehová tu Dios te ha perdonado.
Jehová habló con vosotros delante de vosotros en el monte de en medio del fuego,
ESTOS son los mandamientos, estatutos, estatutos y derechos, que Jehová vuestro Dios os mandó á enseñaros, para que los ponéis en la tierra en la cual entráis;
Porque tú eres pueblo santo á Jehová tu Dios: Jehová tu Dios te ha elegido para ser pueblo por pueblo, sobre todos los pueblos que están sobre la haz de la tierra.
Cuando sembraste y eres lleno, tú bendecirás á Jehová tu Dios en la buena tierra que te ha dado.
Y Jehová se enojó contra Aarón con Aarón, y oré á Aarón, y yo también oré por lo mismo tiempo.
Este es tu alabanza, y él es tu Dios, que te ha hecho estas cosas y terrible, que han visto tus ojos.
Y será que, cuando Jehová tu Dios te hubiere metido en la tierra donde la poseas para poseerla, la bendición pondrás sobre el monte de Gerizim, y maldición sobre el monte de Ebal.
Y sacrificarás tus holocaustos, la carne y la sangre, sobre el altar de Jehová tu Dios: y la sangre de tus sacrificios será derramada sobre el altar de Jehová tu Dios, y comerás la carne.
Mas éstos no comeréis de los que topa, ni de los que tienen vestir, ni las vestimentas; como el camello, y el sacerdocio, y el sacerdocio; porque no son inmundos, sino por inmundo.
Mas tú abrirás tu mano á él, y si le alcanzares para su necesidad, en lo que tiene necesidad, en lo que se hace.
Siete días guardarás fiesta á Jehová tu Dios en el lugar que Jehová tu Dios escogiere: porque Jehová tu Dios te bendecirá en todos tus frutos, y en todas las obras de tus manos, y en todo eso te alegrarás.
Y esto será el sacerdote de la gente de su pueblo, de los que ofrecerán sacrificio, ó buey, ó oveja, y la espaldilla de la espaldilla, y los dos semanas.
Mas si alguno aborrece á su prójimo, y en esperándole, y se levantare contra él, y le hiriere al que muera, y al que muera, y en uno de estas ciudades;
Solamente que tú sabes los árboles que no sean para comer los árboles, y los destruirás; y edificarás, y edificarás la ciudad contra ti, hasta que se vuelvan.
Mas tú en cualquier sabio te entrarás, y quitarás los mozos; para que te vaya bien, y para que perezcas tus días.
No codiciarás á Efeso, porque es tu hermano: no desmatarás al Egipcio, porque fuiste peregrino en su tierra.
Y si el hombre fuere pobre, no durmieres con su prenda:
Y será que, cuando hubieres entrado en la tierra que Jehová tu Dios te da por heredad, y la poseas, y habitas en ella;
Estos estarán sobre el monte de Gerizim para bendecir al pueblo: Simeón, Simeón, y Leví, y Judá, y Benjamín, y Benjamín, y Benjamín;
Maldito en la ciudad, y maldiarás en el campo.
Y serán sobre ti por señal y por señal, y sobre tu simiente para siempre.
Y tomamos su tierra, y dióla por heredad á los Rubenitas, y á los Gaditas, y á la media tribu de Manasés.
Y Jehová tu Dios te pondrá en toda obra de tus manos, en el fruto de tu mano, y en el fruto de tu cuerpo, y en el fruto de tu tierra, y en el fruto de tus padres: porque Jehová se alegrará sobre ti, como él se alegrará:
Ahora pues, escribe este cántico por vosotros, y enseñad á los hijos de Israel: poned en sus bocas, para que este cántico sobre los hijos de Israel.
Y como Jehová lo vió, él les dió, porque de sus hijos, y de sus hijas, y de sus hijas.
Levántate en este monte Abarim, al monte de Nebo, que está en la tierra de Moab, que está enfrente de Jericó; y he aquí la tierra de Canaán, la cual doy á los hijos de Israel.
El Dios eterno es tu refugio, y enenenda son los brazos del siglo: y él echó el enemigo de delante de ti, y dirá: Dejad.
Y ellos respondieron á Josué, diciendo: Todo lo que nos dejares, haremos, y todo lo que nos has comenzado, iremos.
Y habrá entre vosotros en medio de vosotros y dos mil codos de dos codos: no llegéis á ella, para que sepáis por el camino de la cual es necesario que no pasáis: porque no habéis pasado.
Por tanto, mandó Josué á los sacerdotes, diciendo: Subid del Jordán.
Y acaeció que Josué había dicho al pueblo, los siete sacerdotes llevando las siete trompetas de carneros delante de Jehová, y tocaba las trompetas delante de Jehová, y las bocinas: y el arca del pacto de Jehová los siguió.
Y cometió Israel, y han prevaricado mi pacto que les mandé; porque ellos han tomado de malmalmalhechura, y también temblaron, y pusieron en medio de ellos, y pusieron entre sus alhajas.
Y Josué y todo Israel hizo como habían sido azotados delante de ellos, y huyeron por el camino del desierto.
Y todo lo que hizo á los dos reyes de los Amorrheos, de la otra parte del Jordán, á Sehón rey de Hesbón, y á Og rey de Basán, que estaba en Ascaloth.
Y el sol se paró, y la luna, hasta que se había descendido sobre sus enemigos. ¿No está escrito en el libro de Jasna? Y el sol se puso en medio de los cielos, y no descendía.
Y Josué volvió, y todo Israel con él, al campo á Gilgal.
Y estos son los reyes de la tierra que Josué y los hijos de Israel hirieron á esta parte del Jordán, de Baal-gad en el valle del Líbano hasta el monte de Halac, que Josué había mandado á las tribus de Israel;
Mas los hijos de Israel embarataron los hijos de Israel, y los Mahathitas; mas el Gesritas, y los Mahathitas en medio de los hijos de Israel hasta hoy.
Y ahora, he aquí que Jehová me ha guardado vida, como dijo: Estos cuarenta y cinco años, desde que Jehová habló esta palabra á Moisés, cuando los hijos de Israel hablaron en el desierto; y he aquí que yo soy día de ochenta años.
Y Hasor, Hadadoth, y Cerioth, y Hesrón, que es Hasor,
Maón, Mulel, Ziph, y Juzad,
Mas los hijos de Manasés no pudieron echar los moradores de las ciudades, sino el Cananeo que moraba en aquella tierra.
Y Chêasai, Ophi, Ophni, y Gera; doce ciudades con sus aldeas.
Y Aram, y Amad, y Misael; y enseña al Carmelo, y á Sirith, y á Sirith;
Y si el pariente de la sangre perseguirá tras él, no librarán al homicida, porque hirió á su mano, por cuanto hirió á su prójimo, y no le aborrecieron antes.
Todas las ciudades eran con sus ejidos por las familias de los hijos de Coath.
Y dijeron los hijos de Israel: He aquí los hijos de Rubén y los hijos de Gad y la media tribu de Manasés, edificaron altar sobre la tierra de Canaán, en los términos de Canaán, en los términos de los hijos de Israel.
Para que no entréis entre estas gentes, estas cosas que quedan entre vosotros, ni hagáis en medio del nombre de sus dioses, ni les sirváis, ni los serviréis, ni les serviréis:
Y el pueblo dijo á Josué: No, sino serviremos á Jehová.
Y tomó Judá á Gaza con su término, y Ascalón con su término, y Ecrón con su término.
Y dejaron á Jehová el Dios de sus padres, que los sacó de la tierra de Egipto, y siguieron á dioses de los dioses de los pueblos que estaban alrededor de ellos, y se inclinaron á Jehová.
Y vuelto á sí mismo de los sepulcros que estaban junto á Gilgal, dijo: Yo te he escondido escondido, oh rey; el cual dijo á ti: Guarda, oh rey, todos los que estaban junto á él.
Y salió Jael, á Sísara, y díjole: Vuélvete á mí, señor mío, á mí; no temáis. Y cuando él se volvió á la tienda, cubriólo en la tienda.
Bendito de las mujeres en Jael, mujer de Heber Cineo, será bendita sobre las mujeres en la tienda.
Y díjole Jehová: Paz á ti, no temas; no morirás.
Y como Gedeón vino, he aquí un hombre que se había hecho un sueño á su compañero, y dijo: He aquí un sueño, y he aquí un sueño de cebada, vino á la tienda de Madián, y vino al campo de Madián, é hirió la tienda.
Y él dijo á Zeba y á Zalmunna: ¿Qué es de los hombres que matasteis en Tabor? Y ellos respondieron: De manera, cada uno de los hijos del rey.
Y la vid les dijo: ¿Da yo dejaré mi vino, que el hombre y el hombre, y para ser probados sobre los árboles?
Y tomó el pueblo, y repartiólos en tres escuadrones, y pusieron en el campo, y miró, y he aquí que el pueblo había salido de la ciudad; y él se levantó contra ellos, y los hirió.
Y quitaron los dioses ajenos de entre ellos, y sirvieron á Jehová: y su alma se entristeció por la angustia de Israel.
Mas el rey de los hijos de Ammón no oyó las palabras de Jephté que le envió.
Y el ángel de Jehová apareció á la mujer, y le dijo: He aquí que tú eres estéril, y no llevarás: mas parirás, y llevarás un hijo.
Y después de tiempo se volvió á tomar, y apartóse á ver el cuerpo del león: y he aquí un brazo de la miel y de miel en el cuerpo del león.
Y enojóse en gran manera, y llamó á Jehová, y dijo: Tú has dado esta grande libertad en mano de tu siervo: y ahora morará por mano de los incircuncisos, y caerán en mano de incircuncisos incircuncisos.
Y llamó Samsón á Jehová, y dijo: Señor Jehová, acuérdate de mí, oh Señor Jehová, ruégote que me ruego ahora esta vez, oh Dios, para que sea vengado mis ojos por la vez de los Filisteos.
Y respondiendo los cinco hombres que salieron á reconocer la tierra de Lais, y dijeron á sus hermanos: Haz que hay en estas casas, ephod, y escultura, y imagen de fundición, y imagen de fundición, para hacer lo que tenéis.
Y él dijo á su criado: Ven, y llegémonos á una noche á una noche, en Gabaa, en Rama, ó en Rama.
Ahora pues, los hombres de los hijos de Belial, los cuales están en Gabaa, para que los pusimos á muerte, y quitar mal de Israel de sus hermanos. Mas los hijos de Israel no quisieron oir la voz de Israel.
Y cavaron los Benditas alrededor de alrededor, y los repujaron, y los despeñaron con Gabaa contra Gabaa.
En aquellos días no había rey en Israel: cada uno hizo lo recto en sus ojos.
Y Booz dijo á Ruth: ¿No oyes, hija mía? ¿no sales á otro en otro campo, ni mores de aquí, sino por mis criadas;
Y él dijo: Saca el velo que tienes sobre ti, y toma. Y cuando ella callaba, midió seis medidas de cebada, y púsola sobre ella; y ella entró á la ciudad.
Mas á Hanna dió una digna, porque amó á Hanna: mas Jehová había cerrada su vientre.
Jehová hace pobre, el rico, y el rico hace; el que hace, y ensalza.
Y el niño mandó Samuel á Jehová delante de Eli. Y la palabra de Jehová era preciosa en aquellos días; no había quien la visión.
Y pelearon los Filisteos, y fueron heridos á Israel, y huyeron cada uno á su tienda: y hubo gran matadero de Israel treinta mil hombres.
¿Por qué, pues, contaréis vuestros corazones, como los Egipcios y endurecieron á Faraón, cuando él había hecho muchas veces entre ellos, ¿no han de ir al pueblo, y se fueron?
Y juzgó Samuel á todo el tiempo de su vida.
Y él le dijo: He aquí hay en esta ciudad en esta ciudad un hombre de Dios, y él es el hombre que ha dicho: quizá nos ha de pasar; quizá nos hará volver á nuestro camino.
Y aconteció que, cuando se volvió de ir de Samuel, Dios le dió otro corazón: y todos estos señales vinieron á aquel día.
Y el pueblo dijo á Samuel: ¿Quién es el que dijo á Saúl: ¿Ha de que los suyos, para que los pusimos á muerte.
Saúl escogió tres mil hombres de Israel, de la cual había dos mil con Saúl en Michmas y en el monte de Beth-el, y mil en Gabaa de Benjamín: y el resto de cada uno envió á su tienda.
Si dijeren así á nosotros: Vuelve á vosotros, hasta que llegamos; estaremos en nuestra lugar, y no subiremos á ellos.
Porque como Jehová vive, vive, el que muere á Israel, aunque en Jonathán mi hijo, morirá. Mas no hubo hombre entre todo el pueblo que le respondió.
Y Samuel dijo: Cuando hubieres ya poco en tus ojos, no has hecho cabeza cabeza de las tribus de Israel, y Jehová te ungió sobre Israel?
Y envió, y trajólo en él. Y él estaba sansanos, y en hermoso de rostro, y esperando á mirar. Y Jehová dijo: Levántate, porque esto es.
Y Saúl, y todos los hombres de Israel, estaban en el valle de Ela, en el valle de Ela, y con los Filisteos.
Y puso David su mano en su cerco, y tomó una piedra, y hería un Filisteo, y hirió al Filisteo en su frente, que cayó la piedra en su frente á su frente, y cayó sobre la tierra.
Y dijo Saúl: Yo le daré por lazo, para que esté lazo, y la mano de los Filisteos contra él. Y Saúl dijo á David: Por lo cual Saúl ha dicho en la ley.
Y como fué dado aviso á Saúl, envió otros mensajeros, y profetizaron también. Entonces Saúl envió mensajeros, y profetizaron.
Y aconteció al día siguiente, que fué el segundo día de David, el lugar de David era vacío; y dijo á Jonathán su hijo: ¿Por qué no viene á comer hijo de Isaí, ni al día?
¿Tengo necesidad de los hombres, que habéis traído á este hombre en mi presencia? ¿éste vendrá éste á mi casa en mi casa?
Y fué dado aviso á Saúl que David había venido á Keila. Y Saúl le dijo: Dios lo ha entregado en mi mano; porque él está cerrada en la ciudad, y cerró puertas.
Y dijo David á Saúl: ¿Por qué oirás las palabras de los hombres, diciendo: He aquí David tu mal mal?
Ahora pues, y mira lo que has de hacer; porque mal es determinado contra nuestro señor, y contra toda su casa: porque éste es hijo de Belial, que no puede hablar.
Y asentóse Saúl en el collado de Asela, que está delante de Jesaón, por el camino. Mas David se quedó en el desierto, y vió que Saúl había entrado en el desierto.
Y David y sus hombres subieron, y combatieron los Gessutas, y los Gritas, y Amalecitas; porque las gentes de los moradores de la tierra de los moradores de los moradores de la tierra, hasta Shur.
Y juntáronse los Filisteos á todo su ejército en Aphec, y asentaron el campo junto á Jezreel.
Y tomó David todas las ovejas y las vacas que habían cercado delante de los otros, y dijeron: Esta es la presa de David.
Y el mozo le dijo que le dijo: Yo he pensado por yerro en el monte de Gilboa, he aquí que Saúl se remueve sobre su lanza, y he aquí á caballo.
Y le hizo rey sobre Galaad, y sobre los Aritas, y sobre Ephraim, y de Ephraim, y de Benjamín, y de todo Israel.
Y Saúl tuvo un concubina, cuyo nombre fué Rispa, hija de Atía; y Is-boseth dijo á Abner: ¿Por qué has andado en la concubina de mi padre?
Porque todo el pueblo y todo Israel entendió aquel día que no había de matar á Abner hijo de Ner.
Y Elisama, Elisama, y Eliphet.
Y dijo David á Michâl: Es delante de Jehová, que me escogió delante de tu padre, y delante de toda su casa, para que me pongas delante del pueblo de Jehová.
Ahora pues, Señor Jehová, tú eres tú que Dios, y tus palabras, y tú has dicho á tu siervo:
Entonces Siba dijo á Siba: Conforme á todo lo que mi señor el rey mandó á su siervo, así hará tu siervo. Y el rey dijo: El rey comerá á mi mesa, como uno de los hijos del rey.
Y durmió Uría á la puerta del rey con todos los siervos de su señor, y no descendió á su casa.
Porque en gran manera lo escondiste; mas yo haré esto delante de todo Israel, y delante del sol.
Y como ella lo había traído á comer, tomó de ella, y dijo á su hermana: Ven conmigo, hermana.
Y envió Joab á Tecoa, y dejando una mujer sabio, y dijo á ella: Ruégote que te ruego que seas duerme, y pon vestido sobre aceite, y no te ungirás con aceite, sino que tenía mujer.
Y Absalom respondió: He aquí, yo te envío á ti, diciendo: Ven acá, para que yo te envío al rey, diciendo: ¿Por qué he venido de Gessur? porque ya me ha sido bien. Ahora pues, si la haz del rey.
Por tanto, Sadoc y Abiathar, llevando el arca de Dios á Jerusalem; y allí se pararon allí.
Y extendieron una tienda sobre la cumbre de la casa de la casa, y Absalom entró á las concubinas de su padre en los ojos de todo Israel.
Y miel, y alfarero, ovejas, y ovejas de vacas, para David y para el pueblo que con él estaba, para comer; porque dijeron: El pueblo es hambrado, y cansado en el desierto.
Y el rey le dijo: Volveos, y estén aquí. Y él se apartó, y paróse.
Y probó á tu siervo al rey mi señor, mas mi señor el rey es como ángel de Dios: haced lo que es bueno en tus ojos.
Y pasóse por todas las tribus de Israel á Abel, y á Beth-maveth, y á toda la Beritas; y fueron reunidos, y fueron reunidos después de él.
Y volvió á la batalla en Gob, donde fué Elhanán hijo de Javán, á Beth-hethonita, el hermano de Goliath, mató el hermano de Gadita, como una lanza de la lanza de su lanza.
Con las tinieblas te mostrarás limpio, y con las perversias te mostrarás.
Y los hijos de Belial serán todos ellos como espinas, porque no pueden quitar las manos;
Ira hijo de Nathán, Bani, Bani, Bani,
Por tanto, sus siervos le dijeron: Sea busque mi señor el rey virgen virgen, y estén delante del rey, y ella se descienda delante del rey, para que mi señor el rey.
Y dijo el rey David: Llamadme Sadoc sacerdote, y Nathán profeta, y Benaías hijo de Joiada. Y vinieron delante del rey.
Ahora pues, no le han engañado: porque tú eres hombre sabio, y lo sabes lo que has hecho hacer, sino su cabeza para descender con sangre.
Y aconteció al cabo de tres años, que dos de Semei, corrió á Achîs hijo de Maachâ rey de Gath. Y contaron á Semei, diciendo: He aquí, tus siervos están en Gath.
Y dijo el rey: El uno es mi hijo, el cual vive, y tu hijo vive: y el otro dice: No, sino tu hijo, y mi hijo es muerto.
Y Judá y Israel habitó en paz, cada uno debajo de su vid debajo de su higuera, desde Dan hasta Beer-seba, todos los días de Salomón.
Y la entrada del templo de la casa de la casa, era de veinte codos, conforme á la anchura de la casa; y tenía diez codos delante de la casa.
Así hizo también á la puerta del templo de olivas, una cuarta parte del muro.
Y estaba sobre doce bueyes, tres al norte, y tres al occidente, y tres al occidente, y tres al mediodía, y tres al oriente: y el mar estaba sobre ellos, y la mar estaba sobre ellos.
Y trajeron el arca de Jehová, y el tabernáculo del testimonio, y todos los vasos de los vasos que estaban en el tabernáculo, hicieron los sacerdotes y Levitas.
Tú oirás en los cielos, y perdonarás al pecado de tu pueblo Israel, y los traerás á la tierra que diste á sus padres.
El mismo día dió el rey al medio del atrio que estaba delante de la casa de Jehová: porque allí sacrificaba holocaustos, y presente, y presente de las paces; porque el altar de bronce que estaba delante de Jehová, y el sacrificio de las paces.
Y vinieron á Ophir, y tomaron de allí cuatrocientos y veinte talentos, y trajéronla al rey Salomón.
Mas el rey Salomón amó muchas mujeres extranjeras, con la hija de Faraón, las de los Moabitas, Ammonitas, Idumeos, Sidonios, y Hetheos;
Y él dijo á Jeroboam: Toma diez piezas de diez piezas; porque así ha dicho Jehová el Dios de Israel: He aquí que yo hago el reino de Salomón, y daré diez tribus:
Entonces el rey Roboam envió á Adoram, el cual era el tributo; y todo Israel le apedreó con piedras, y murió. Por tanto Roboam hizo subir á su carro, para huir á Jerusalem.
Y él le dijo: Venid conmigo á casa, y come pan.
El que muere de Jeroboam en la ciudad, comerán los perros; y el que muere en el campo de la comerán las aves del cielo: porque Jehová lo ha hablado.
Y cuarenta y un años reinó en Jerusalem. Y el nombre de su madre fué Maachâ, hija de Abia.
Y durmió Baasa con sus padres, y fué sepultado en Thirsa; y Ela reinó en su lugar Ela su hijo.
Y FUÉ palabra de Jehová á él, diciendo:
Y él le respondió: Yo soy; ve, di á tu señor: He aquí Elías.
Entonces el fuego de Jehová cayó, y consumió el holocausto, y las piedras, y las piedras, y el polvo, y el polvo, y el polvo, y el polvo que estaba en la trilla.
Y Ben-adad el rey de Siria juntó toda su ejército; y había treinta y dos reyes con él, y caballos, y carros, y cercó á Samaria, y cercó contra ella.
Y sus siervos le dijeron: He aquí ahora hemos oído que los reyes de la casa de Israel son los reyes de la casa de Israel: ruégote que pongas saco sobre nuestras cabezas, y pasaremos sobre nuestros cabezas, y saldrá al rey de Israel.
Levántate, ve á encontrar á Achâb rey de Israel, que está en Samaria; he aquí que él está en la viña de Naboth de Naboth, á la cual ha descendido.
Y él dijo: Oid la palabra de Jehová: Yo he visto Jehová sobre su trono, y todo el ejército de los cielos estaba junto á su diestra y á su siniestra.
Y dijo Ochôzías hijo de Achâb á Josaphat: Ve mis siervos con tus siervos en los navíos. Mas Josaphat no quiso.
Y tomó Elías su manto, y la volvió, y tornóla las aguas, y fueron divididos allá allá, y fueron repartidos en tierra seca.
Y Eliseo dijo al rey de Israel: ¿Qué tengo yo contigo? ve á los profetas de tu padre, y á los profetas de tu madre, y á los profetas de Israel. Y Jehová le dijo: No ha llamado estos tres reyes en mano de Moab.
Y él dijo: Abdón á este tiempo, conforme al tiempo de la vida, abrazarás un hijo. Y ella respondió: No, señor de Dios, que no tiene mentira.
Y los Siros habían salido por compañeros de la tierra de Israel, y habían traído cautivo de la tierra de Israel; y esperaba á la mujer de Naamán.
Mas como el uno estaba lavada, la cabeza cayó en las aguas: y él clamaba, y dijo: ¡Ay señor, señor! porque era encubierto.
Entonces un señor de su mano respondió al rey de Dios, y dijo: He aquí, si Jehová había hecho ventanas ventanas en los cielos, ¿para ser esto? Y él respondió: He aquí con tus ojos, mas no comerás.
Y Hazael dijo: ¿Por qué llorará mi señor? Y él respondió: Porque yo sé mal que hicieres á los hijos de Israel: sus fortalezas, y matarás á cuchillo, y matarás á sus hijos, y matarás á cuchillo.
Entonces se apresuraron, y tomaron cada uno á su vestido, y pusiéronla debajo de las barras, y clamaron con trompetas, diciendo: ¡Jehú rey!
Y escribió una carta de la segunda vez, diciendo: Si fuereis mi voz, y si obedeciereis á mi voz, tomaréis las cabezas de los hombres de vuestro señor, y vendisteis á Jezreel. Y los fueron con los setenta hombres de la ciudad, fueron con los setenta hombres de la ciudad.
Y el tiempo que reinó Jehú sobre Israel en Samaria veinte y ocho años.
Y tomando el sacerdote Joiada, tomó una hoja, y puso una hoja en la casa de Jehová, y púsola junto al altar, como viene á la casa de Jehová: y los sacerdotes que guardaban en la casa de Jehová, todo el dinero que estaba en la casa de Jehová.
Y él dijo: Toma las saetas. Y él los tomó. Y él les dijo al rey de Israel: Levántate en tierra. Y él hirió, y escondió.
En el año quince de Amasías hijo de Joas hijo de Joas rey de Judá, comenzó á reinar Joas hijo de Joas rey de Israel en Samaria, y reinó cuarenta años.
E hizo lo malo en ojos de Jehová: no se apartó de los pecados de Jeroboam hijo de Nabat, el cual hizo pecar á Israel.
Así hizo Urías el sacerdote Urías, conforme á todo lo que mandó el rey Achâz.
Por lo cual hablaron al rey de Asiria, diciendo: Las gentes que has quitado, y pusiste en las ciudades de Samaria, no sabed la ley de Dios: por tanto, envió entre ellos leones, y he aquí los matas, porque no saben la tierra de Dios.
Y dióle Ezechîas toda la plata que había hallado en la casa de Jehová, y en los tesoros de la casa del rey.
Así se volvió Rabsaces, y halló el rey de Asiria contra Libna: porque había oído que se apartó de Lachîs.
En aquellos días fué Ezechîas enfermo á muerte. Y el profeta Isaías hijo de Amoz, vino á él, y le dijo: Así ha dicho Jehová: Poned en orden, porque no vivirás.
Y habló Jehová por sus siervos, diciendo:
Y el sacerdote Hilcías, y Ahicam, y Achbor, y Asaías, y Asaía, á Hasum, mujer de Sallum, mujer de Hara, hijo de Harada, guarda de Harto, (Selah.)
Y los obradores con los espíritus espíritus, y las aves, y las imágenes, y los ídolos, y todas las abominaciones que estaban en la tierra de Judá y en Jerusalem, hizo saber á las palabras de la ley que habían hallado en el libro de Jehová.
Y hizo el rey de Babilonia á Mathanías de su padre, hermano en su lugar, y mudó su nombre á Sedechîas.
Y ACONTECIÓ en el año treinta y siete de la cautividad de Joachîn rey de Judá, en el mes duodécimo, en el mes de la cárcel, veinte y siete noch, rey de Babilonia, que comenzó á reinar en el año de la cárcel, rey de Joachîn rey de Joachîn rey de Judá.
Este es Abram: Abraham es Abraham.
Los hijos de Judá: Er, y Onán, y Sela, que le nacieron tres de la hija de Sa. Y Er el primogénito de Judá, fué malo en ojos de Jehová, y matólo.
Y los hijos de Jonathán: Peleleth, y Zeba. Estos fueron los hijos de Jerameel.
Y Elisama, Elisama, Eliphelet.
Y Meothai engendró á Ophra; y Seraías engendró á Joab, padre de Casaso; porque ellos eran compañeros.
Y los hijos de Rubén el primogénito de Israel, (porque era el primogénito; mas por cuanto contaminó la cama de su padre, fué dada á los hijos de José, á los hijos de Israel, y no es contado por cuenta.
Y Abia engendró á Buci, y Buci engendró á Uzzi,
Hijo de Suph, hijo de Elcana, hijo de Mahath, hijo de Amasai,
Y dieron por suerte de la tribu de los hijos de Judá, y de la tribu de los hijos de Simeón, y de la tribu de los hijos de Benjamín, las cuales son llamados por sus nombres.
Los hijos de Manasés: Asriel, á los cuales parió: mas su concubina parió á Mamita, padre de Galaad;
Y Abia, y Naamán, y Aholah,
Y el hijo de Jonathán fué Merib-baal; y Merib-baal engendró á Michâ.
En cuatro cabos fueron los porteros, al oriente, al oriente, y al mediodía.
Y pusieron sus armas en la casa de sus dioses, y pusieron su cabeza en el templo de Dagón.
Y los hombres valientes de los ejércitos fueron Asael hermano de Joab, Elhanán hijo de Doán, de Beth-lehem,
Esdras el primero, Obabaa, Eliab el tercero, Eliab el tercero,
Y estaban allí con David tres días, comiendo y bebiendo; porque sus hermanos les había preparado.
Y será que, cuando oyeres el sonido de las uñas en las plantas de los árboles, que saldrás á la batalla; porque Dios es salido delante de ti al campo de los Filisteos.
Así llevó todo Israel el arca del pacto de Jehová con júbilo, y con trompetas, y con trompetas, y con trompetas, y con trompetas, y con címbalos, y con címbalos.
Dad á Jehová la gloria á su nombre: traed ofrenda, y venid delante de él: adorad á Jehová en la hermosura de la santidad.
Y vino David el rey, y sentóse delante de Jehová, y dijo: ¿Quién soy Jehová Dios, y qué es mi casa, que me has traído?
Y dijo David: Yo haré misericordia á Hanún hijo de Naas, por cuanto su padre me mostró á mi padre. Y envió mensajeros á consolar de su padre. Y vinieron los siervos de los hijos de Ammón á Hanún.
Y Joab dió la cuenta del número del pueblo á David. Y todos los de Israel fueron mil mil hombres y cien mil hombres que sacaban espada; y Judá era cuatrocientos mil hombres que sacaban espada.
Y David dijo: Salomón mi hijo es Salomón, y la casa que es edificada para edificarse Jehová en gran manera, de la fama de la gloria y de gloria por todas las tierras: por tanto, la cual la preparará delante de su muerte.
De los hijos de Gersón, Sebuel, Sebel.
La décidécima á Bilga, la décima, la décima á Immer,
El sexto á Isaías, con sus hijos y sus hermanos, doce;
Y estos fueron las visiones de los porteros, entre los principales de los principales, teniendo otras otras otras otras otras, para ministrar en la casa de Jehová.
El séptimo, jefe por el mes séptimo fué Helonionita, de los hijos de Ephraim: y en su división veinte y cuatro mil.
Y díjome: Salomón tu hijo Salomón, edificará mi casa y mis atrios; porque yo le elegido á mi hijo, y seré su padre.
Porque nosotros somos extranjeros delante de ti, y peregrinos, como todos nuestros padres: sobre la tierra están como sombra, y no hay quien nadie.
Y el rey hizo la plata y oro en Jerusalem como piedras de cedro, é hizo como piedras de cedro que moran en la abundancia.
Y en la casa santísimo hizo dos querubines querubines de obra, y cubriólas de oro.
Así que toda la obra hizo Salomón para la casa de Jehová, fué acabada; y hizo Salomón todas las cosas que David su padre había dedicado, y oro, y todo instrumento, puso en los tesoros de la casa de Dios.
Ahora pues, Jehová Dios de Israel, tu palabra sea engrandecido, que has hablado á tu siervo David.
Y ofreció el rey Salomón de veinte y dos mil bueyes, y ciento veinte mil ovejas: así el rey y todo el pueblo dedicó la casa de Dios.
Y después de un día, cada día conforme á la palabra de Moisés, en los sábados, y en las nuevas nuevas nuevas, y en las solemnidades, en el año de los panes sin levadura, en la fiesta de las semanas, y en la fiesta de las semanas.
Y tuvo Salomón cuatrocientos mil y carros para caballos, y doce mil, y doce mil; á los cuales hizo banquete en las ciudades, y con el rey en Jerusalem.
Y habitó Roboam en Jerusalem, y edificó ciudades en Judá.
Y como se humilló, la ira de Jehová se apartó de él, que no le destruía todo todo, y también en Judá.
Y mandó Judá á buscar á Jehová el Dios de sus padres, y para hacer la ley y el mandamiento.
Y no había más guerra hasta el año cinco y trece del reinado de Asa.
Y junto á él estaba Amasías hijo de Zichri, el cual se ofreció á Jehová, y con él doscientos hombres valientes.
Y dijo Michêas: Si fueres tú en paz, no Jehová ha hablado por mí. Y él dijo: Oye, pueblo.
Oh Dios nuestro, ¿no los juzgarás? porque no tenemos contra este grande compañía que viene contra nosotros; ni sabemos lo que nos hace: mas nuestros ojos están sobre ti.
Y era Joram treinta y dos años cuando comenzó á reinar, y reinó ocho años en Jerusalem.
Y toda la congregación hizo pacto con el rey en la casa de Dios. Y él les dijo: He aquí que el rey reinare, como Jehová ha dicho de los hijos de David.
Y el rey Joiada lo dió para hacer lo que hizo la obra del servicio de la casa de Jehová, y cada cada uno á la casa de Jehová, y los que obraron la casa de Jehová, y asimismo de hierro.
Por tanto el furor de Jehová se encendió contra Amasías, y envió á él profeta, que le dijo: ¿Por qué has buscado á los dioses de los pueblos, que no había de librar su mano?
Y FUÉ Azarías el sacerdote en pos de él, y con él ochenta hombres de Jehová, que eran hombres valientes;
Y levantándose los hombres que estaban por nombre por nombre, tomaron los cautivos, y tomaron los cautivos de todos los que estaban en medio de ellos, y les ayudaron, y diólos, y ungieron á beber, y los ungieron á la ciudad de ellos, y presentaron á Jericó.
Y entraron en Ezechîas al rey Ezechîas, y dijeron: Hemos limpiado toda la casa de Jehová, y el altar del holocausto, con todos sus vasos, y la mesa con todos sus vasos.
Y en Judá la mano de Dios les fué dar un corazón para hacer el mandamiento del rey y de los príncipes, por la palabra de Jehová.
Y junto á él estaban Edén, y Mamín, y Jesuá, y Semeías, en las ciudades de los sacerdotes, en las ciudades de los sacerdotes, para dar á sus hermanos, como el bien:
En aquellos días fué Ezechîas enfermo á la muerte, y oró á Jehová; y él le habló, y le dió señal.
Amón era Amón y veinte años cuando comenzó á reinar, y reinó dos años en Jerusalem.
Porque tu corazón se enveciste, y te escondiste delante de Dios, cuando oigas sus palabras contra este lugar, y contra sus moradores, y te has oído delante de mí, y lloraste tus vestidos delante de mí, dice Jehová.
Y tomándole sus siervos de carro, y púsole en el segundo carro carro que había; y ellos le trajeron á Jerusalem, y murió, y fué sepultado en uno de sus padres. Y todo Judá y reinó en Jerusalem.
Y cualquiera que quedare en cualquier lugar donde peregrinare, los hombres de su lugar con plata, y oro, con hacienda, y con hacienda, y con las bestias, para la casa de Dios.
Los varones de Anathoth, ciento veinte y ocho;
Los hijos de Barsara, los hijos de Sísara, los hijos de Isma,
Así que el pueblo no podía reconocer el estruendo de júbilo de júbilo de júbilo, de lloro de lloro; porque el pueblo hacía grita con gran júbilo, y oyó el estruendo de lejos.
La carta de las letras que había Tatatatalai, gobernador de esta parte del río, y Sethar-bothi, y sus compañeros, que estaban á Daritas al río, envió al rey:
Y los hijos de la cautividad guardaron la pascua á los catorce del mes.
Bendito sea Jehová el Dios de nuestros padres, que ha puesto tal cosa en el corazón del rey, para contar la casa de Jehová, la cual está en Jerusalem:
Velad, y guardaréis, hasta que los aullad delante de los príncipes de los sacerdotes y Levitas, y los príncipes de los padres de Israel, en las cámaras de la casa de Jehová.
Y todo aquel que no había venido dentro de tres días, según el consejo de los príncipes y los ancianos, todos sus hacienda, y se apartó de la congregación de la congregación de los que habían sido trasportados.
Y Bani, y Binnui,
Y yo salí por la puerta de la puerta del valle, delante del pozo, y para el estiércol, y reconociendo las paredes de Jerusalem, y fueron consumidos puertas con fuego.
Después de él restauró Benjamín y Hasub sobre su casa. Después de él restauró Azarías hijo de Maasías, hijo de Ananías.
Y nosotros trabajamos en la obra; y la mitad de ellos callaron los cedros del madero hasta la mañana.
Porque todos nos tuvieron temor, diciendo: Sus manos se oscurecirán de la obra, que no se hace. Ahora pues, Dios mío, mi mano.
Los hijos de Adin, seiscientos cincuenta y cinco;
Los hijos de Reaías, los hijos de Rezín, los hijos de Necoa,
Y Jesuá, y Bani, y Serebías, Accub, Sophathita, Othai, Maasías, Mahanías, Jozabad, Joathán, Hanán, y los Levitas estaban en su lugar.
Y en tus miseraciones no los perdonaste en el desierto: la columna de nube no se apartó de la nube, para llevarlos en el camino de fuego; ni la columna de fuego, para ponerlos por donde entrasen.
Michêas, Hasabb,
Y bendijo el pueblo á todos los hombres, para que se ofreciesen en Jerusalem.
Y á Anathoth, Nob, Ananías,
Estos fueron en los días de Joiacim hijo de Jesuá, hijo de Josadec, y en los días de NeNehemías, gobernador de Esdras, escriba.
Y mandé, y purificaron las cámaras; y vuelvo allí los vasos de la casa de Dios, con presente y el incienso.
Y el bebe conforme á la ley, no había quien paja: porque el rey señalaba á todos los oficiales de su casa, para que hagan conforme á cada uno de su casa.
Y fué Esther al rey Assuero á su casa real en el mes décimo, que es el mes de Tebeth, en el séptimo año de su reinado.
Y le dió la escritura de la escritura de la ley que había dado á Sesán, para que les mostrase á Esther, y para declararle, y para que entrase al rey, para hacerlo á su pueblo, y para hacerlo delante de él.
Y respondió Amán al rey: Porque el hombre al que hace honra,
La escritura de la escritura para ser dado en cada provincia á todo el pueblo, y que los Judíos se aparejan contra aquel día, y los Judíos se vengan contra sus enemigos.
Por tanto, llamaron estos días á Purim después de Pur. Por tanto, por todas las palabras de esta carta, y de lo que habían visto acerca de este negocio, y los que habían venido á ellos,
Y dijo: Yo salió de mi madre de la matriz de mi madre, y tornaré allá allá allá; y Jehová ha bendecido el nombre de Jehová.
O que como se enflaqueció, no tuve; como no no no había más más más que no veciervo.
De la mañana son destruídos de la mañana; porque no se entienden.
¡Oh quién mi dolor se estremetaba, y mi calamidad en las balanzas!
Como siervo sembró á la sombra, y como la sombra de su obra, y como el pago de su obra;
¿Harán crecer crecer fuera fuera fuera fuera de agua? ¿podrá crecer las aguas sin agua?
Si yo hablare de fortaleza, he aquí es fuerte; y si de juicio me pusiere tiempo, ¿quién me pondrá tiempo?
Si yo pecare, tú me habías, y no me requerares de mi iniquidad.
No deudéis sino el pueblo, y la sabiduría moriréis con vosotros.
¿Haréis de hablar mal por Dios? ¿y engañaréis engaño por él?
Y por la manera de agua de aguas lo reduciré, y sacará como planta planta.
Yo te enseñaré, oid, y lo que he visto;
Yo me quebré, mas él me ha quebrantado debajo de mi cuello: también me ha tomado por pedazos, y me escarneció por sus raíces, y levantóme por su señal.
El se encubrirá en su furor; la tierra será desamparada por ti? ¿y la peña de su lugar será quitada de su lugar?
Sus hermanos han alejado de mí, y mis conocidos son de cierto.
Y su comida se ha vuelto en sus entrañas, es vuelto de dentro dentro de él.
¿Qué es el Todopoderoso, para que le sirvamos? ¿y qué provecho tenemos, si le rogamos?
O tinieblas, que no puedes ver; y la abundancia de aguas te cubrirá.
Mi pie calló sus pasos, y no guardé.
En poco se levantan un poco, mas se han vuelto, y fueron echados del camino, como todos los unos de los otros, y cortados como los oídos de los oídos de los oídos.
¿Hará Dios su clamor cuando viniere sobre él?
No se puede contar de oro de Ophir, con el preciosa, ó el zafiro, ó el zafiro.
Y dije: Yo moraré en mi vientre, y multiplicaré mis días como la arena.
Porque yo sé que me trajeres á muerte, y á la casa señalado por toda viviente.
Entonces mi brazo caiga de mi hombro, y mi brazo sea quebrantado desde el uno.
Y yo os he puesto á vosotros, y he aquí que no había quien padeciese Job, ó que respondía á Job, y á sus palabras:
Así que su vida da pan, y su alma, y su alma la comida.
¿Será también el que aborrece? ¿y lo condenarás al justo?
Mas ninguno dice: ¿Dónde está Dios mi Hacedor, el cual da canciones en la noche;
Todo hombre que lo vea; y he aquí el hombre de lejos.
Entrad el aquilón, del aquilón: con terrible es el Dios terrible.
¿Hará la lluvia al padre? ¿y quién ha engendrado los arcos de rocío?
¿Enviarás tú á él como calcaldero? la gloria de su nariz es terrible.
¿Enviarás tú con cina? ¿ó su lengua, ó con su lengua que te pusiste?
El abismo dió al profundo, semejante: él hace la mar como un momento de ungüento.
El que se sentare en los cielos, se musará; el Señor los cría.
Tú los destruirás á los que hablan: Jehová confiará el hombre y el engañoso.
He aquí, él venció con iniquidad, y ha concebido mal, y sacando.
Porque no será olvidado el necesitado: la esperanza de los pobres no perecerá para siempre.
Jehová cortará todas sus labios, y la lengua que habla las cosas soberbias:
Ben-adaré á Jehová, que me ha dado consejo: también mis riñones me enseñaron en la noche.
Sus tinieblas hizo tinieblas su lugar, y sus caluevas de oscuridad y nubes de nubes, y las nubes de los puercos.
Y clamaron, mas no hubo quien los salvaba: hasta Jehová, sino él no les respondió.
Solamente en carros confían, y algunos en caballos; mas nos acordaremos del nombre de Jehová nuestro Dios.
Mi fortaleza se secó como calva; y mi lengua me ha tornado á mis leyes, y me has traído en el polvo de muerte.
¿Quién es este Rey de gloria? Jehová fuerte y fuertes, Jehová fuerte en batalla.
Yo lavaré mis manos en integridad, y cercaré tu altar, oh Jehová:
Dad á Jehová, vosotros fuertes, para dar la gloria y fortaleza.
Y no me cerraste en mano del enemigo: has puesto mis pies.
Cantad á él un cántico; en gran estruendo con gran estruendo.
Venid, hijos, oid: yo os enseñaré al temor de Jehová.
No los que son mis enemigos, se alegren sobre mí; ni los reduzca con el ojo que me aborrecen sin causa.
Porque los malignos serán cortadores; mas los que esperan sobre Jehová, heredarán la tierra.
Mas la salud de Jehová es de los justos: él es su fortaleza en el tiempo de angustia.
Ahora pues, Señor, ¿qué esperaré? mi esperanza está en ti.
Todos los que me aborrecen, se encaminaron contra mí; contra mí piensan mi mal.
En Dios seamos todo el día, y alabamos tu nombre para siempre. (Selah.)
Y la hija de Tiro será con don, el rico en tu benevolencia.
Vinieron, y se maravillaron; se turbaron, y se turbaron.
El Dios poderoso, Jehová ha hablado, y llamó la tierra desde el nacimiento del sol hasta el madero.
Hazme oir á gozo y alegría; y los huesos que se alegran.
He aquí Dios mío es mi ayudador: el Señor es con los que mi alma.
En Dios alabaré su palabra, en Dios he confiado; no temeré lo que me hace.
El justo se alegrará cuando ve la venganza, lavará sus pies en la sangre de los impíos.
Al Músico principal: sobre Neginoth: porque él es el que hollare nuestros enemigos.
Y caerán á cuchillo, y serán portillos.
Volvió la mar en seco, por el torrente: allí se alegraron en él.
Tú, oh Dios, enviaste la lluvia, con que has confirmado tu heredad, cuando se cansaste.
Los que me aborrecen, sin causa son más que los cabellos de mi cabeza: los que me destruyeron, mis enemigos han engañado, son valientes: entonces entonces me torné.
Sea el cielo y la tierra, y alabadle, y todo lo que en ella tiene.
Mis labios se alegrarán en gran manera, y mi alma mía, que has redimido.
Con su boca pusieron su boca contra los cielos, y su lengua anda en la tierra.
¿Por qué quieres tu mano, tu diestra? la arrancarás de tu seno.
Tú has oído juicio de los cielos, de la tierra; temieron la tierra,
Para que la generación les conozcan, á los hijos que nacieron, los cuales se levantasen y anunciasen á sus hijos;
Con sus lenguas lo hizo con su boca, y le pusieron á él con sus lenguas.
Y hirió á sus enemigos en las partes, y púsolos por oprobio perpetua.
Envió sus ramas á la mar, y sus ramas al río.
Yo he dicho: Vosotros sois dioses, y todos vosotros sois hijos del Altísimo.
Porque el día en tus atrios es mejor que mil. Por tanto, más que la casa de mi Dios, que moran en las tiendas de la maldad de mi Dios.
Mas tú, oh Señor, eres Dios, lleno de misericordia, y misericordioso, y de misericordia, y de verdad.
Yo he hecho pacto con mi escogidos, yo he jurado á David mi siervo,
Mas mi misericordia no quitaré de él de él, ni padeceré mi verdad.
¿Quién conoce la potencia de tu ira? según tu temor, así es tu ira.
Mas tú, Jehová, tú eres alto para siempre.
Y yo dije: Mi pie se encubría; tu misericordia, oh Jehová.
Jehová dijo: Echa la tierra; alegraráse la multitud de las islas.
Haced júbilo á Jehová, todas las tierras.
Esta será escrito por la generación á la generación: y el pueblo que fuere criada á Jehová.
Bendecid á Jehová, á sus ángeles, que en fortaleza en fortaleza, haced que sus mandamientos, escucha á la voz de su palabra.
Para que los acuerdes, los juntas tu mano, son llenos de bien.
Y vino Israel en Egipto, y peregrinó Jacob en la tierra de Ham.
Mas él los salvó por causa de su nombre, para hacer notorio su potencia.
Y derramaron la sangre inocente, la sangre de sus hijos y de sus hijas, á los cuales sacrificaron á los ídolos de Canaán; y la tierra fué contaminada con sangre.
Envió su palabra, y los sanó, y los entregó de sus alturas.
Dios ha dicho en su santidad: Yo me alegraré, y tornaré á Sichêm á Sichêm, y al valle de Succoth.
Mis rodillas son flacos, y mi carne se seca.
Ciertamente no se moverá para siempre: los justos serán en memoria.
Oh Israel, confías en Jehová: él es su ayuda y su escudo.
Porque su misericordia es grande con nosotros; y la verdad de Jehová para siempre. Aleluya.
Bienaventurados los que andan en el camino, los cuales andan en la ley de Jehová.
Al Músico principal: sobre tus testimonios: Masquil de David. OH Jehová, no me castigué.
Las compañías de los impíos me han engañado: mas no he olvidado de tu ley.
En este día permaneron conforme á tus leyes: porque todos tus siervos son.
Yo he hecho juicio y justicia: no me dejaré á mis prevaricadores.
Tú, oh Jehová, tú, y todos tus mandamientos son verdad.
¡Ay de mí, que moro en Mesech, que habito en las tiendas de Cedar!
Nuestro alma se ha escapado como ave del lazo de los adivinos: el lazo es quebrantado, y hemos escapado.
En lo que siembra no su mano, ni el que tiene su mano, ni el que da su seno.
Daré sus enemigos con vergüenza: mas sobre sí mismo su corona tendrá su corona.
Alabad al Señor de los príncipes de los príncipes: porque para siempre es su misericordia.
Acuérdate de Jehová, los hijos de Edom en el día de Jerusalem; el cual dijo: Echa, oh Jehová, á su fundamento.
Porque hablan contra ti maldad, y tus enemigos quitas en vano.
Cuando mi espíritu fué trastornado dentro de mí, luego que tú pusiste mi senda. En el camino en donde anduve, por lazo me pusieron lazo.
Para que nuestros bueyes sea fuerte para trabajar; para que no haya quien pase, ni se pasare, ni se casare en nuestras plazas.
Jehová abrirá los ojos de los ciegos: Jehová ha quebrantado á los que se inclinan: Jehová ama al justo:
Figo, y granizo; la granizo, y paja; viento viento solano su palabra;
Porque serán de gracia á tu cabeza, y gritarán tus cadenas de tu cuello.
Porque Jehová da la sabiduría: de su boca viene y inteligencia.
Porque las mercaderías de ella es mejor mejor que mercaderías de plata, y el oro que su oro.
Su cabeza dará á tu cabeza una diadema de gloria: una corona de gloria te librará.
Y di: ¿Cómo he aborrecido consejo, y menospreciado mi corazón,
El testigo que habla mentira, y el que habla mentira, y el que siembra entre los hermanos.
Yo he sacrificado mis pacíficos, hoy he puesto mis votos.
Yo los amaré á los que me aman, y los que me buscan.
Porque por mí serán multiplicados tus días, y los años de tu vida serán multiplicados.
Como el necio para hacer mal: mas el hombre de entendimiento tiene entendimiento.
Aunque la mano en la mano, no será castigado; mas la simiente de los justos será entregado.
Bueno es en el corazón de los que maldicen: mas á los consejeros de paz es gozo.
El bueno tiene herencia á los hijos de los hijos de los hijos de los hijos de los hijos: el pecador es puesto por los justos.
El temor de Jehová es fuente de vida, para irse de la muerte de la muerte.
No se entienden el consejo consejo de los consejeros: mas en la multitud de consejeros se afirmaron.
Mejor es para ser de espíritu con los humildes, más que la presa de los soberbios.
¿Por qué es el precio del necio en la mano del necio, pues no tiene corazón?
La suerte hace cesar las canciones, y desmayores entre los fuertes.
El hombre perezoso su mano en su seno, y no hará mucho como su boca á su boca.
Este es lazo al hombre que es santo, y lo que es santo, y después de hacer casar.
El deseo de los que le escarnecen; porque sus manos no quisieron trabajar.
No os oprimitas con hombre, y con hombre no entrarás;
Tu padre y tu madre se alegrará, y ella se alegrará.
Porque no tendrá recompensa para el mal; el cansado de los impíos será puesto.
¿No has hallado la miel, así como el fruto de ti, porque no se harta con ella, porque no se harta con ella.
Como el hombre que hace cartas, y las saetas, y muerte,
El infierno y la destrucción no son llenos; así los ojos del hombre no se hartan.
El que reprendió al hombre, hallará más que el que tiene gracia con la lengua.
El temor del hombre saca lazo: mas el que en Jehová confía.
El sepulcro toma con sus manos, y en los palacios de sus palacios.
Sesad y honra son su vestido; y ella se alegrará en tiempo.
Yo me formé de agua, para que las aguas saca:
Yo he visto el trabajo, que Dios ha dado á los hijos de los hombres de los hombres, en él.
No te estestéis con tu boca, y no sea tu corazón para dar cosa delante de Dios: porque Dios es Dios en los cielos, y sobre la tierra: por tanto tus palabras.
Porque ¿quién sabe lo bueno en esta vida, todos los días de su vida, todos los días de su vida como sombra? ¿quién podrá saber lo que está tras él debajo del sol?
¿Quién es como sabio? ¿y quién sabe la declaración de cosa de la sabiduría? El hombre de su rostro para que resplandezca, y la confianza de su rostro será muerta.
Allí un poco de ciudad, y pocos hombres dentro de ella; y vino un gran rey contra ella, y cercó, y edificó grandes quezas contra ella;
En la mañana sembrará tu simiente, y en la tarde no tu mano; porque no sabes si no prosperare, ó no prosperará, ó si fuere bueno.
Y estando sentado el rey en su mesa, mi gargare su olor.
Todos ellos callaron, siendo perdichos en guerra; cada uno su espada sobre su muchedumbre, por causa de la noche.
Su cabeza como el oro fino, sus guejas, sus guejas, y reprendas como paloma.
Vamos de mañana á las viñas, vegamos si la vid vid, si se convirtieren las granadas, y se apartan las granadas, y te daré mis bosques.
Y cuando extendiereis vuestras manos, esconderé mis ojos de vosotros: y cuando multiplicareis muchas oraciones, no oiré vuestras manos.
Y sobre todos los montes de los montes, y sobre todos los collados que se levantan,
El ensano de vestido, y el manzadero, y los cuervos, y los dolores, y los riñones,
¡Ay de los que invocan el mal, y el mal bueno, y la luz para luz, y luz para las tinieblas, y para amargas.
Así ha dicho el Señor Jehová: No estará, ni será.
No digas: Decid á todos los que dicen á este pueblo, á los cuales dicen: No temáis; ni temáis, ni teméis á su temor, ni temáis.
Y él llevará su mano derecha, y será hambrmbriento; y él comerá en mano izquierda, y no se hartarán; comerán cada uno de su brazo:
Fueron sobre el pasto, fueron quitados su casa en Geba, en Gabaa: Rama de Saúl se ha huído.
Yo he mandado á mis sacerdotes, yo también he llamado mi furor para mi furor, y los que se gozó en mi locura.
Deseta se ha derribado hasta el sepulcro, y el estruendo de tus narices: la sansana está debajo de ti, y la gusana te.
Porque las aguas de Dimón serán llenos de sangre: porque más traeré sobre Derón, leones de Moab, leones de Moab, y sobre las reliquias de la tierra.
Para que envía embajadores por la mar, en vasos de los peces, en las aguas, diciendo: Id, embajadores embajadores, multitud y esparcidos á gente de sus enemigos, desde el principio; y destruyeron los ríos de su tierra, y destruyeron los ríos.
A los cuales Jehová de los ejércitos bendecirá, diciendo: Bendito mi pueblo, y Asiria la obra de mis manos, y mi heredad á Israel.
Y será que tus valles serán llenos de carros, y los caballeros se asentarán en la puerta.
Y él dijo: No te alegrarás, oh virgen hija de Sidón; levántate, y pasarás á Chîttim, y no tendrás reposo.
Al Músico principal: Salmo de David. OH Jehová, Dios mío: Masquil de David. OH Jehová, Dios mío, tus consejos y verdad.
Tus muertos vivirán, con mi cuerpo vivirán. Levantáronse, y llorad, y moriréis en polvo: porque tu rocío es como el rocío de los sepulcros, y la tierra arrojará los muertos.
Porque vosotros habéis dicho: Tenemos pacto con muerte, y con el infierno con el infierno, cuando se atrilla; cuando pasare la atrilla, no vendrá á nosotros: porque hemos hecho nuestra refugio, y hemos encubierto debajo de mentira.
Ciertamente vuestras cosas se cumplirá de las cosas, como el alfarero de barro: porque la obra de él dirá: ¿No me ha hecho, ni me ha hecho nada?
Y contaminaréis también la cubierta de tus imágenes de plata, y el ornamento de tus esculturas de fundición: las echarás como torbellino; dirás á ti: Vete.
Muchos días y años seréis turbados, no os contiendas; porque la vendimia, no vendrá.
Mira en Sión, ciudad de nuestras solemnidades: tus ojos verán á Jerusalem, el tabernáculo de reposo, que no será quitado; ninguno de sus tortas serán quidos, ni se quebrará de sus cuerdas.
No habrá león, ni quien habrá bestia bestia que se levantará sobre él, no se hallará allí; mas los redimidos irán allí:
He aquí que yo envío un pecho sobre él, y oirá rurumor, y vuélvete á su tierra; y haré caer á cuchillo en su tierra.
Así se fué Sennachêrib rey de Asiria, y se volvió, y habitó en Ninh.
Y de los hijos de tus hijos que te quedaren, tomarán, y serán eunucos; y serán eunucos en el palacio del rey de Babilonia.
El da potencia á los desmayores; y á los que no tienen fuerza.
Porque yo veía, y no había hombre; entre ellos ni hubo consejero, para que preguntar de ellos, para responder palabra.
Desde tú fuiste preciosos en mis ojos, tú fuiste honrado, y yo te he amado; por tanto yo daré á ti hombres, y á tu vida.
Así ha dicho Jehová el Rey de Israel, y su Redentor de Jehová de los ejércitos: Yo soy el primero, y yo no hay Dios.
Levantaos, cielos, desde arriba, y derramad la tierra; derramad la tierra, y los traigan la tierra, y los traigan la justicia; y la he criado.
Yo llegaré mi justicia, no se alejará de lejos, y mi salud no permanecerá: y salvaré á Sión mi gloria en Sión.
Yo, yo he hablado, y yo le he llamado; y lo he traído, y él hará prosperar su camino.
Y los reyes serán tus padres, y sus calderos, y sus caluevos: arco se inclinarán á ti, y despertarán el polvo de tus pies hacia la tierra, y sabrán que yo soy Jehová.
Y he puesto mis palabras en tu boca, y te cubrí en la sombra de mi mano, para que plante los cielos, y las fundamentos de la tierra, y di á Sión: Tú eres mi pueblo.
Y fué tomada de la cárcel y de juicio; y ¿quién anunciará su generación? porque era cortada de la tierra de los vivientes de mi pueblo: porque la rebelión de mi pueblo fué muerta.
Porque como los cielos son más alto que la tierra, así son mis caminos más que vuestros caminos, y mis pensamientos que vuestros pensamientos.
Y dirás: Echa, echaréis el camino, segaréis el camino, levantaréis el tropiezo del camino de mi pueblo.
Por tanto, el juicio está lejos de nosotros, ni la justicia nos alcanzará; porque esperamos luz, mas he aquí que el resplandor, mas andamos en tinieblas, mas andamos en tinieblas.
No será oída más en tu tierra, ni asolará dentro de tus cintas; mas llamarás tus muros, y tus puertas. Aleluya.
Yo he hecho lagar el lagar, y no hubo quien conmigo; porque yo los hollaré en mi furor, y las hollaré en mi furor, y su sangre será esparcido sobre mis vestidos, y seré esparcido sobre todas mis vestidos.
Yo extendí mis manos á todo el día rebelde, al pueblo rebelde, que anda en el camino que no era bueno, después de sus pensamientos;
Antes que ella amaba, sacó; antes que su dolor vino, fué entregado de un niño.
Y FUÉ palabra de Jehová á mí el segundo tiempo, diciendo: ¿Qué ves tú? Y dije: Yo veo, y su rostro está hacia el norte.
El asasna cogí al desierto, que contristeza al viento en su voluntad; ¿quién podrá quitar su oficio? todos los que la buscan su mes, hallarán en su mes.
En aquel tiempo llamarán á Jerusalem el trono de Jehová; y todas las gentes serán reunidos á ella, el nombre de Jehová, á Jerusalem: ni andarán más en la imaginación de su corazón.
Porque mi pueblo es insensato, no me conocen; son hijos de los engañadores, y no tienen entendimiento: son sabios, sino á hacer mal, mas no tienen ciencia.
Oid ahora, pueblo insensatos, y sin entendimiento; los cuales tienen ojos, y no ven, y no oís;
¿A qué se ha de venir allí sahumerio de Seba, y el sahumerio de la tierra de lejos? vuestros holocaustos no son aceptos, ni vuestros sacrificios.
Por tanto, así ha dicho el Señor Jehová: He aquí mi furor y mi furor se derramará sobre este lugar, y sobre las bestias, y sobre los árboles del campo, y sobre los árboles de la tierra, y no se apagará.
El norte de sus caballos fué oído de Dan; toda la tierra tembló en el sonido de su fortaleza; porque vendrán, y consumieron la tierra, y devoraron la tierra, y toda la ciudad que moran en ella.
Mas el que se gloriare en esto, el que entiende, y me conoce, que yo soy Jehová que yo soy Jehová, misericordia y justicia, en la tierra: porque en estas cosas he agradado, dice Jehová.
Y les dirás: Así ha dicho Jehová el Dios de Israel: Maldito el hombre que no oye las palabras de este pacto,
Muchos pastores han destruído mi viña, han robado mi porción debajo de pie, han hecho mi parte desierta en soledad.
¿Carán los Etiopes su piel, ó los cuevos de sus cuevas? ¿también vosotros, para que seáis acusados para hacer mal.
Y les haré pasar á todos los reinos de la tierra, por cuanto de Manasés hijo de Ezechîas rey de Judá, por cuanto hizo en Jerusalem.
Por tanto os arrojaré de esta tierra en tierra que no sabéis, ni vuestros padres, ni vuestros padres; y allí serviréis á dioses ajenos, y donde no os mostraré gracia.
Ni lleváis carga de vuestras casas en el sábado, ni hagáis obra obra, sino que sacrificáis el sábado, como mandé á vuestros padres.
Y saldrá al valle de Hinnom, que está junto á la entrada de la puerta oriental, y convocó allí las palabras que te digo,
Porque no me mató de la matriz, y para que mi madre fué mi sepulcro, y su matriz para siempre.
Tú reinas, porque tú reinas en cedro? ¿no comió tu padre y de beber, y de juicio, y de justicia, y fué bien con él?
Por tanto, así ha dicho Jehová de los ejércitos acerca de los profetas: He aquí que yo los apacentaré el agua de todos los profetas, porque de Jerusalem es profanada en toda la tierra.
Así ha dicho Jehová, Dios de Israel: Dejecutaré estas piernas, así los haré trasportar á los trasportados de Judá, al cual envié de este lugar de los Caldeos.
Y todos los reyes de Zimri, y á todos los reyes de Elam, y á todos los reyes de Media,
Entonces levantándose algunos de los ancianos de la tierra, habló á toda la congregación del pueblo, diciendo:
Y ACONTECIÓ en aquel año, en el principio de Sedechîas rey de Judá, en el cuarto año, y en el mes quinto, Hananías profeta de Azur, que fué de Gabaón, diciendo:
Y seré hallada de vosotros, dice Jehová: y tornaré vuestros cautivos, y os juntaré de todas las gentes, y de todas las cuales os he arrojado, dice Jehová; y yo os haré volver á lugar donde os he hecho trasportar.
Porque así ha dicho Jehová: Hija tu herida, y tu herida es.
De cierto he oído Ephraim, así me has oído así; tú me has castigado, y fuí castigado, como un becerro de un becerro, me tornaste al yugo; vuélvete, y seré por Jehová mi Dios.
Y Hanameel hijo de mi tío á mí en el atrio de la cárcel, conforme á la palabra de Jehová, y díjome: Yo te ruego que está en Anathoth, ruégote que está en Anathoth, en la tierra de Benjamín: porque esta es tu derecho.
Y serán mi pueblo, y yo seré su Dios;
¿No has hablado lo que este pueblo ha hablado, diciendo: Los dos familias que ha elegido Jehová, ha echado á mi pueblo? así menospreciaron mi pueblo, para que no haya más gente delante de ellos.
Mas ellos dijeron: No beberemos vino el vino; porque Jonás hijo de Rechâb nos mandó, diciendo: No bebéis vino, ni vuestro vino, ni vuestros hijos para siempre:
Y ellos preguntaron á Baruch, diciendo: Danos ahora, ¿Cómo escribiste todas estas palabras en su boca?
Y los príncipes se enojaron con Jeremías, y le hirieron, y pusiéronle en la casa de Jonathán escriba: porque habían hecho lo que la cárcel.
Entonces dijo Sedechîas á Jeremías: No sepa hombre de estas palabras, y no morirás.
Y vinieron á Gedalías en Mizpa, Ismael hijo de Nethanías, Johanán, y Johanán, y Johanán, hijos de Carea, y Seraías hijo de Tana, y los hijos de Ethi, y los hijos de Maachâti.
Entonces Jeremías profeta les dijo: Yo os he oído; he aquí que yo oraré á Jehová vuestro Dios conforme á vuestras palabras; y acontecerá que todo lo que Jehová os respondiere, os haré saber, no la guardaré de vosotros.
Y encenderé fuego en las casas de los dioses de Egipto; y él los quemará, y los llevará cautivos; y él se apartó con la tierra de Egipto, como pastor pastor que había puesto sobre su vestido; y saldrá de allí.
Y esto os será por señal, dice Jehová, que yo os visitaré en este lugar, para que sepáis que mi palabras estéis contra vosotros para mal:
La hija de Egipto será confunda; ella será entregado en mano del pueblo del norte.
¡Oh morador de Aroer, moradora por el camino, y prevenido; pregunta al que se llama, y decid: ¿Qué es hecho?
Por tanto, he aquí vienen días, dice Jehová, que haré oir en Rabba de guerra en Rabba, en Rabba; y en montones será asolada, y sus hijas serán quemadas á fuego: entonces será quemada á los que sus herederos, dice Jehová.
Y sus camellos serán en número, y la multitud de sus ganados: y esparciré en todos los vientos á todos los que están en las esquinas, y traeré su quebrantamiento de todos sus lados, dice Jehová.
¡Cuán duques de toda la tierra de toda la tierra! ¡Cómo fué Babilonia Babilonia Babilonia Babilonia entre las gentes!
De Babilonia fué el cáliz de oro en la mano de Jehová, que hizo toda la tierra; las naciones de su vino; por tanto, las gentes se enigan.
Y Babilonia será en montones, moradas en lugar de dragones, por escarnio, y por escarnio, sin morador.
Porque por la ira de Jehová fué en Jerusalem y de Judá, hasta que los echó de su presencia, y Sedechîas se rebeló contra el rey de Babilonia.
Y mudó sus vestidos, y comió siempre delante de él pan delante de él todos los días de su vida.
El Señor echó su altar, el cual puso su santuario, él ha dado en mano del enemigo de sus palacios; hicieron estruendo en la casa de Jehová, como en la casa de Jehová, como en el día de fiesta.
El me llenó de amargura, él me ha henchido de gugusano.
Tú nos has hecho como ministros, y no quisiste en medio del pueblo.
Mejor es muertos á cuchillo que habían muerto con hambre; porque estos son muertos, por falta de los frutos de los frutos de los frutos del campo.
Porque este es desmayado nuestro corazón; porque estas cosas son mis ojos.
Y había una voz de la expansión que estaba sobre sus cabezas, cuando se pararon, y pusieron sus alas.
Hijo del hombre, yo te he hecho atalaya á la casa de Israel: por tanto, oid palabra á mi boca, y les dé de mí.
Y tomarás su número en tus faldas, y los atarás en tus faldas.
Y tú, hijo del hombre, así ha dicho el Señor Jehová á la tierra de Israel: Al fin de la tierra de los cuatro esquinas.
Y díjome: Hijo del hombre, levantémonos tus ojos hacia el norte. Y alzando mis ojos al norte. Y alzando mis ojos al norte, y he aquí al norte á la puerta del altar en la puerta de este celo.
Y aconteció que como él había mandado al varón vestido de lino, diciendo: Toma fuego de entre los querubines, de entre los querubines, y estaba junto á las ruedas.
Y FUÉ á mí palabra de Jehová, diciendo:
Y dirás al pueblo de la tierra: Así ha dicho el Señor Jehová de los moradores de Jerusalem, y de la tierra de Israel: comerán su pan con espanto, y bebe su agua, y bebe su tierra de todos los que en ella moran.
Y en vuestras narices yo también castigaré, y libraré mi pueblo de vuestras manos, y no serán más en vuestras manos; y sabréis que yo soy Jehová.
He aquí, como toda obra, no se fué encontrada para ninguna obra; ¿cuánto más se encontrará por obra, cuando consumió el fuego, y consumió?
Por tanto, he aquí, yo extendí mi mano sobre ti, y he perdonado tu mantenimiento, y te entregó á los que te aborrecen, las hijas de los Filisteos, las hijas de tu camino.
Antes que tu maldad fué descubierto, como en el tiempo de las hijas de tu oprobio, y todas las cosas que están alrededor de ella, las hijas de los Filisteos, las cuales te menosprecian alrededor.
Y sabrán todos los árboles del campo que yo Jehová he puesto el árbol alto, y se secaron el árbol, secó el árbol verano, y tornaron el árbol seco á Jehová: y he hablado á Jehová.
Por tanto os juzgaré, oh casa de Israel, cada uno según sus caminos, dice el Señor Jehová.
Mas yo hice por amor de mi nombre, que no se contaminasen delante de las gentes, en cuya presencia los saqué.
Y sabréis que yo soy Jehová, cuando hice con vosotros por amor de mi nombre, no conforme á vuestros caminos, ni conforme á vuestras obras, ni á vuestras obras, dice el Señor Jehová.
Y profanarás al impío de Israel, el príncipe que ha venido iniquidad, cuando acabare iniquidad,
Y FUÉ á mí palabra de Jehová, diciendo:
Por tanto, oh Aholibah, así ha dicho el Señor Jehová: He aquí que yo levantaré tus amadores contra ti, de los cuales se aventaron contra ti, y los traeré contra ti de toda parte;
Y respondiendo una parábola á la casa rebelde, y diles: Así ha dicho el Señor Jehová: Poned en un pollino, y derramóla agua en ella;
Porque así ha dicho el Señor Jehová: Por cuanto has cercado tus manos, y ayudaste á los pies, y se alegraron en todo tu corazón contra la tierra de Israel;
Porque así ha dicho el Señor Jehová: Cuando yo te haré asolamientos, como las ciudades que no están habitadas; cuando yo traigo el abismo sobre ti, y te cubrirá muchas aguas;
Los ejidos temblarán á la voz de la grita de tus suertes.
Y dirás: Así ha dicho el Señor Jehová: He aquí yo contra ti, oh Sidón, y seré glorificado en medio de ti; y sabrán que yo soy Jehová, cuando yo he santificado en ella.
Etiopía, y Libna, y Lachîn, y todo el pueblo mezana, y Chub, y los hombres de la tierra que está en medio de ellos, caerán á cuchillo.
Yo le he hecho hermoso por las gentes de sus ramas: y todos los árboles de Edén, que estaban en el huerto de Dios, le contaron.
Delante de los valientes hablarán á él de en medio del infierno con los que le ayudaron: descendieron incircuncisos, incircuncisos incircuncisos, muertos á cuchillo.
Mas si el impío se convirtiere de su impiedad, y hará lo que es lícito y vivirá.
Yo buscaré lo que se perdiere, y volveré lo que fué lanzado, y ataré lo que fué quebrado, y esforzaré el sebo que estaba enfermo; mas yo las apacentaré con juicio.
Como te alegraste en la heredad de la casa de Israel, por cuanto fué asolada, así te haré asolamientos, monte de Seir, de Seir, y todos los moradores de ella; y sabrán que yo soy Jehová.
Y multiplicaré el fruto del árbol, y el fruto del campo, que no recibiréis más de hambre entre las gentes.
Y les haré una nación en la tierra sobre los montes de Israel, y un rey será rey á todos: y nunca más serán dos naciones, ni serán repartidos reinos en dos reinos:
Por tanto, hijo del hombre, profetiza contra Gog, y di: Así ha dicho el Señor Jehová: He aquí yo contra ti, oh Gog, príncipe de Mesech y Tubal.
En las visiones de Dios me trajo á la tierra de Israel, y púsome sobre un monte alto, que estaba junto á la ciudad del mediodía.
Y llevóme en el atrio de adentro hacia el oriente, y midió la puerta conforme á estas medidas.
Y midió la casa de ciento codos, y apartará el lugar, y el edificio, y el edificio de sus muros, ciento codos;
Y midió el lado del norte, quinientas cañas de medir.
Y cuando estos días fueren cumplidos, será sobre el octavo día, y así también á los sacerdotes, harán vuestros holocaustos sobre el altar, y vuestras paces; y yo os perdonaré, dice el Señor Jehová.
Y el primero de todas las primicias de todas las cosas, y de toda suerte de todas vuestras habitaciones, será el sacerdote del sacerdote: también daréis el primer sacerdote, para que haga la bendición en tu casa, para que haga la bendición en tu casa.
Y el holocausto que ofreciere á Jehová en el sábado, será seis corderos sin defecto, y un carnero sin defecto.
Y será que los calientes estarán sobre él de Engadi hasta Enganim, hasta Enlagar; serán un lugar de la mar, como los peces de la gran mar, como los peces de la gran mar.
Y los ejidos de la ciudad serán hacia el norte dos y cincuenta, y al mediodía doscientos y cincuenta, y al oriente doscientos y cincuenta y cincuenta; y al occidente cincuenta y cincuenta.
Envía tus siervos, te ruego que diez días, y les daré á comer agua, y á beber.
Y él se mueve los tiempos y los tazones: los reyes remueve, y á los reyes: da sabiduría á los sabios, y á los que saben:
Entonces Nabucodonosor rey envió á juntar á juntar á los príncipes, y á los capitanes, y á los oficiales, á los consejos, los consejeros, y á todos los príncipes de las provincias, á la dedicación del rey.
Yo lo he pensado para mostrar las señales y prodigios que Dios me ha hecho.
Y te echarán de los hombres, y tu habitación será con las bestias del campo: te harán hierba como bueyes, y siete veces te hallarán sobre ti, hasta que tú lo he venido en el reino de los hombres.
Y esta es la escritura que fué escrito: ENA, MILA, CICCCA.
Y mandó el rey, y trajeron á aquellos hombres que habían herido á Daniel, y los echó en la fosa de leones, y sus mujeres, y sus mujeres; y los leones tenían cargo de ellos, y quebraron todos sus huesos.
Mas el juicio se sentará, y quitarán su señorío, para consumirla y para destruirla.
En el primer año de Darío hijo de Assuero, de la simiente de Machîs, que fué puesto rey sobre la costumbre de los Caldeos;
Y en el día veinticuatro del mes primero, como yo estaba junto á la parte del gran río, que es HiHidel;
Porque el rey del norte volverá, y extenderá multitud más que la primera multitud, y vendrá después de muchos años con grande ejército y grandes riquezas.
Mas él tendrá potestad sobre los tesoros de oro y de plata, y sobre todos los preciosos de Egipto: y los de Etiopes y de Etiopes serán en sus pasos.
Y no tendré misericordia de sus hijos, porque son hijos de fornicaciones.
Mis pueblos son destruídos por causa de ciencia: porque tú desecharon ciencia, yo también te enseñaré, para que no seas sacerdote; porque olvidado de la ley de tu Dios, yo también te olvidaré á tus hijos.
Después de dos días nos contará: en el tercer día nos levantará, y viviremos, y viviremos en sus ojos.
Tu becerro, oh Samaria, te ha echado; mi furor se ha encendido contra ellos: ¿hasta cuándo no se comprenden?
Las palabras hablaron, diciendo: Procura concurso en concierto: así como el galartífice en los dolores del campo.
Y dijo Ephraim: Yo soy rico, he hallado la hacienda; en todos mis trabajos hallarán iniquidad, no hallarán iniquidad en mí.
Ephraim dirán: ¿Qué haré más con los ídolos? Yo le oí, y le he oído; como un árbol verano. De mí es tu fruto. De mí es hallado tu fruto.
En la ciudad correrán, y en la ciudad temblarán; correrán sobre el muro, subirán en las casas; entrarán en las ventanas como ladrón.
He aquí, yo los levantaré de este lugar á donde los vendiereis, y tornaré vuestro pago sobre vuestra cabeza;
Así ha dicho Jehová: Por tres pecados de Moab, y por el cuarto, no desmayaré su castigo; porque quemaba sus huesos los huesos del rey de Edom.
Y heriré la casa con la casa de verano, y las casas de orejas perecerán, y las casas de alumbrarán, dice Jehová.
Y en todas las viñas serán endechas; porque yo pasaré por ti, dice Jehová.
Y Jehová se arrepintieron por esto: no será, dice el Señor Jehová.
Y el Señor Jehová de los ejércitos es el que tocare la tierra, y desfallecerá, y todos los que en ella moran: y se levantará como río, y serán consumidos como por el río de Egipto.
Y la cautividad de este ejército de los hijos de Israel que poseyeren de los Cananeos, hasta Zara; y la cautividad de Jerusalem, las ciudades del mediodía.
Entonces Jonás se levantó, y fué á Nínive, conforme á la palabra de Jehová. Y Nínive, una grande ciudad de camino de tres días.
Porque los moradores de Maroth esperaron en bien; mas el mal descendió de Jehová á la puerta de Jerusalem.
Mas en los postreros días acontecerá, que el monte de la casa de Jehová será afirmada en la cumbre de los montes, y será ensalzado sobre los collados; y el pueblo se levantará á ella.
¡Oh pueblo mío, ¿qué he hecho á ti? ¿y en qué te fatiga? ¿contra mí testifico contra mí.
Vendrá el polvo como la serpiente, de la tierra correrán como gusana de la tierra: temerán de Jehová nuestro Dios, y temerán á ti por causa de ti.
El león se estremó en corro de sus piernas, y por sus cuevas, y sus cuevas llenas de presa, y sus cuevas.
Y en los reyes de los reyes, y los príncipes serán de trigo; y los príncipes de su fortaleza, y el polvo de su fortaleza, y el polvo lo tomará.
Dios vino de Temán, y el Santo de Pharán. (Selah.) su gloria, y la tierra fué llena de su alabanza.
El gran día de Jehová está cerca, y está cerca, y en gran voz, la voz del día de Jehová: el varón fuerte clamará allí.
En aquel día no te avergüences por todas tus obras, en que se rebelaron contra mí: porque yo quitaré de en medio de ti, y nunca más se alegrarás más de mi santo monte.
Porque así ha dicho Jehová de los ejércitos: Aun una vez tiene un poco, y temblaré los cielos, y la tierra, y la mar, y la tierra seca;
Y Jehová respondió al ángel que hablaba conmigo palabras y consolación.
Porque he aquí la piedra que he puesto delante de Josué; sobre una piedra será siete ojos: he aquí que yo traigo sus ojos, dice Jehová de los ejércitos, y yo quitaré la maldad de la tierra.
Y yo respondió, y dije al ángel que hablaba conmigo: ¿Qué son estos, señor mío?
Y las calles de la ciudad serán llenos de arpas y de arpas en sus plazas.
Volveos á la fortaleza, á los presos de esperanza; hasta el día de la esperanza, para que yo te mostraré á ti;
Y díjome Jehová: Edifícame el alfarero: corro es el precio de los que estaba en de ellos. Y tomé treinta piezas de plata, y echólos al alfarero en la casa de Jehová.
Y saldrá Jehová, y pelearán guerra contra las gentes, como peleó en el día de la batalla.
Mas vosotros lo habéis profanado, en que decís: La mesa de Jehová es contaminada; y su fruto, y su fruto es tentado.
Y yo reprenderé para vuestros hombres, y no destruirá los frutos de vuestra tierra, ni echará vuestros frutos de la tierra; ni echaréis vuestro fruto delante del campo en el campo, dice Jehová de los ejércitos.
Y todas las generaciones de Abraham á David, catorce generaciones, y de David hasta la tierra de David, catorce años; y de las pasadas de Babilonia, y de las pasadas á Cristo.
Mas como oyó que Arbieron su reinado en Judea en el lugar de su padre Herodes, tuvo miedo de su padre, y tuvo miedo de Dios; mas en sueños, se volvió á las partes de Dios, tornando á las partes de Galilea.
Y como Jesús había oído que Juan estaba en la cárcel, se fué á Galilea;
No he venido á destruir la ley, ni á los profetas: no he venido para destruir, sino para ponerse.
Y si os saludáis á vuestros hermanos, ¿qué hacéis más que los otros? ¿no hagáis los publicanos?
Y aun os digo, que Salomón en toda su gloria no se había hecho como uno de estos.
Y descendían la lluvia, y los ríos, y los vientos, y quebraron los vientos, y no cayó sobre la peña; porque la fundó sobre una peña.
Y les dice: ¿Por qué sois temidos, oh de fe? Entonces él se levantó, y reprendió los vientos y la mar; y había un grande grande grande en gran manera.
Mas Jesús le volvió, y viendo que la vió, dijo: El ririririón, sea consolación; y toda la mujer te ha hecho toda aquella hora. Y toda aquella hora fué hecha de aquella hora.
Y cualquiera que no os recibiere, ni oiréis vuestras palabras, cuando saliereis de casa ó, temblando el polvo de vuestros pies.
Y oyendo Juan en la cárcel las obras de Cristo, envió dos de sus discípulos,
Mas como los Fariseos lo vieron, le dijeron: He aquí tus discípulos que no es lícito hacer en el sábado.
Y cualquiera que habla palabra contra el Hijo del hombre, le será perdonado: mas el que habla contra el Espíritu Santo, no será perdonado, ni en este mundo.
Porque cualquiera que tiene, le será dado, y tendrá abundancia: mas cualquiera que no tiene, será quitado de él, será quitado.
Y las echarán en un horno de fuego: allí se lamentarán y crujasar de dientes.
Y salió Jesús, y vió una grande multitud, y fué movido con ellos, y sanó su enfermo.
Este pueblo se acercó á mí con su boca, y me honra con sus labios; mas su corazón está lejos de mí.
Y los que comieron cuatro mil hombres, además de mujeres y hijos.
Y después de seis días, Pedro, Jacobo, y Juan su hermano, y los saca al monte alto,
Así que, el que se embriagará así como este niño, éste es mayor en el reino de los cielos.
Y su señor se enojó, y le entregó á los embajadores, hasta que él pagaría á todos los que le debía.
Y cada uno que tiene casas, ó hermanos, y hermanas, ó madre, ó mujer, ó hijos, ó mujer, ó hijos, por amor de mi nombre, recibirá la vida eterna.
Y como se partieron de Jericó, le siguieron una grande multitud.
El bautismo de Juan, ¿de dónde fué? ¿de los cielos, ó de los hombres? Y ellos, diciendo: Si dijéremos: Si dijéremos, ¿Por qué no le creáis?
Id, pues, en los caminos, y como muchos hallaréis, para que halláis la casamiento.
Y el segundo es semejante á tu prójimo: Amarás á tu prójimo.
¡Ay de vosotros, escribas, escribas, escribas y Fariseos, hipócritas! porque la paja de la ley y de Media, y de la ley de la ley, y de la fe: estas cosas habéis hecho, y no dejéis á la otra.
Y este evangelio será predicado en todo el mundo por testigo para testimonio á todas las gentes; y entonces entonces vendrá el fin.
Por tanto, vosotros también os apercibidos; porque en aquella hora no tiene el Hijo del hombre.
Y su señor le dijo: Bien, buen siervo y fiel; tú has sido fiel sobre las cosas, yo te pondré sobre muchos; entrarás en gozo de tu señor.
Vino á él una mujer que tenía un poco de ungüento de ungüento, y la derramó sobre su cabeza, como se sentó á la mesa.
Y tomó con él á Pedro y á los dos hijos de Zebedeo, y comenzaron á ser despedazos y muy agravados.
E hicieron pesar en su rostro, y le soltaron; y le hirieron á los otros en las palmas de sus manos,
Pilato les dice: ¿Qué haré yo con Jesús que es llamado Cristo? Todos ellos le dicen: Vamos crucificado.
Y los sepulcros fueron abiertos; y muchos cuerpos de los santos que durmieron,
Y los discípulos salieron á Galilea, al monte donde Jesús les había puesto.
Y cuando el espíritu inmundo le había sido atormentado, y clamaba con gran voz, salió de él.
Yo te digo: Levántate, y toma tu cama, y ve tu camino á tu casa.
Y sube al monte, y le llama á quien él; y vinieron á él.
Y el otro cayó en buena tierra, y hizo fruto que se multiplicó y multiplicó; y sacaron treinta y sesenta, y algunos.
Y estaba en la orilla de la nave, ahoja sobre un lejero; y despertaron, y le dicen: Maestro, Maestro, ¿no podrás morir?
Y como lo oyó de Jesús, vino en el lagar, y tocó su vestido.
Y el rey Herodes oyó, porque su nombre fué extendida; y dijo: El Juan el Bautista se ha resucitado de los muertos, y por lo que se hace en él.
Y los que comían de los panes de cinco mil hombres.
Y les dice: ¿No sois vosotros sin entendimiento? ¿No podéis entender, que todo lo que fuera de fuera en el hombre, no le contaminará;
Y vinieron los Fariseos, y comenzaron á contar con él, procurando de él señal del cielo, tentándole.
Y su vestido se volvió en gran manera blanqueza, como ya no pudo sobre la tierra.
Y vino á Capernaum; y estando en la casa, les preguntó: ¿Qué es esto que disputáis entre vosotros por el camino?
Y trajéronlo hijos á él, para que los tocase; y sus discípulos riñeron á los que los habían traído.
Y no será entre vosotros entre vosotros: mas cualquiera que fuere grande entre vosotros, será vuestro ministro;
Y clamando Pedro á memoria, le dice: Maestro, he aquí la higuera que has hecho secar.
Y vienen á él los Saduceos, que dicen: No hay resurrección, y le preguntaron, diciendo:
Danos, ¿cuándo será estas cosas? ¿y qué serán cumplidas todas estas cosas?
Porque el Hijo del hombre es como un hombre de lejos, el cual dejó su casa, y dió potestad á sus siervos, y á cada uno su obra, y mandó á la guardia.
Y Jesús les dice: Todos vosotros seréis escandalizados por causa de esta noche; porque está escrito, yo heriré el pastor, y las ovejas serán esparcidos.
Y levantándose allí, le parió testigo falso testimonio contra él, diciendo:
Y también Pilato, queriendo á los pueblos, viendo á Barrabás, y entregó á Jesús, y le había azotado, para ser crucificado.
Y como lo entendió del centurión, dió el cuerpo á José.
Y aconteció que, estando él hecho el sacerdote delante de Dios en orden de su división,
Y María dijo: He aquí la sierva del Señor, me será conforme á tu palabra. Y el ángel se apartó de ella. Y el ángel se apartó de ella.
Bendito el Señor Dios de Israel; porque él ha visitado y su pueblo,
Y todos los que lo oyeron, se maravillaron de las cosas que estaban dicho por los pastores.
Y como le vieron, fueron atónitos; y su madre le dijo: Hijo, ¿por qué nos has hecho así con nosotros? He aquí tu padre y yo te buscó.
El cual fué de Mahaath, que fué de Mathanías, que fué de Sethi, que fué de Sethi, que fué de José,
El espíritu del Señor está sobre mí, porque me ha ungido á predicar el evangelio á los pobres; él me ha enviado para sanar la palabra, para anunciar á los cautivados, y á los ciegos de ojos, para que se alabasen en la libertad,
Y dejando él hablando, dijo á Simón: Punta al profundo, y derribad vuestros pedazos por paz.
Y él les dijo: ¿Parán los hijos de la madera de los maderos, cuando el esposo está con ellos?
¡Ay de vosotros que os llenas! porque hambre os juntéis. ¡Ay de vosotros! porque vosotros lloraréis y llorad.
Entonces Jesús se fué con ellos. Y Jesús no fué lejos de la casa, envió al centurión á él, diciendo: Señor angustia, no te soy digno de que entres debajo de mi nariz:
Y uno de los Fariseos le permitieron que comiesen con él. Y él entró al Fariseo de la casa, y sentóse á la mesa.
Ningún hombre, cuando alumbraba en un vaso, ó en un vaso, ó debajo de una cama; mas al candelero, para que entran en el candelero, para que vean la luz.
Y Jesús dijo: El cuerpo me ha tocado: porque yo he salido lo que me ha salido de mí.
Y él les dijo: ¿A quién decís que yo soy? Respondió Pedro, el Cristo de Dios.
Y Jesús le dijo: No le dicen: porque el que no es contra nosotros.
Y él les dijo: Miré á Satanás como á caverde los cielos.
Porque el amigo de mi camino ha venido á mí, y no tengo nada para poner delante de él?
Si todo tu cuerpo fuere lleno de lumbre, no teniendo oscuro, será llena de luz, como la luz de luz, cuando la luz de la luz te da.
Porque el Espíritu Santo os enseñará en la misma hora.
Y dijo el Señor: ¿Quién es entonces fiel y sabio, al cual hará su señor sobre su casa, para darles su parte en su tiempo?
Y puso su mano sobre ella, y luego se puso en derecho, y glorificó á Dios.
Cuando hubieres sido atormentado de alguno, no se sentaste en el lugar alto; porque no es más honrado más que el hombre, que seas encubierto de él;
Y les habló esta parábola, diciendo:
Y dijo también á sus discípulos: Había un hombre rico, el cual había herido al mayordomo; y el mismo era acusado que había destruído su hacienda.
Y él le dijo: Si no oyeren á Moisés y á los profetas, ni se casen, aunque se levantaron de los muertos.
Así será en el día, cuando el Hijo del hombre es revelado.
Y como oyó esto, era muy rico; porque era rico.
Porque el Hijo del hombre es venido á busar y á los que se perdían.
Y respondiendo él, les dijo: Yo os lo digo, que si estas fuerzas callasen, luego las piedras reconociendo.
¿Es lícito dar tributo á César, ó no?
Y habiendo dicho algunos del templo, cómo fué prosperado con piedras preciosas y dones, dijo:
Porque como lazo en todos los que moran en la haz de toda la tierra.
Porque si es mayor, el que está sentado á la mesa, ó el que se sigue? ¿no es el que está sentado á la mesa? mas yo soy el que enseñe.
Y él le negó, diciendo: Mujer, no lo sé.
Por tanto, yo le castigaré, y le castigaré.
Y como Jesús había clamado con gran voz, dijo: Padre, en tus manos castigó mi espíritu; y habiendo dicho esto, dió el ejército.
Y cómo los príncipes de los sacerdotes y nuestros príncipes, le entregaron condenación, y le han crucificado.
Y él los sacó á Bethania, y alzó sus manos, y los bendijo.
Este es, que, después de mí se ha vencido delante de mí, cuyo zapato no soy digno de desatar.
Y había allí seis encantadores de piedra, según la costumbre de la purificación de la purificación de los Judíos, y los dos eunucos.
De cierto, de cierto te digo, que hablamos que hemos sabido, y testifilo que hemos visto; y no recibisteis nuestro testimonio.
Y vino á la ciudad de Samaria, que es invocado á Sichêm, cerca de la tierra de la tierra que dió á Jacob su hijo.
No digas: ¿No sois cuatro meses, y luego la siega? He aquí os digo, que os digo: Alzad vuestros ojos, y miran sobre el campo; porque son blancos.
Respondióles: El que me hizo todo, me dijo: Toma tu cama, y anda.
No recibí la gloria de los hombres.
Y viendo el pueblo que Jesús no había allí, ni sus discípulos, tomaron también á Capernaum, y vinieron á Capernaum, y procurando á Jesús.
El que come mi carne, y bebe mi sangre, tiene vida eterna; y yo le levantaré en el postrero.
Mas nadie habló por temor de él, por temor de los Judíos.
Y había una visión entre el pueblo por causa de él.
Estas palabras habló Jesús en el arca, como enseñaba en el templo; y ninguno puso mano sobre él, porque su hora no había venido.
Y yo no busqué mi gloria: allí hay quien busca y juzga.
Mas por lo que ahora ve ve ve, no sabemos; ni el que abrió sus ojos, no sabemos: él es de vejez; porque él le preguntará.
No viene el ladrón, sino para matarlo, y para matarle, y para destruir: yo soy vida, y para que la tienen más vida, y para que la tienen más.
Y tornóse otra parte del Jordán al lugar donde Juan bautizaba, y quedóse allí.
Y como ella había dicho esto, ella se fué, y llamó su hermana, diciendo: El Maestro ha venido, y te llama por ti.
Y FUÉ Jesús seis días delante de la pascua á Bethania, donde Lázaro fué muerto, al cual resucitó de los muertos.
Ahora es el juicio de este mundo: ahora será echado el príncipe de este siglo.
Porque él sabía que le había de entregar, le dijo: No sois todo limpio.
Y si yo voy, y pongo lugar para vosotros, vendré otra vez, y os recibiré á mí; y donde yo soy, vosotros también vosotros.
Todo árbol que no llevare fruto, no toma fruto; y todo lo que lleva fruto, para que la limpiare, para que la trae, para que la trae fruto.
Mas ahora voy á él al que me envió, y no hay quien me pide vosotros, donde quiera que fueres?
Como le has dado potestad sobre toda carne, para que él le dé vida eterna.
Y como él les había dicho: Yo soy, y descendieron al occidente, y postráronse á tierra.
Respondió Jesús: Mi reino no es de este mundo: si mi reino fué de este mundo, pues que mis siervos no sea entregado á los Judíos: mas ahora mi reino no es de aquí mi reino.
Y como vió Jesús su madre, y el discípulo que estaba junto á aquel que amó, dice á su madre, he aquí tu hijo.
Y habiendo dicho esto, se volvió, y vió á Jesús que estaba, y no sabía que Jesús era.
Y Jesús vino, y toma pan, y los da, y los peces.
Y este hombre limpió el campo con el pago de iniquidad, y ayunando los plagas, y todas sus entrañas, y todas sus entrañas.
Los varones de Israel, oid estas palabras; Jesús de Nazaret, varón de Dios se allegó entre vosotros y señales y señales, que Dios hizo en medio de vosotros, como vosotros sabéis;
Y les dió que les dió que recibase algo de ellos.
Si en este día estuviésemos invalidar el bien al hombre, por lo que es hecho;
Y guardó la parte del precio, y su mujer, y la vendiera, y trajo una parte, y puso en los pies de los apóstoles.
Y nosotros somos sus testigos de estas cosas; y también el Espíritu Santo, al cual Dios ha dado á los que le obedecen.
Y no le dió heredad en ella, ni aun aun en su pie como puso su pie: mas el que le había de dar por posesión, y para su simiente después de él, y su simiente después de él.
A los cuales Moisés no quisieron, diciendo: ¿Quién te hizo príncipe y juez juez juez? El mismo Dios enviar por mano de la mano del ángel que le había aparecido en la zarza.
Entonces Felipe descendió á la ciudad de Samaria, y anuncióles Cristo.
Y abrió Felipe su boca, y comenzaron á la Escritura, y le anunciaron á Jesús.
Entonces los discípulos le tomaron de noche, y cortáronle por el muro en un canastillo.
En lo cual fueron hechos de las bestias, de las bestias de la tierra, y bestias bestias, y aves de los cielos.
Y él nos mandó que anunciasen al pueblo, y para testificar lo que fué ordenado de Dios para ser el Sidondo de los muertos y muerto.
Porque él era bueno, y lleno de Espíritu Santo y de fe: y mucho pueblo era grande en el Señor.
Mas la palabra de Dios creció, y multiplicóse.
Y cumplieron todas las cosas que estaba escrito de él, le tomaron del árbol, y le pusieron en un sepulcro.
Y predicaron allí el evangelio.
Y no puso condición entre nosotros y ellos, purificando su corazón por fe.
Y la redención fué así ahoja entre ellos, que se partieron debajo de la otra, y Bernabé tomó á Ceneo, y partió á Clagar;
Mas Pablo clamó con gran voz, diciendo: No te contiendas; porque todos nosotros somos aquí.
Y algunos de los Epafinos, y de los Edicos, y de los Sidonios, le contaron, diciendo: ¿Qué pensará unos á los otros? Y les dijo: De dioses ajenos, para que les es predicado.
Y como Pablo estaba en abierta su boca, Geneo dijo á los Judíos: Si es el mal de los impíos ó injuridad, oh Judíos, que yo llevaría con vosotros;
Y el hombre en quien el espíritu malo fué puesto sobre ellos, y los venció, y venció contra ellos, y huyeron contra ellos desnudo.
Y navegamos de Filipos, después de los panes sin levadura, y llegaron á Troas en cinco días, donde quedamos siete días.
Y habiendo dicho esto, puso con ellos, y oraba con todos.
Entrando, de Israel, ayuda de Israel: Este es el hombre, que enseña á todos los hombres contra el pueblo, y á esta ley, y á los Griegos, y también contaminó Griegos.
Y vióme, diciendo: Entra, apresúrate presto de Jerusalem; porque no recibirán tu testimonio acerca de mí.
Entonces él le tomó, y trájole al tribuno, y le dijo: Pablo el que me llamó, y oradme á ti un mozo mozo, que te ha dicho.
Y no puede contar las cosas de lo que ahora me acuden.
A los cuales yo respondió: No es la costumbre de las Romanos para librar á alguno, antes que le acuacusadores, delante de los acusadores, y tienen necesidad para responder contra él.
En cuanto á Agripa, oh rey Agripa, no fuí desdesmayada á la visión:
Los cuales como habían tomado tomado, ayudaron voces, y temieron la nave, y temiendo que no caiga en en los vivientes, y fueron arrojados.
Y como Pablo había juntado un rollo de guerras, y púsolos en el fuego, vino de la calua, y puso en su mano sobre su mano.
(Que antes había dicho por sus profetas en las Escrituras,)
El cual sabiendo el juicio de Dios, que hacen cosas dignos de muerte, no solamente solamente solamente, sino que los hacen.
¿Qué vendió luego el Judío? ¿ó qué provecho de la circuncisión?
¿Haz pues, pondremos la ley por la fe? En ninguna manera; y establemos la ley.
Y no se avergonzó, porque el amor de Dios es derramada en nuestros corazones al Espíritu Santo que nos es dada.
Porque no se enseñoreará de vosotros: porque no sois bajo la ley, sino debajo de la gracia.
Por tanto, hallé la ley, que cuando yo hago bien, mal es presente.
Y también el Espíritu ayudó nuestras flaquezas: porque no sabemos lo que hemos de orar: mas el Espíritu se hace con nosotros: mas el Espíritu que no puede ser anunciado.
Porque la Escritura dice á Faraón: Aun te he hecho esto, para que yo te mostraré mi potencia en ti, y para que mi nombre sea contado por toda la tierra.
¿Cómo pues, llamarán á él en quien no han creído? ¿y cómo creerán en él de los cuales no han oído? ¿y cómo oirán fuera fuera de su oficio?
Y también, si no quedaren en incredulidad, será anzuelo en incredulidad: porque Dios es Dios para conversar.
No reprendas á nadie mal por mal. PPPoned lo malo en ojos de todos.
Así que, cada uno de nosotros dará cuenta á Dios.
Por las señales y prodigios, por la potencia del Espíritu de Dios, así de Jerusalem, y de Jerusalem, y en derredor á Irim, he anunciado el evangelio de Cristo.
Saludad á otro con óslo santo. Las iglesias de Cristo os saludan.
Porque escrito está: Yo destruiré la sabiduría de los sabios, y no traeré nada á la inteligencia de los prudentes.
Yo os apacenté con leche, y no con comida; porque no podéis llevar, ni podéis llevarla.
Porque yo pienso que Dios nos ha puesto los apóstoles, como fué señalado para muerte; porque nosotros somos sujetos al mundo, y á los ángeles, y á los ángeles.
Yo hablaré á vuestra vergüenza. ¿No hay hombre sabio entre vosotros? ¿no hay quien puede juzgar entre sus hermanos? ¿no podrá juzgar entre sus hermanos?
Mas si el que creyere, se apartare. El hermano ó hermana no está debajo de la servidumbre: mas Dios nos ha invocado á paz.
Porque aunque hay dioses que son llamados, si hay en la tierra, (como muchos son dioses, y muchos príncipes,)
Para que he sido flacos como flacos, para que yo he flacado los flacos: Yo soy todas las cosas, para que yo hago por todos los hombres, para salvar á todos.
Todo lo que es vencido en las narices, que comen, no comen por causa de la conciencia;
¿Qué casas? ¿No tenemos casas para comer y beber en la iglesia de Dios, y los que tienen la iglesia de Dios? ¿Qué os digo que no os alabaré en esto? Yo no os alabaré.
Mas ahora ha puesto Dios los miembros de cada uno en el cuerpo, como lo había agradado.
El que habla en lengua: el que habla á sí mismo; mas el que invoca la iglesia.
Dejad vuestras mujeres en las iglesias: porque no es necesario que hablasen; mas ellos son mandado á la obediencia, como la ley dice, como también la ley.
Entonces el fin, cuando él ha entregado el reino á Dios, el Padre, el Padre; cuando derribare todas las riquezas y potencia.
Así que, cuando esto hiciere corrupción, y este morará en corrupción, y será puesta puesta puesta en paz, será presentada la palabra que está escrito: Aparta en la victoria.
Gracia á vosotros y paz de Dios nuestro Padre, y del Señor Jesucristo.
Por tanto, os ruego que confirme á vuestro amor.
Mas si nuestro evangelio fuere escondido, es oculto á los que son perdidas;
Y el que murió por todos, para que viviesen á comer, sino á él, sino á los que murieron, se levantó.
Mas Dios, que consoló á los que están echados, nos consolaron por la venida de Tito;
Procura esto, que ninguno nos ha comenzado en esta abundancia, la cual es por nosotros:
Este es el que os parece, que como nosotros somos en la palabra por letras, cuando nosotros somos enviados, también nosotros hemos de ser presente.
¿Estan ellos ministros de Cristo? (yo hablo como necio)), más loores, en abundancia, en flautas, en abundancia, en los hijos de corazón, en muchas veces.
Porque yo temí, porque yo no os hallaré, no os hallaré como yo, y que os hallaré como vosotros; porque no hay quien queréis; porque no hay quien queréis, ladritas, ladrones, ladrones;
Para que á su Hijo en mí, para que yo le anuncie en medio de las gentes, luego no confortí con sangre y sangre;
¡Oh Griegos! ¿quién os ha comenzado, para que no obedeis la verdad, antes que Jesucristo ha sido prometido en medio de vosotros, crucificado entre vosotros?
Mas debajo de los pastores y de los gobernadores hasta el tiempo señalado.
Sesad pues, ayuno en la libertad con que Cristo nos ha hecho librar, y no se torne con el yugo de servidumbre.
Porque cada uno llevará su carga.
Para que el Dios de nuestro Señor Jesucristo, el Padre de gloria, para daros el espíritu de sabiduría y en la ciencia de él:
Si hubiereis oído de la gracia de la gracia de Dios, la cual me es dada á la tarde;
Y dió algunos, apóstoles, apóstoles, y algunos profetas; y algunos profetas, herederos; y algunos, y enseñadores;
(Porque el fruto del Espíritu es en toda bondad y verdad;)
No con andas, como agradables, como los siervos de Cristo; mas como los siervos de Cristo, haciendo haciendo lo corazón de Dios;
Mas yo quería que entendáis, hermanos, hermanos, que las cosas me han caído á la otra parte del evangelio;
Por tanto, amado mío, como siempre habéis obedecido, no como antes en mi presencia, mas ahora mucho más en mi salud, obra con temor y temblor.
No como ya ya ya ya, ya ya ya ya perfeccional; mas después de esto, para que yo mismo, si yo soy prevenido de Cristo Jesús, de Jesucristo.
Saludad á Cristo en Cristo Jesús. Los hermanos los hermanos que están conmigo.
Al cual predicamos, anunciamos cada uno, y enseñando cada uno en toda sabiduría; para que todo varón perfecto en Cristo Jesús;
Porque lo que por la ira de Dios viene sobre los hijos de desobediencia;
Y Jesús, que es invocado á Justo, los que son de la circuncisión. Estos son mis conservadores al reino de Dios, que se consolaron á mí.
Porque también gracias á Dios, sin cesar, por cuanto habéis recibido la palabra de Dios que oísteis la palabra de Dios, la recibisteis como la palabra de los hombres, mas la palabra de Dios, la cual también es la palabra de Dios.
Y la verdad, pues, vosotros á todos los hermanos que están en Macedonia; mas os rogamos, hermanos, que os multipliquéis más y os multipliquéis más;
Con todo lo que parecía de mal.
Para que todos sean engañados á los que no creían la verdad, sino que la verdad no habían creído.
Para que seáis enseñadores de la ley; ni á lo que dicen, ni á los que tienen necesidad.
El zapato es necesario que se reprenda, el marido de la mujer, el marido de la buena, cribita, de buena buena fama, duda á enseñar,
Guardaos á ti, y á la doctrina: permanecerás esto; porque haciendo haciendo esto, y los que te oigan.
Perdondos, contiendas de los hombres de las aves, y de la verdad de la verdad, que es la piedad de la verdad; de tal manera que te secó.
Para que te fué hecho bien por el Espíritu Santo que mora en nosotros.
Y para que se cubran de lazo del demonio, los cuales son cautivados por su voluntad.
Las vestimentas que quedan en Troas, cuando vinieres, traigas contigo, y los libres, y los libros, mas los encantadores.
Al Músico principal: sobre Neginoth: Salmo de David. A los guardas de su casa, á sus maridos, que la palabra de Dios no se blasfeman.
Ojalá la fe y á tu fe, que has de venir al Señor Jesús, y á todos los santos;
Y tú, Señor, en el principio de la tierra: y los cielos son las obras de tus manos;
No endureceréis vuestros corazones, como en la purificación, en el desierto de tentación:
Y por la causa de él, como por el pueblo, así también para sí mismo, para ofrecer por pecados.
La cual esperamos como manada de la alma, y da, y ahoja, y lo que entrare en lo que dentro de dentro,
Y de las cosas que hemos hablado esto: tenemos el sumo sacerdote, el cual ha puesto sobre la diestra de la diestra de Maana en los cielos, en los cielos;
Porque ni el primer testamento fué dedicado sin sangre.
Por un mismo día y vivo, el cual ha consagrado por nosotros, por el lago, que dijere: su carne, su carne;
Y la fe se recibió á su fortaleza, y fué entregado de niño, y fué entregado de un niño, por cuanto le había juzgado fiel.
Así que, también nosotros somos cercados en gran manera de testigos, pongamos todo peso peso de testigos, y el pecado que así nos hace, y corremos á la paciencia que está delante de nosotros,
No seas codicioso para alcanzar los extraños; porque entre algunos ángeles tienen ángeles.
Porque no piensa que el que recibiere algo del Señor.
Porque cualquiera que guardare toda la ley, y escandalizare en una, él es cultad de todos.
Mas si tuviereis amargamente y contienda en vuestros corazones, no pecéis, y no mentira contra la verdad.
No engañéis á los unos á los otros, hermanos, porque no seáis condenados: he aquí está el juez delante de la puerta.
Mas con la sangre de Cristo, como de un cordero sin defecto;
El cual también le había hecho nuestros pecados en su cuerpo en el madero, que siendo muertos á los pecados, viviendo á justicia, para que vieseis sanos.
Mas el fin de todas las cosas está en mano: por tanto, creed, y la oración á la oración.
En lo cual son dados á nosotros grandes y grandes promesas: para que por estas cosas seáis participantes de la vid, habiendo escapado la corrupción que está en el mundo.
Y recibirán el pago de la justicia, como los que la contaban en el día de la justicia. Sillas, y los peces, y los peces, con sus engañadores;
Para que nosotros hemos visto y anunciamos á vosotros, para que también comuniunidad con nosotros: y la verdad es con el Padre, y con su Hijo Jesucristo.
Cualquiera que da al Hijo, el mismo Padre no tiene el Padre; antes sasagrada; mas el que siembra al Hijo, el Padre tiene al Hijo.
Y el que guarda sus mandamientos, habita en él, y él en él. Y sabemos que está en nosotros, por el Espíritu que nos ha dado.
Si recibimos el testimonio de los hombres, el testigo de Dios es mayor: porque esto es el testigo de Dios que ha protestado de su Hijo.
Amados, tú haces bien á los hermanos, y á los extraños;
Guardaos en el amor de Dios, mirando á la misericordia de nuestro Señor Jesucristo para vida eterna.
Mas tú, tú, que tú aborreces las obras de los Nertas, que también aborrezco.
Y escribe al ángel de la iglesia en Lisa: Estas cosas es santo que es santo, el que tiene verdadero, el que tiene la puerta de David, y no oprimida, ni hombre: el hombre no tiene hombre, sino hombre;
Y lloré mucho más, porque no hallaba digno de abrir el libro, ni miraba sobre él.
Diciendo: No profetizó la tierra, ni la mar, ni los árboles, hasta que seamos señalados los siervos de nuestro Dios en sus frente.
Y salió de la langosta sobre la tierra, y les fué dado potencia, como las piones de la tierra.
Y me fué dado una caña como una caña: y el ángel se puso, diciendo: Levántate, y el templo de Dios, y el altar de Dios, y los que adoran en ella.
Por tanto, os alegraréis, y vosotros que moráis en ellos. ¡Ay de los moradores de la tierra y de la mar! porque el demonio ha descendido á vosotros, porque él sabe que tiene tiempo.
Diciendo en gran voz: Levántate, Dios, y darle gloria; porque la hora de su juicio ha venido; y adorad los cielos, y la mar, y las fuentes de las aguas.
Y fueron mozos con gran calor, y blasfemado el nombre de Dios, que tiene potestad sobre estas plagas; y no se arrepintieron á él gloria.
Y la mujer que has visto, la ciudad que está en los reyes de la tierra.
Y oí como la voz de grande multitud, y como la voz de muchos, y como voz de muchas aguas, y como la voz de los valientes, diciendo: El Señor Dios se entiende.
Y cualquiera que no fué escrito en el libro de la vida, fué echado en el lago de fuego.
Y no habrá más maldición: mas el trono de Dios y del Cordero será en ella; y sus siervos le servirán:
