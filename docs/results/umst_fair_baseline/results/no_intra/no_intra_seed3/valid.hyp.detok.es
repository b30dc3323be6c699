E hizo Dios dos relámpagos, y la luz al día, y la luz para enseñar la luz; é hizo las estrellas.
Y Jehová Dios tomó al hombre, y púsolo en el huerto de Edén para guardar y para guardar.
Y llamó Adam á la mujer de su mujer: porque era madre de todos los vivientes.
Y á Seth, allí le nació un hijo, y llamó su nombre Enós: entonces comenzaron á invocar sobre el nombre de Jehová.
Y vivió Lamech, después que engendró á Noé, quinientos noventa y cinco años, y engendró hijos:
Y Noé era de edad de ciento y seis años sobre la tierra.
Y él se detuvo siete días, y envió la paloma, que no se volvió á él.
Y comenzó Noé á labrador, y plantó una viña;
Y á Sem, padre de todos los hijos de Ed, hermano de Japhet, hermano de Japhet.
Y vivió Peleg, después que engendró á Reu y nueve años, y engendró hijos é hijas.
Y Jehová perdonó á Faraón y á su casa con grandes plagas, por la mujer de Abram.
En Chêlaomer, rey de Elam, y con Tidal rey de las gentes, y AmAmón, rey de Selinar, y Arioch, rey de Ear; cuatro reyes con cinco reyes.
Y entrarás á tus padres en paz; serás sepultado en buena vejez.
Y te daré á ti, y á tu simiente después de ti, la tierra en el cual eres extranjero, toda la tierra de Canaán, por posesión perpetuo; y yo seré su Dios.
Y Abraham y Sara era viejo y viejo en la vejez; y cesó con Sara según la costumbre de mujeres.
He aquí, yo os he conocido dos hijas que no conocen, me traigáis, os traigáis á vosotros, y hacedles como bien en vuestros ojos: solamente solamente á los hombres, que no hacen debajo de la sombra de mis ojos.
Y la menor, también parió un hijo, y llamó su nombre Benammi: éste es el padre de los hijos de Ammón hasta hoy.
Y dijo Dios á Abraham: No sea ésta en tus ojos, porque de tu sierva, y de por tu sierva, y por todas las cosas que te ha dicho á ti: porque en Isaac será llamado tu simiente.
Y dijo Abraham: Hijo mío, Dios se hará un cordero por holocausto: así se fueron así de ellos.
Y Ephrón respondió Abraham, diciendo:
Y ella le dijo: Yo soy hija de Bethuel, hijo de Milca, que parió á Nachôr.
Y comieron y bebieron, él y los hombres que con él estaban, y callaron todos los que estaban con él, y se levantaron á mi señor.
Y estos son los años de la vida de Ismael, ciento y treinta y siete años: y él dió al ejército, y murió.
Y el varón se fué, y se fué, y creció hasta que fué gran manera;
Ahora pues, hijo mío, obedeced conforme á lo que te mando.
Y dijo Esaú á su padre: ¿No eres tú, padre mío? ¿me bendiga á mí, oh padre mío. Y alzando Esaú su voz, lloró.
Y esta piedra, que he puesto por columna, será Dios de la casa de todos los que me darás la décima.
Y él entró á Rachêl, y amaba también á Rachêl que Lea, y sirvió con él siete años.
Y aconteció que como Rachêl nació José, dijo á Labán: Jacob me quitaré á mi lugar, y á mi tierra.
Y él dijo: Alza ahora tus ojos, y ved todos los carneros que destilan sobre las bestias que están sobre las bestias, se repujaron, porque he visto todas las cosas que te hace á Labán.
Si el Dios de mi padre, el Dios de Abraham, y el temor de Isaac me había estado conmigo, me ha enviado vacío. Ahora me ha visto que Dios me ha visto vacío y trabajo de mis manos, y te reprendió la noche.
Y mandó á la concupiscencia, diciendo: Cuando Esaú hiriere á mi hermano, y te debe, diciendo: ¿quién eres tú, y quién eres delante de ti?
Y dijo Esaú: Ruégote que dejes contigo de los enfermos que están conmigo. Y él dijo: ¿Qué tienes? La gracia me halla gracia en ojos de mi señor.
Y aconteció al tercer día, que como ellos se hubo mucho, dos de los hijos de Jacob, Simeón, y Leví, cada uno tomó su espada sobre la ciudad, y mató sobre la ciudad, y mató á todos los varones varones varones varones varones que habían muerto.
Los hijos de Rachêl: José, y Benjamín;
Y los hijos de Ana: Disón, y Aholibama, hija de Ana.
Y sus hermanos fueron para apacentar las ovejas de su padre en Sichêm.
Y tomó Judá por mujer á Er su primogénito, cuyo nombre fué Thamar.
Y dejó todo lo que tenía en José de mano de José, y no sabía el pan que hizo, sino el pan que comió. Y José era hermoso, y bebió.
Y en tres días alzará Faraón tu cabeza, y te restituirá á tu lugar; y tú librarás la copa de Faraón en su mano, después que vieres su trabajo.
Y el lejano y el rollo que se hace las siete engordas primeras:
Y nacieron á José dos hijos delante de los años de hambre, que fué Asenath, hija de Potim, sacerdote de Potiah sacerdote.
Y no conocían que José les entendían; porque les les dijo:
Y tomaron los hombres que presente, y tomaron el dinero en su mano, y Benjamín, y levantáronse á Egipto, y se postró delante de José, y púsose delante de José.
Entonces los cuervos tomaron cada uno á la tierra, y abrieron cada uno su saca.
Y envió Dios delante de vosotros para que os guardasen en la tierra, y para librar vuestras almas por vuestras almas.
Los hijos de Rubén: Hanoch, y Phallu, y Carmi.
Y Faraón habló á José, diciendo: Tu padre y tus hermanos han venido á ti.
Y díjome: He aquí te haré fructificarte, y te multiplicaré, y te haré multiplicar la multitud de pueblos; y daré esta tierra según tu simiente siglos.
Sus ojos serán con vino, y sus dientes blancas.
Y subiendo con él á caballo y carros; y era grande compañía.
Y los Egipcios hicieron á servir á los hijos de Israel:
Y era Moisés para morar con el varón, y dió Moisés á Zipha su hija.
Y Jehová dijo á Moisés: Levántate tu mano, y tomándola junto á la cola. Y él puso su mano, y la tomó una vara en su mano;
Y ellos dijeron: El Dios de los Hebreos, al encuentro de los Hebreos: ve ahora tres días de camino, y el sacrificio de Jehová nuestro Dios; porque no cae sobre nosotros con pestilencia, ó con pestilencia, ó con pestilencia.
Y HABLÓ Jehová á Moisés, diciendo:
Y Moisés y Aarón se fué á Faraón, é hicieron como Jehová había mandado: y Aarón echó su vara delante de Faraón, y delante de sus siervos, y delante de sus siervos, y fué la serpiente.
Mas como Faraón vió que estaba allí, endureció su corazón, y no los escuchó; como Jehová lo había dicho.
Y Jehová dijo á Moisés: Levántate de mañana, y ponte delante de Faraón, y ponte delante de Faraón, y dile: Así ha dicho Jehová Dios de los Hebreos, para que me sirvan.
Y Moisés y Aarón se volvió á Faraón, y díjoles: Id á Jehová vuestro Dios.
Y Jehová dijo á Moisés: No escuchará Faraón; para que mis maravillas sean multiplicados en la tierra de Egipto.
Y aconteció que al medio de la noche hirió á Jehová todos los primogénitos en la tierra de Egipto, desde el primogénito que estaba sentado en su trono, hasta el primogénito de la transmigración; y todos los primogénitos de ganado.
Y tú mostrarás á tu hijo en aquel día, diciendo: Esta es lo que Jehová me ha salido de Egipto.
Mas levantarás tu vara, y extenderás tu mano sobre la mar, y la dividirá: y los hijos de Israel irán por tierra seca.
Y los duques de Edom serán cortados; los valientes de Moab, temblarán sobre ellos; todos los moradores de Canaán se quitarán.
Y como lo hicieron con un omer de un omer, que ninguna cosa había recogido, y el que se juntaba, cada uno conforme á su comer.
Mas las manos de Moisés se agravaron, y tomaron una piedra, y púsola debajo de él, y se sentó sobre él, la una parte de la una parte, y la otra á la otra, y las otras manos de la otra, hasta que descendía del sol.
Y juzgaron al pueblo á todas las cosas, y diéronse á Moisés, mas á todas las cosas que se juzgaban.
No harás á ti escultura, ni imagen de cualquier cosa que está en los cielos, ó abajo en la tierra, ó abajo en las aguas, ó en las aguas debajo de la tierra:
Si no lo agradare á su señor, el que tiene de sí mismo, le rescatará: no tiene quien la vendiere á la nación extrañas, porque no tiene potestad.
Si el ladrón fuere hallado, y fuere herido, y muriere, no habrá sangre por él.
No te levantarás de mentira: no pondrás tu mano con los impíos.
Y pondré tus heridas desde el mar Bermejo hasta la mar de los Filisteos, y desde el desierto hasta el arroyo de la tierra; porque yo libraré á los moradores de la tierra, y los echarás delante de ti.
Y harás un arca de madera de Sittim: de dos codos, y su longitud será su longitud, y su anchura, y su anchura, y su altura de un codo y su altura.
Y mirás que los oprimirás según su paza, que te había hecho en el monte.
Y subirás al tabernáculo, conforme al monte que te había hecho en el monte.
Y harás vestimentas vestiduras para Aarón tu hermano por gloria y hermosura.
Y habrá un hoyo en la cumbre de ella, en medio de ella, en medio de ella será descubierto de obra, como la hoz de ella, como el hoyo no se desea.
Y tomarás el otro carnero, y Aarón y sus hijos pondrán sus manos sobre la cabeza del carnero.
Y la cubrirás de oro puro, y sus lados alrededor, y sus cuernos: y harás una corona de oro alrededor, y harás una corona de oro alrededor.
Cualquiera que hiciere alguna cosa semejante á ella, ó cualquiera que hubiere puesto sobre el extranjero, será cortada de su pueblo.
Y Jehová dijo á Moisés: Ve, vete; porque tu pueblo, que sacaste de la tierra de Egipto, se han corrompido:
Y meteré un ángel delante de ti, y echaré al Cananeo, al Amorrheo, y al Hetheo, y al Hetheo, y al Pherezeo, y al Heveo, y al Jebuseo:
Y él dijo: Si gracia he hallado gracia en tus ojos, Señor mío, te ruego que vaya entre nosotros; porque es pueblo de cerviz, y nuestra maldad.
Y habló Moisés á toda la congregación de los hijos de Israel, diciendo: Este es lo que mandó Jehová, diciendo:
Y puso en su corazón en su corazón, y enseña, y Aholiab, hijo de Ahisama, de la tribu de Dan.
Y juntáronse de abajo, y se juntaron en su cabeza, para un anillo: así hizo á los rincones.
Y la planta de las dos brazos de lo mismo, y una zana debajo de las otras dos brazos, y una zana debajo de las otras dos brazos, conforme á las seis brazos de ella.
Y Bezaleel hijo de Uri, hijo de Hur, de la tribu de Judá, hizo todo lo que Jehová mandó á Moisés.
Y ataron el racional de sus anillos á los anillos del ephod con una de jacinto, para que sea arriba sobre el cinto del ephod, y el racional del ephod, y que no se acogió á Jehová.
Y levantarás el atrio alrededor, y alzarás el pabellón de la puerta del atrio.
Porque la nube de Jehová estaba sobre el tabernáculo, y el fuego era de noche, en la presencia de toda la casa de Israel, por todas sus jornornadas.
Y cada ofrenda de tu presente con sal; y no dejarás la sal del pacto de tu Dios á tu presente: con toda tu presente ofrecerás.
Como fué quitado del becerro de las paces, y el sacerdote los quemará sobre el altar del holocausto.
Y será, cuando será culpado en uno de estas cosas, él confesará que pecare en lo que pecare,
Y á Aarón y á sus hijos comerán á Aarón y á sus hijos comerán pan en el lugar santo: en el atrio del tabernáculo del testimonio comerán.
Mas si el sacrificio de su ofrenda fuere voto, ó ofrenda, el día que se comerá su sacrificio; y el siguiente día que ofreciere su sacrificio: y el siguiente día se comerá de ella:
Y puso sobre él el racional: también puso en el racional, Urim.
Y él dijo á Aarón: Toma un becerro por expiación, y un carnero para holocausto, sin defecto los ofrecerás delante de Jehová.
Y HABLÓ Jehová á Aarón, diciendo:
Y los puercos, y el lagar, y el águila,
Y HABLÓ Jehová á Moisés, diciendo:
Mas si el mancha la mancha en su lugar, y no se hubiere extendido, es el sacerdote lo dará.
Y si el sacerdote mirará, y he aquí que la plaga no hubiere extendido en el vestido, ó en el vestido, ó en la trama, ó en alguna cosa de piel,
Y el sacerdote tomará el cordero de la culpa, y el log de aceite, y el sacerdote lo agió delante de Jehová;
Esta es la ley para toda la costumbre de lepra, y llamando,
Y cualquiera que tocare estas cosas, será inmundo, y lavará sus vestidos, y se lavarán en agua, y será inmundo hasta la tarde.
Y lavará su carne con agua en el santuario, y pondrá sobre sus vestimentas, y ofrecerá su holocausto, y quemará el holocausto, y el holocausto de los pueblos, y hará expiación por el pueblo, y por el pueblo.
Guardad mis derechos, y guardaréis mis ordenanzas, para andar en ella: Yo Jehová vuestro Dios.
No os volvéis á los ídolos, ni á dioses de fundición: Yo soy Jehová vuestro Dios.
Mas el extranjero que morare con vosotros, como el uno de vosotros lo naciere, y le amarás como á extraños; porque vosotros soy Jehová vuestro Dios.
Y el hombre ó mujer que tiene manthón, ó el que tiene espíritu, ó se vestirá de muerte: sus piedras serán sobre ellos: su sangre será sobre ellos.
El alma que hubiere tocado, será inmundo hasta la tarde, y no comerá de las cosas santas, y lavará su carne con agua.
Seis días se hará obra: mas el séptimo día es sábado, santa convocación, ninguna obra servil haréis: el sábado de Jehová en todas vuestras habitaciones.
Y Jehová habló á Moisés, diciendo:
Y si alguno hiciere una falta en su prójimo, como hizo, así le será hecho;
Y si el hombre no lo hubiere de redimir, y se podrá redimir,
No os hagáis ídolos, ni imagen de talla, ni os levantaréis una estatua que estaba, ni os alzaréis una imagen de piedra en vuestra tierra, para derribarme; porque yo soy Jehová vuestro Dios.
Y asolaré vuestras ciudades, y llevaré en asolamiento, y no hariré el olor de vuestra suavidad.
Y si el que lo santificare su casa, entonces añadirá la parte del dinero de tu estimación, y será su voluntad.
De Benjamín, Abidan hijo de Gedeón.
Los contados de ellos, de la tribu de Aser, cuarenta y un mil y quinientos.
Y el tabernáculo del testimonio pondrá con el campo en medio de los Levitas en medio del campo: así harán el campo en su lugar, así se allegarán cada uno en su lugar.
Porque todos los primogénitos son mi primogénito; porque en el día que herí todo primogénito en la tierra de Egipto, yo me santificaré á todos los primogénitos en Israel, así yo soy Jehová.
Y todos los primogénitos por cuenta de los nombres, desde el mes de arriba, de los contados de ellos, veinte y dos mil y sesenta.
Y Toma la cuenta de los hijos de Gersón, por las casas de sus padres, por sus familias;
Un macho y hembra lo vestiréis, sin campo los pondréis; los que no contaminan sus arpas, en medio de la cual yo moré.
Habla á los hijos de Israel, y diles: Cuando alguno alguno se apartará á su voto, para apartarse á Jehová.
Toma de ellos, para que sean para hacer el servicio del tabernáculo del testimonio; y los darás á los Levitas, conforme á cada uno según su ministerio.
Y para sacrificio de paces, dos bueyes, cinco carneros, cinco machos de cabrío, cinco corderos de un año. Esta fué la ofrenda de Elisur hijo de Elisur.
Y para sacrificio de paces, dos bueyes, cinco carneros, cinco machos de cabrío, cinco corderos de un año. Esta fué la ofrenda de Abidan, hijo de Gedeón.
Toma los Levitas de entre los hijos de Israel, y las limpias.
Habla á los hijos de Israel, diciendo: Si alguno de vosotros ó de vuestra posteridad será inmundo, ó por causa de un cuerpo muerto, ó la pascua á Jehová.
Y el tabernáculo fué tomada, y los hijos de Gersón y los hijos de Merari, descubre el tabernáculo.
Y dijo Moisés á Jehová: ¿Por qué has afligido tu siervo? ¿por qué no he hallado gracia en tus ojos, que tú has hallado la carga de todo este pueblo?
Y él dijo: Oid ahora mis palabras: Si hay profeta entre vosotros, Jehová lo haré en visión.
Y subieron, y escudriñaron la tierra del desierto de Zín hasta Rehob, como los hombres vinieron á Hamath.
Jehová es paciencia, y de grande misericordia, y de grande iniquidad, y de la rebelión, y no por la maldad, visitando la maldad de los padres sobre los hijos de los padres hasta la tercera generación y la cuarta.
Y ofrenda encendida á Jehová, holocausto, ó sacrificio en olor de suavidad, ó sacrificio en ofrenda, ó en vuestras solemnidades, ó en vuestras solemnidades, ó en olor suave á Jehová, en olor de suavidad, ó de las ovejas, ó de las ovejas, ó de las ovejas, ó de las ovejas.
Y los que le hallaron, llevándole á Moisés y á Aarón, y á toda la congregación.
Y cayeron sobre sus rostros, y dijeron: Dios de los espíritus, el Dios de todos los espíritus, y tú se enojarán con toda la congregación?
Habla á los hijos de Israel, y tomaréis de cada uno conforme á la casa de sus padres, conforme á la casa de sus padres, conforme á la casa de sus padres, cada uno escribirás sobre su vara.
Todas las ofrendas de las santas de las cosas santas, que los hijos de Israel ofrecerás á Jehová, te he dado, y tus hijos contigo, por estatuto perpetuo: es alianza de sal para siempre delante de Jehová, y de tu simiente para siempre.
Y tomarán de la ceniza de la ceniza del holocausto, y de la purificación de la purificación de la expiación, y se vestirán agua en un vaso.
Toma á Aarón y á Eleazar su hijo, y los llevarás al monte de Hor;
Porque Hesbón fué la ciudad de Sehón rey de los Amorrheos, que había peleado contra el rey de Moab, y tomó toda su tierra de su mano, hasta Arnón.
Y levantóse Balaam en la mañana, y enalbardó su asno, y fué con los príncipes de Moab.
¿Quién podrá cuenta el polvo de Jacob, y el número de la cuarta parte de Israel? Dame la muerte del justo, y mi postrimería sean como su postrimería.
Y el furor de Balac se encendió contra Balaam, é hirió sus manos á Balaam, y díjole Balac: Yo te llamé á Balaam, y he aquí que tú los has bendecido.
Y el nombre de la Madianita, que fué muerto á Cozi, hija de Zur; era cabeza de un pueblo, y de casa de Madián en Madián.
Estas son las familias de los Gabaonitas conforme á los contados de ellos, sesenta y cinco.
Y estas son los contados de los Levitas por sus familias: de Gersón, la familia de los Gersón: de Coath, la familia de Coath, la familia de Coath: de Merari, la familia de Merari.
Y Moisés lo hizo como Jehová le mandó, y tomó á Josué, y púsole delante del sacerdote, y delante de toda la congregación;
Un décima de un cordero, por los siete corderos;
Y un macho cabrío por expiación; además del holocausto continuo, y su libación.
Y habló Moisés al pueblo, diciendo: Arm de vosotros á la guerra, y los dejan contra los Madianitas, y Jehová de Madián.
Y sesenta y doce mil y doce mil,
Porque subieron al valle de Efre, y vió la tierra, y vieron el corazón de los hijos de Israel, para que no entrasen en la tierra que Jehová les había dado.
Y los hijos de Machîr hijo de Manasés vinieron á Galaad, y tomó, y poseyeron al Amorrheo que estaba en ella.
Y partidos de Tahath, asentaron en Thara.
Y HABLÓ Jehová á Moisés, diciendo:
Manda á los hijos de Israel, que dan á los Levitas de la heredad de sus ciudades, para que habitaréis á los ejidos, y á los ejidos por las ciudades alrededor.
Y no tomaréis en lugar de la ciudad de su refugio, para que venga á morar en la tierra, hasta que venga la muerte de la muerte hasta que la muerte del sacerdote.
Y tomé las cabezas de vuestras tribus, los sabios y conocido, y los hicieron cabezas sobre vosotros, centuriones, y centuriones, y centuriones, y centuriones, y centuriones, y capitanes, y capitanes de vuestras tribus.
Y llorasteis y llorasteis delante de Jehová; mas Jehová no quiso oir vuestra voz, ni os dé oído.
(Como los hijos de Esaú que moran en Seir, y los Moabitas que moran en Ar, me hicieron; hasta que yo Jehová nuestro Dios nos da.
No los temeréis: porque Jehová vuestro Dios peleará por vosotros.
Guardaos, porque no os olvides del pacto de Jehová vuestro Dios, que él hizo con vosotros, y os hagáis una imagen de escultura, ó la semejanza, que Jehová tu Dios te ha perdonado.
Jehová habló con vosotros cara al monte en el monte de en medio del fuego,
ESTOS son los mandamientos, los estatutos, y derechos, que Jehová vuestro Dios os mandó á enseñar, para que los hiciereis en la tierra á la cual entráis para poseerla:
Porque tú eres pueblo santo á Jehová tu Dios: te ha elegido Jehová tu Dios por pueblo, sobre todos los pueblos que están sobre la haz de la tierra.
Cuando hubieres comido y lleno, tú bendecirás á Jehová tu Dios por la buena tierra que te ha dado.
Y Jehová se enojó con Aarón en gran manera; y oré yo oré á Aarón por lo mismo tiempo.
El es tu alabanzas, y él es tu Dios, que te ha hecho estas cosas y terrible, que tus ojos han visto.
Y será que, cuando Jehová tu Dios te hubiere metido en la tierra á donde entres para poseer la bendición, y la maldición sobre el monte de Geriim, y en el monte de Ebal.
Y ofrecerás sobre el altar, la carne y la sangre, sobre el altar de Jehová tu Dios: y la sangre de tus sacrificios será derramada sobre el altar de Jehová tu Dios, y comerás carne.
Mas estas cosas no comeréis de los que caían, ó de los que se partieren, y como el camello; como el camello, y el redaño, y el constriñoso: porque no os repartieron la hoja, sino por tanto no os son inmundo.
Mas tú abrirás tu mano á él, y le negarás por su necesidad, para que el que hace.
Siete días guardes solemnidad á Jehová tu Dios en el lugar que Jehová tu Dios escogiere: porque Jehová tu Dios te bendecirá en todas las obras de tus manos, y en todas las obras de tus manos, así te alegrarás.
Y esto será el sacerdote del pueblo de los pueblos, de los cuales ofrecerán el buey, si fuere buey ó oveja, y la espaldilla á la espaldilla, y los dos semanas, y los dos semanas.
Mas si alguno aborrece á su prójimo, y durmiere en él, y se levantare contra él, é hiriere al que muriere, y le hiriere en uno de estas ciudades;
Mas los árboles que tú sabes que no son los árboles para comer, y los destruirás; y tú los edificarás contra la ciudad que te hace guerra contra la ciudad, hasta que sea sujetado.
Mas tú en alguno de los sabios dejarás, y toma al mozo; para que te vaya bien, y haz que te vaya vaya bien tus días.
No hurtarás; porque es tu hermano: no es tu hermano; porque no codiciarás á su tierra.
Y si el hombre fuere pobre, no dormirás con su prenda;
Y será en la tierra que Jehová tu Dios te da por heredad á la tierra que Jehová tu Dios te da por heredad, y habite en ella;
Estas estarán sobre el monte de Gerizim, cuando habéis venido sobre el Jordán, Simeón, Simeón, Leví, y Judá, y Issachâr, y Issachâr, y Benjamín:
Maldito en la ciudad, y maldecirás en el campo.
Y serán sobre ti por señal y por señal, y sobre tu simiente para siempre.
Y tomamos la tierra, y la dió por heredad á los Rubenitas, y á los Gaditas, y á la media tribu de Manasés.
Y Jehová tu Dios te pondré en toda obra de tu mano, en todo el fruto de tu cuerpo, y en el fruto de tu vientre, y en el fruto de tu tierra, porque Jehová se gozará por bien: porque Jehová se alegrará sobre tus padres, como se alegrará por bien.
Ahora pues, escribáis este cántico por vosotros, y la enseña á los hijos de Israel: poned en sus bocas, para que sea testigo contra los hijos de Israel.
Y viendo Jehová, les soltó, porque de sus hijos, y de sus hijas.
Sube al monte de Abarim, al monte de Nebo, que está en la tierra de Moab, que está sobre Jericó; y he aquí la tierra de Canaán, la cual doy á los hijos de Israel:
El Dios eterno es tu refugio, y encubrirá los brazos de los siglos: y él echó al enemigo de delante de ti, y dirá: No los ha dicho.
Y ellos respondieron á Josué, diciendo: Todo lo que nos hicieres, y en donde nos dejaremos.
Y habrá algún tiempo entre vosotros y ella, alrededor de dos mil codos: no llegaréis á él, para que sepáis el camino por el camino: porque vosotros no paséis este camino.
Entonces Josué mandó á los sacerdotes, diciendo: Subid del Jordán.
Y aconteció, que como Josué había hablado al pueblo, los siete cuernos de carneros pasaban las siete bocinas de carneros delante de Jehová, y tocaban las bocinas; y el arca del pacto de Jehová los seguían.
Y Israel pecó, y han prevaricado mi pacto que les mandé: porque ellos ellos han tomado del maldeciente, y también lo han deshecho, y también se asombrado, y también se asombraron entre sus hajas.
Y Josué y todo Israel hicieron como ellos azotes delante de ellos, y huyeron por el camino del desierto.
Y todo lo que hizo á los dos reyes de los Amorrheos, de la otra parte del Jordán, á Sehón rey de Hesbón, y á Og rey de Basán, que estaba en Astaroth.
Y el sol se paró, y la luna, hasta que el pueblo se había puesto sobre sus enemigos. ¿No está escrito en el libro de Jasón? Y el sol estaba en medio de los cielos, y no se apresuraron á todo día.
Y Josué se volvió, y todo Israel con él, hasta el campo á Gilgal.
Y estos son los reyes de la tierra que Josué y los hijos de Israel hirieron á esta parte del Jordán, desde Baal-gad en el valle del Líbano hasta el monte de Halac, que sube á las tribus de Israel;
Mas los hijos de Israel no se convirtieron á Gesritas, ni á los Maachâz: mas los Gessuitas y á Maachâz habitantes de Israel hasta hoy.
Ahora pues, he aquí, Jehová me ha guardado, como dijo: estas cuarenta y cinco años, desde el cual Jehová habló esta palabra á Moisés, estando en el desierto, he aquí que los hijos de Israel estaban en el desierto; y he aquí, yo soy de ochenta y cinco años.
Y Hasor, Hadatoth, y Cerioth, y Hesrón, que es Hasor,
Maón, y Ziph, y Juzeth,
Mas los hijos de Manasés no pudieron echar los moradores de las ciudades, sino que morasen en aquella tierra.
Y á Chêesai, y á Ophni, y á Geba, doce ciudades con sus aldeas.
Y Abel-melech, y Michêas, y Michêal Carmelo, y al Carmelo, y á Siblath;
Y si el pariente del pariente del muerto, no lo librará al homicida á su mano, porque él hirió á su prójimo, y á su vecino no le aborrecía.
Todas las ciudades de sus ejidos por sus ejidos para las familias de los hijos de Coath.
Y los hijos de Israel oyeron: He aquí, los hijos de Rubén y los hijos de Gad y la media tribu de Manasés han edificado altar sobre la tierra de Canaán, en los términos del Jordán, en los términos de los hijos de Israel.
Que no habéis venido entre estas gentes, estos que quedan entre vosotros, ni hagáis la memoria del nombre de sus dioses, ni les honráis, ni los sirven, ni les sirváis, ni los serviréis:
Y el pueblo dijo á Josué: No; antes serviremos á Jehová.
Y tomó Judá con sus términos, y Ascalón con sus términos, y Ecrón con su término.
Y dejando á Jehová el Dios de sus padres, que los sacó de la tierra de Egipto, siguieron á dioses ajenos, y á dioses de los pueblos que estaban alrededor de los pueblos que estaban alrededor, se inclinaron á Jehová.
Mas él se volvió de los Idumeos que estaban junto á Gilgal, y dijo: Yo te he parto á ti, oh rey, el cual dijo: Guarda. Y todo lo que estaba junto á él.
Y salió Jael á Sísara á Sísara, y díjole: Volveo en mi señor, no teméis. Y cuando él se volvió á la tienda en la tienda, cubriólo con manto.
Bendito la mujer de Heber, la mujer de Heber Cineo, será bendito sobre las mujeres.
Y Jehová le dijo: Paz te; no morirás.
Y como Gedeón vino, he aquí un hombre que había dicho á su compañero, y dijo: He aquí un sueño, un sueño, y he aquí un sueño de cebada, una torta de cebada en el campo de Madián, y vino á la tienda de Madián, y vino á la tienda que la tienda que la tienda se echó.
Y él dijo á Zeba y á Zalmunna, ¿Qué es de los hombres que habéis muerto á Tabor? Y ellos respondieron: Como eres, uno de los hijos del rey.
Y la vid les dijo: ¿De dónde dejaré mi vino, que Dios y al hombre, y ve á ser probado sobre los árboles?
Y tomó al pueblo, y los repartió en tres compañías, y puso en el campo, y miró, y he aquí que el pueblo había salido de la ciudad; y él se levantó contra ellos, y los hirió.
Y quitaron á los dioses ajenos de entre ellos, y sirvieron á Jehová: y su alma se entristeció por la miseria de Israel.
Mas el rey de los hijos de Ammón no escucharon á las palabras de Jephté que le envió.
Y el ángel de Jehová apareció á la mujer, y díjole: He aquí, tú eres estéril, y no tienes: mas tú, y llevarás hijo.
Y después de un tiempo se volvió á tomarla, y se volvió á ver al cuerpo del león; y he aquí un brazo de la miel y de miel en el cuerpo del león.
Y él se llamaba una gran mista, y llamó á Jehová, y dijo: Tú has dado esta gran libertad en mano de tu siervo; y ahora moriré á la mano de los incircuncisos?
Y Samsón llamó á Jehová, y dijo: Señor Jehová, te acordes de mí, y me fortifica, y me sustentes ahora esta vez, oh Dios, para que me haga una vez de los Filisteos por mis dos ojos.
Y los cinco varones que habían salido á reconocer la tierra de Lais, y dijeron á sus hermanos: ¿Sabéis que hay en estas casas, y de talla, y de talla, y imagen de fundición, y de fundición, y de talla? Ahora pues pues ahora habéis oído lo que hacéis lo que hacéis.
Y él dijo á su siervo: Ven, y nos acercaremos á uno de estos lugares á la noche, ó en Rama.
Ahora pues, libros los hombres de Belial, que están en Gabaa, para que los pusimos á muerte, y quitaremos mal de Israel. Mas los hijos de Israel no quiso oir la voz de sus hermanos, los hijos de Israel:
Y reñaron á los de Benjamitas alrededor, y los acompañaron, y derribaron sobre Gabaa hacia el madrubio.
En aquellos días no había rey en Israel: todo hombre que era recto en sus ojos.
Y Booz dijo á Ruth: ¿No eres tú, hija mía? No salgas en el campo, ni ve de aquí, sino que en mis criadas por mis criadas;
Y él dijo: Saca el velo que tienes sobre ti, y la prenda. Y cuando la calló, midió seis medidas de cebada, y púsolo en la á la ciudad.
Mas á Hanna dió una parte, porque amaba á Hanna; mas Jehová le había cerrado.
Jehová hace pobre, y enririquece; el que hace al pobre, y al rico se hace.
Y el niño Samuel servía á Jehová delante de Eli. Y la palabra de Jehová era preciosa en aquellos días, no se abría.
Y los Filisteos pelearon, y Israel fué herido á Israel, y huyeron cada uno en su tienda; y hubo un gran mortandad, porque había allí de los hombres de Israel.
¿Por qué pues, pues, hacedáis vuestros corazones, como los Egipcios se endureció? ¿no lo hicieron entre ellos, ni se apartaron los pueblos, y se fueron?
Y juzgó Samuel á todo el tiempo de su vida.
Y él le dijo: He aquí ahora hay en esta ciudad de Dios, y éste es el varón de Dios, y éste es el que ha dicho: Quizá nos dejaremos allá: quizá quizá nos mostraremos nosotros nosotros que hemos de ir.
Y aconteció, que como él se volvió á ir de Samuel, Dios le dió otro corazón: y todos los señales vinieron á aquel día.
Y el pueblo dijo á Samuel: ¿Quién es el que dijo: ¿Quién es Saúl sobre nosotros? Los hombres llevaremos á muerte.
Saúl escogió tres mil hombres de Israel, del cual tenía dos mil en Michmas y en el monte de Beth-el, y en el monte de Benjamín, y en el monte de Benjamín: y el resto del pueblo envió cada uno á su tienda.
Si nos dijéremos, hasta que venga á vosotros hasta que vinimos, estaremos en nuestra lugar, y no subiremos á ellos.
Porque vive Jehová, que vive á Israel, aunque sea en Jonathán hijo mío, morirá. Mas no hubo hombre entre todos los pueblos que le respondieron.
Y Samuel dijo: Cuando hubieres poco en tus ojos, ¿no fuiste tú la cabeza de las tribus de Israel, y Jehová te ungió por rey sobre Israel?
Y él envió, y llevólo en él. Y él era recostado, y el parecer de tu parecer, y á los que miran. Y Jehová le dijo: Levántate, porque esto es.
Y Saúl, y todos los varones de Israel, estaban en el valle de Ela, con los Filisteos.
Y puso David su mano en su bag, y tomó una piedra, y metióla, é hirió al Filisteo en su frente á la piedra, que cayó la piedra en su frente, y cayó sobre la haz de la tierra.
Y Saúl dijo: Yo le daré, para que sea lazo, y para que la mano de los Filisteos sea contra él. Por lo cual Saúl dijo á David: Tú, hoy será hoy en mi hijo en una ley.
Y como fué dado aviso á Saúl, envió embajadores, y profetizaban. Y Saúl envió mensajeros á la tercera vez, y ellos profetizaron.
Y aconteció al día siguiente, que el día del mes, que era vacío de David, y Saúl dijo á su hijo: ¿Por qué no viene el hijo de Isaí, ni el día de hoy?
¿A qué tengo tengo necesidad de los hombres, que habéis traído á éste en mi presencia? ¿ha venido éste en mi casa?
Y fué dado aviso á Saúl que David había venido á Keila. Y Saúl le dijo: Dios le ha entregado en mi mano, porque está cerrada en las puertas y cerrocas.
Y David dijo á Saúl: ¿Por qué has oído las palabras de los hombres, diciendo: He aquí David busca tu mal?
Ahora pues, y mira lo que hicieres; porque el mal es determinado contra nuestro señor, y contra toda su casa; porque es éste, que el hijo de Belial que no puede hablar.
Y asentó Saúl en el monte de Hacedor, que está delante de Jesamón, por el camino. Mas David se quedó en el desierto, y vió que Saúl había venido al desierto.
Y subió David y sus varones, y los de la tierra de Egipto, y los de los Amalecitas, y los Amalecitas; porque las gentes eran de los moradores de la tierra, como tú, á Shur, hasta la tierra de Egipto.
Y los Filisteos juntaron todos sus escuadrones á Aphec á Aphec, y á Israel asentaron en Jezreel.
Y tomó David todos los rebaños y las vacas que estaban delante de los otros, y dijo: Esta es la presa de David.
Y el mancebo que le dijo: Como yo pensado en el monte de Gilboa, he aquí Saúl se rebuscó sobre su lanza, y he aquí que los carros se habían seguido tras él.
E hizo rey sobre Galaad, y sobre los Aritas, y sobre Jezreel, y sobre los de Benjamín, y sobre todo Israel.
Y Saúl tenía concubina, cuyo nombre era Rispa, hija de Aía; y Is-boseth respondió á Abner: ¿Por qué has ido á Abner?
Porque todo el pueblo y todo Israel entendió día que no era del rey á matar á Abner hijo de Ner.
Y Elisama, Elisama, Eliphet.
Y dijo David á Michâl: antes de Jehová, que me escogió delante de tu padre, y delante de toda su casa, para que me pusiese príncipe sobre el pueblo de Jehová.
Ahora, oh Jehová, tú, que eres Dios, y tus palabras son verdad, y dijiste á tu siervo:
Y dijo Siba al rey: Conforme á todo lo que mi señor el rey ha mandado, así hará tu siervo. Y dijo el rey: A Mephi-boseth, como uno de los hijos del rey.
Y durmió Uría á la puerta del rey con todos los siervos de su señor, y no descendían á su casa.
Porque tú lo has oculto: mas yo haré esto delante de todo Israel, y delante del sol.
Y como le había traído á comer, tomó de ella, y díjole: Ven conmigo mi hermana.
Y envió Joab á Tecoa, y una mujer de allí una mujer, y le dijo: Ruégote que te dejes un paño, y no te ungirás con aceite, y no te unungirás con aceite, sino que la mujer tenía luvio.
Y Absalom respondió: He aquí yo te envío á ti, diciendo: Ven acá, para que yo te envío al rey: ¿Por qué he venido de Gessur? ¿por qué me han estado? Ahora pues, y si no me deje la maldad del rey.
Y Sadoc y Abiathar llevó el arca de Dios á Jerusalem, y allí se hallaron.
Y extendieron Absalom sobre la tienda de la casa, y Absalom se fué á la concubina de su padre en ojos de todo Israel.
Y miel, y ovejas, y ovejas, y de vacas, porque David, y para el pueblo que estaba con él, para comer: porque el pueblo es hambre, y cansado, y cantad, y cantad en el desierto.
Y el rey le dijo: Volveos, y estén aquí. Y él se volvió, y paróse.
Y él tomó tu siervo á mi señor el rey; mas mi señor el rey está como un ángel de Dios: haz lo que es bueno en tus ojos.
Y pasando por todas las tribus de Israel á Abel, y á Beth-maâ, y á todos los Beritas; y se juntaron, y así se juntaron, y así se fueron tras él.
Y volvió á la guerra en Gob con los Filisteos, donde Elhanán hijo de Jahanaim, y á Beth-sesesemim, hermano de Goliath, el hermano de la lanza de su lanza, que era semejante á la muchedumbre de la lanza.
Con el limpio limpio te mostrarás, y con los perversos te mostrarás.
Mas los hijos de Belial serán todos ellos como espinas, porque no pueden quitar con manos;
Ima hijo de Nathán, hijo de Zera, Bani,
Por lo cual sus siervos le dijeron: Han busquese allí á mi señor el rey la virgen, y se ponga delante del rey, y deje en tu seno, para que venga mi señor el rey.
Y dijo el rey David: Dame Sadoc sacerdote, y Nathán profeta, y Benaías hijo de Joiada. Y ellos vinieron delante del rey.
Ahora pues, no le libre: porque eres hombre sabio, y lo sabes lo que te hicieres á él; mas su cabeza llevarás al sepulcro con sangre.
Y aconteció al cabo de tres años, que los dos siervos de Simi hijo se tornaron á Achîs hijo de Maachâ. Y dieron aviso á Semei, diciendo: He aquí están tus siervos en Gath.
Entonces el rey dijo: Este es el uno, que vive mi hijo, y tu hijo es muerto: y el otro hijo es muerto, y mi hijo es muerto.
Y Judá y Israel habitó en Judá, cada uno debajo de su vid y debajo de su higuera, desde Dan hasta Beer-seba, todos los días de Salomón.
Y el pórtico del templo de veinte codos, y su longitud, conforme á la anchura de la casa; y diez codos su anchura delante de la casa.
Hizo también á la puerta del templo de oliva, una cuarta parte de oliva, la cuarta parte del muro.
Y estaba sobre doce bueyes, y tres veces al norte, y tres al occidente, y tres al mediodía, y tres al oriente, y tres al oriente: y el mar se puso sobre ellos sobre ellos, y todas sus partes estaban sobre ellos.
Y trajeron el arca de Jehová, y el tabernáculo del testimonio, y todos los vasos que estaban en el tabernáculo, los sacerdotes y los Levitas.
Tú oirás en los cielos, y perdonarás el pecado de tu pueblo Israel, y los volverás á la tierra que diste á sus padres.
Este día hizo el rey al medio del atrio que estaba delante de la casa de Jehová: porque allí sacrificaba holocaustos, y pacíficos, y el sebo de pacíficos, y el sebo de los pacíficos: porque el altar de bronce que había estado delante de Jehová, y el holocausto, y el holocausto.
Y vinieron á Ophir, y vistieron de allí de oro, cuatrocientos y veinte talentos, y trajéronla al rey Salomón.
Mas el rey Salomón amó á muchas mujeres extranjeras, con la hija de Faraón, de las mujeres de los Moabitas, de los hijos de Ammón, de los Hetheos, y de los Hetheos,
Y él dijo á Jeroboam: Toma diez piezas, porque así ha dicho Jehová, Dios de Israel: He aquí que yo saldré el reino de la mano de Salomón, y te daré diez tribus:
Entonces el rey Roboam envió á Adoram, que era el tributo; y todo Israel le apedreó con piedras, que murió. Por tanto el rey Roboam hizo subir á su carro, para huir á Jerusalem.
Y él le dijo: Ven conmigo á casa, y coma pan.
En la ciudad de Jeroboam morirá los perros, y el que le fuere muerto en el campo, las aves de los cielos la comerán; porque Jehová lo ha dicho.
Y reinó cuarenta y un años en Jerusalem. Y el nombre de su madre fué Maachâ, hija de Abiam.
Y durmió Baasa con sus padres, y fué sepultado en Thirsa; y reinó en su lugar Ela.
Y FUÉ á él palabra de Jehová, diciendo:
Y él le respondió: Yo soy: ve, di á tu señor, Elías es aquí.
Y el fuego de Jehová cayó, y consumió el holocausto, y el bosque, y las piedras, y el polvo, y el polvo que estaba en la tropa.
Y Ben-adad el rey de Siria juntó todo su ejército: y fueron treinta reyes con él, y carros, y carros, y cercó á Samaria, y cercó á Samaria.
Y sus siervos le dijeron: He aquí ahora hemos oído que los reyes de la casa de Israel son misericordiosos; te ruego que nos saques, saco sobre nuestros lomos, y azotes sobre nuestras cabezas, y salid sobre nuestros cabezas, y salid al rey de Israel.
Levántate, desciende á recibir á Achâb rey de Israel, que está en Samaria: he aquí está en la viña de Naboth de Naboth, á dónde se ha descendido para poseer.
Y él dijo: Oye pues palabra de Jehová: vi que Jehová estaba sentado en su trono, y todo el ejército del cielo que estaba junto á su diestra y á su siniestra.
Entonces Ochôzías hijo de Achâb dijo á Josaphat: Van mis siervos con tus siervos en las navíos. Mas Josaphat no quiso.
Y Elías tomó á su manto, y lo revolvió, é hirieron las aguas, y fueron divididos.
Y Eliseo dijo al rey de Israel: ¿Qué tengo yo contigo? Levántate á los profetas de tu padre, y á los profetas de tu madre. Y el rey de Israel le dijo: No, porque Jehová ha llamado estos tres reyes, para librarlos estos tres reyes en mano de Moab.
Y él dijo: De cierto, conforme al tiempo de la vida, abrazarás hijo de la vida. Y ella dijo: No, señor mío, no mentirás á tu sierva.
Y los Siros habían salido de los Siros, y habían sacado de la tierra de Israel una criada; y ella esperó la mujer de Naamán.
Mas como el que tenía comienzos, la cabeza cayó en las aguas; y clamó, y dijo: ¡Ay señor! porque era recorrido.
Entonces el señor de la mano del rey respondió: He aquí, y dijo: He aquí que si Jehová quiso hacer ventanas en los cielos? Y él respondió: He aquí, verás con tus ojos, mas no comerás con tus ojos, sino que no comerás.
Y Hazael dijo: ¿Por qué se levanta mi señor? Y él respondió: Por cuanto yo conozco el mal que hicieres á los hijos de Israel: sus fortalezas, tú, y los mancebos matarás á cuchillo, y á sus niños, y á sus niños, y á cuchillo, y á sus niños.
Entonces se apresuraron, y tomaron cada uno su ropa, y púsola debajo de él en la cumbre de las gradas, diciendo: Jehú es rey.
Y escribió una carta de la segunda vez á ellos, diciendo: Si sois mis varones, y si oyereis á mi voz, tomaréis las cabezas de los varones de vuestro señor, y viniéndome á mañana.
Y el tiempo que reinó Jehú sobre Israel en Samaria veinte y ocho años.
Mas Joiada el sacerdote tomó un pórtico, y púsolo en la casa de Jehová, y púsolo junto al altar, como el derecho de la casa de Jehová; y los sacerdotes que guardaban en la casa de Jehová, y los sacerdotes que guardaban en la casa de Jehová.
Y él dijo: Toma las saetas. Y él los tomó. Y él les dijo al rey de Israel: Vuélvete sobre la tierra. Y él hirió, y cesó.
En el año quince de Amasías hijo de Joas rey de Jeroboam, rey de Jeroboam hijo de Joas rey de Israel, comenzó á reinar en Samaria, y reinó cuarenta años.
E hizo lo malo en ojos de Jehová: no se apartó de los pecados de Jeroboam hijo de Nabat, que hizo pecar á Israel.
E hizo Urías sacerdote, conforme á todo lo que el rey Achâz había mandado.
Por lo cual hablaron al rey de Asiria, diciendo: Las gentes que tú quitas, y entregaste en las ciudades de Samaria, no saben la costumbre del Dios de la tierra: por eso ha enviado los leones, y he aquí que no saben la costumbre del Dios de la tierra.
Y Ezechîas le dió todo el plata que se halló en la casa de Jehová, y en los tesoros de la casa del rey.
Y Rabsa-saces se volvió, y halló el rey de Asiria contra Libna; porque había oído que él se había apartado de Lachîs.
En aquellos días era Ezechîas enfermo. Y el profeta Isaías hijo de Amoz vino á él, y le dijo: Así ha dicho Jehová: ¿No morarás tú, y vivirás.
Y Jehová habló por sus siervos los profetas, diciendo:
Entonces el sacerdote, y Ahicam, y Achbor, y á Asaías, y á Asaías, y á Asael hijo de Sallum, mujer de Sallum, hijo de Hachâ, hijo de Hera, guarda de la nave, (y moraban en Jerusalem.
Y los que obran con los espíritus, y las aves, y las imágenes, y todas las abominaciones, y todas las abominaciones que estaban en la tierra de Judá y en Jerusalem, repudió Josías, para poner poner las palabras de la ley que se halló el sacerdote en el libro de la ley que se halló el sacerdote.
E hizo el rey de Babilonia á Mathanías, hermano del rey en su lugar, y mudó su nombre á Sedechîas.
Y aconteció en el año siete de la cautividad de Joachîn rey de Judá, en el mes duodécimo, en el mes duodécimo, en el mes de los siete del mes, que comenzó á reinar en el año de Joachîn rey de Joachîn rey de Joachîn rey de Babilonia.
Abram. Este es Abraham.
Los hijos de Judá: Er, Onán, y Onán: lo que tres nacieron á él, la hija de Serea. Y Er, el primogénito de Judá, fué malo en ojos de Jehová, y matólo en ojos de Jehová.
Los hijos de Jonathán: Peleth, y Zaoth. Estos fueron los hijos de Jerameel.
Y Elisama, Elisama, Eliphelet, nueve.
Y á Meothán engendró á Ophoth, y á Seraías engendró á Joab, padre de Casón; porque eran los hijos de Casnas.
Y los hijos de Rubén, primogénito de Israel, (porque era el primogénito; mas por cuanto contaminó la cama de su padre, fué dada á los hijos de Israel, su primogenitura, hijo de José; y no es contada conforme á la primogenitura.
Y Abisua engendró á Buci, y Bucci engendró á Uzzi,
Hijo de Zuph, hijo de Elcana, hijo de Mahath, hijo de Amasai,
Y dieron por suerte de la tribu de los hijos de Judá, y de la tribu de los hijos de Simeón, y de la tribu de los hijos de Benjamín, estas ciudades que son llamados por sus nombres.
Los hijos de Manasés: Asriel, el cual parió: y su concubina la engendró á Machîr, padre de Galaad.
Y Abisua, y Naán, y Ahoa,
Y el hijo de Jonathán era Merib-baal, y Merim engendró á Michâ.
En cuatro cabos fueron los porteros, al oriente, al oriente, y al mediodía.
Y pusieron sus armas en la casa de sus dioses, y pusieron su cabeza en el templo de Dagón.
Y los hombres de los ejércitos fueron Asael hermano de Joab, hijo de Elhanán,
Eser el primero, Odiah, el tercero, Eliab,
Y estaban allí con David tres días, comiendo y bebiendo y bebiendo; porque sus hermanos los habían aparejado.
Y cuando oyeres, cuando oirás el sonido de las plantas de los árboles, y saldrás á la guerra; porque Dios ha salido para herir delante de ti al campo de los Filisteos.
Y todo Israel hizo el arca del pacto de Jehová con júbilo, y con júbilo, y con trompetas, y con trompetas, y con trompetas, y con címbalos.
Dad á Jehová la gloria á su nombre: traed ofrenda, y venid delante de él: adorad á Jehová en la hermosura de santidad.
Y vino David al rey, y sentóse delante de Jehová, y dijo: ¿Quién soy yo, oh Jehová, y qué es mi casa, que me has traído?
Y dijo David: Yo daré misericordia á Hanún hijo de Naas, porque su padre me ha mostrado á mí. Y envió David á consolarlo de su padre. Y los siervos de David vinieron á la tierra de los hijos de Ammón, á Hanún.
Y Joab dió la cuenta del número de los pueblos á David. Y todos los de Israel eran mil hombres y cien mil hombres que sacaban espada: y Judá era ciento sesenta y diez mil hombres que sacaban espada.
Y dijo David: Mi hijo es el mozo y la casa, y la casa que es edificada para Jehová.
De los hijos de Gersón, Sebuel.
La décima á Bilga, la décima á Immer,
El sexto á Bueno, á sus hijos y á sus hermanos, doce;
De los repartimientos de los porteros, entre los principales de los varones, teniendo cada uno contra los unos á los otros, para ministrar en la casa de Jehová.
El séptimo día por el mes séptimo fué Helonita, Pelonita, de los hijos de Ephraim; y en su división veinte y cuatro mil.
Y él me dijo: Salomón tu hijo, edificará mi casa y mis azotes; porque yo le he elegido á mi hijo, y seré su padre.
Porque nosotros somos extranjeros delante de ti, y peregrinos, como todos nuestros padres: nuestros días son como sombra, y no hay quien la sombra.
E hizo el rey plata y oro en Jerusalem como piedras, y en madera de cedro, é hizo como los árboles de cedro que están en la multitud.
Y en la casa santa hizo dos querubines de estatuas, y cubriólas de oro.
Así que, toda la obra que Salomón hizo la casa de Jehová, fué acabada en todas las cosas que David su padre había dedicado; y el oro, y el oro, y todos los vasos de la casa de Dios.
Ahora pues, oh Jehová, Dios de Israel, sea engrandecido tu palabra, que has dicho á David tu siervo.
Y el rey Salomón sacrificó de veinte y dos mil bueyes, y ciento veinte mil ovejas: así el rey y todo el pueblo dedicó la casa de Dios.
De cada día, ofrenda, según el mandamiento de Moisés, en el dicho de Moisés, y en los sábados, y en las nuevas, y en las solemnidades, en el año, en la solemnidad de los panes sin levadura, y en la solemnidad de las semanas, y en la solemnidad de las semanas.
Y tuvo Salomón cuatro mil y carros, y doce mil de á caballo, y doce mil á caballo, al cual puso en las ciudades de los carros, y con el rey en Jerusalem.
Y habitaron Roboam en Jerusalem, y edificó ciudades en Judá.
Y como él se humilló, la ira de Jehová se volvió de él, y no lo destruía; y también en Judá se fué bien.
Y mandó Judá á buscar á Jehová el Dios de sus padres, y para hacer la ley.
Y no hubo guerra á los cinco y cinco días del reinado de Asa.
Y después de él fué Amasías hijo de Zichri, que se ofreció á Jehová, y con él doscientos mil hombres valientes.
Y Michêas dijo: Si fueres en paz, no tiene Jehová por mí. Y él dijo: Oid todos los pueblos.
Oh Dios nuestro, ¿no los juzgarás? porque no tenemos contra nosotros grande compañía que viene contra nosotros, ni sabemos qué nos conocemos: mas nuestros ojos están sobre ti.
Jeoram era de treinta y dos años cuando comenzó á reinar, y ocho años reinó en Jerusalem.
Y toda la congregación de Dios hizo pacto con el rey en la casa de Dios. Y él les dijo: He aquí el hijo del rey, como Jehová ha dicho de los hijos de David.
Y el rey y Joiada lo dió al rey como la obra del servicio de la casa de Jehová, y los jornaleros y carpinteros para reparar la casa de Jehová, y así como hierro y de metal á la casa de Jehová.
¿Por qué el furor de Jehová se encendió contra Amasías, y envió á él un profeta, que le dijo: ¿Por qué has buscado á los dioses de los pueblos, que no podían librar su pueblo de tu mano?
Y fué Azarías el sacerdote en pos de él, y con él con los sacerdotes de Jehová, que eran hombres valientes:
Y los varones que estaban, se levantaron por nombre, y tomaron á los cautivos, y tomaron los cautivos de todos los que se habían desnudado, y los descalzado, y les dió á comer y á beber, y les dió á beber, y á beber, y á todos sus hermanos, y á la ciudad.
Y vinieron á Ezechîas al rey, y dijeron: Nosotros hemos limpiado toda la casa de Jehová, y el altar del holocausto, con todos sus vasos, y la mesa de la mesa, y con todos sus vasos.
Y en Judá, en mano de Dios les era un corazón para hacer el mandamiento del rey y de los príncipes, por palabra de Jehová.
Y después de él estaban Edén, y Mamín, y Jesuá, y Semaías, y Sechânías, en las ciudades de los sacerdotes, en sus hermanos, para que dar á sus hermanos, como á los pequeños;
En aquellos días era Ezechîas enfermo, y oró á la muerte, y él le dijo: y él le dijo.
Amón era de veinte y dos años cuando comenzó á reinar, y reinó dos años en Jerusalem.
Porque tu corazón fué tivo, y te has puesto delante de Dios, cuando oíste sus palabras contra este lugar, y contra sus moradores, y te acompañías delante de mí, y lloraste delante de mí, y lloraste delante de mí, dice Jehová, y te he oído.
Y sus siervos le tomaron de un carro, y púsole en el segundo carro que tenía; y lleváronlo á Jerusalem, y murió, y murió, y fué sepultado en uno de los sepulcros de los sepulcros de los sepulcros de los sepulcros de sus padres.
Y cualquiera que quedare en cualquier lugar donde hubiere peregrinado, los hombres de su lugar con plata, y oro, con las bestias, y con las bestias, y con las bestias, por la casa de Dios que está en Jerusalem.
Los varones de Anathoth, ciento veintiocho;
Los hijos de Barcoa, los hijos de Sísara, los hijos de Sema,
Así que el pueblo no podía apartar el estruendo de júbilo de júbilo, de júbilo del pueblo; porque el pueblo gritaba con gran júbilo, y gritó con gran júbilo, y el estruendo fué oído de lejos.
La copia de la carta que Tatnai, gobernador de esta parte del río, y Sethnai, y sus compañeros, y sus compañeros que estaban de la otra parte del río, envió al río de Darío, al río de Darío.
Y los hijos de la cautividad guardaron la pascua sobre los catorce del mes primero.
Bendito sea Jehová el Dios de nuestros padres, que ha puesto esto como esto en el corazón del rey, para gloriar la casa de Jehová que está en Jerusalem:
Velad, y guardaos, hasta que los príncipes de los sacerdotes y Levitas, y los Levitas, y los príncipes de las familias de Israel, en Jerusalem en las cámaras de la casa de Jehová.
Y cualquiera que no quiso venir dentro de tres días, según el consejo de los príncipes y los ancianos, todas sus riquezas, y se apartasen de la congregación de la congregación que habían sido trasportado.
Y Bani, y Binnui,
Y salí de noche junto á la puerta del valle, delante del dragón, y al estiércol, y al estiércol, y tembló las paredes de Jerusalem, y sus puertas fueron consumidas con fuego.
Después de él restauró á Benjamín y á la casa de ellos. Después de Azarías hijo de Maasías hijo de Maasías hijo de Ananías, por su casa.
Así que, trabajamos en la obra; y la mitad de los cedros de la mañana hasta que las estrellas se había aparecido las estrellas.
Porque todos nos asombraron, diciendo: Sus manos se oscurecerán de la obra, que no sea hecho. Ahora pues, oh Dios, esforzó mis manos.
Los hijos de Adin, seiscientos cincuenta y cinco;
Los hijos de Reaías, los hijos de Rezín, los hijos de Necoda,
Y Jesuá, y Bani, y Serebías, Jamín, y Authai, Maasías,
Y en tus miseraciones no los dejes en el desierto; la columna de nube se fué de día, para que no se apartasen en el camino, ni la columna de fuego, ni la columna de fuego les mostrasen, y les mostrasen el camino por donde entrasen.
Migub, Rehob, Hasabías,
Y el pueblo bendijo á todos los hombres, que se ofreciesen en Jerusalem.
Y en Anathoth, Nob, Ananías,
Estas fueron en los días de Jesuá hijo de Jesuá, hijo de Joah, y en los días de Nehemías gobernador, y de Esdras sacerdote, escriba.
Y mandé, y limpié de las cámaras; y llevé á los vasos de la casa de Dios, con presente y el incienso.
Y el beba fué conforme á la ley, que ninguno había hecho; porque así el rey había puesto á todos los gobernadores de su casa, para que hagan conforme á cada uno de los hombres.
Y Esther fué tomada al rey en su casa real en el mes décimo, que es el mes de Tebeth, en el séptimo año del reinado de su reinado.
Y él le dió la ropa de la escritura de la escritura del mandamiento que le había dado á Esther, y á saber saber á Esther, y á su cargo, y á la guarda del rey, para que dejasen al rey, para que dejasen delante de él, y para hacerle á su pueblo.
Y Amán respondió al rey: Porque el varón al cual da el rey á la honra,
La ropa de la escritura por mandamiento para ser dada en cada provincia á todo el pueblo, y los Judíos que se aparejasen contra el día que se aparejasen en el día de sus enemigos.
Por tanto, llamando estos días por el nombre de Pur. Por lo cual todas las palabras de esta carta, y de los que habían visto, y que habían venido á ellos, y los que habían venido á ellos,
Y dijo: Varón de la madre de mi madre, y desndesndesndesndesndesndesndesndesnuda; Jehová ha dado el nombre de Jehová.
O como un lago, no he estado; como los gigantes de los gigantes no vieron.
De la mañana destruyeron de la mañana; porque para siempre se detuvieron.
¡Quién es mi ladrón, y mi calamidad, y mi calamidad en las balanzas!
Como siervo desfallece la sombra, y como la sombra, y como la mira por el pago de su obra;
¿Harán de crecer de crecer fuera? ¿puede crecer el agua sin agua?
Si yo hablo de fortaleza, he aquí es fuerte; y si de juicio, ¿quién me ha puesto por tiempo?
Si yo pecare, y no me dejes, y no me apartes de mi maldad.
No os udáis, sino el pueblo, y la sabiduría morará con vosotros.
¿Cántico gradual de Dios? ¿y engañadle por él?
Y por el agua de agua lo reconocerá, y sacará como plantas.
Te oiré, y me oiré; y lo que he visto,
Y estaba junto á mí, mas me ha quebrado: me ha tomado por cabeza de mi cuello, y me ha puesto por tropiezo, y me levanté por su señal.
El que se apoyare en su furor: la tierra será dejado? ¿y la piedra será quitada de su lugar?
El ha puesto mis hermanos de mí, y mis conocidos son de mí.
Mas su comida se torna en sus entrañas, se torna en sus entrañas.
¿Qué es el Omnipotente, para que le sirvamos? ¿y qué aprovecharemos á él?
O tinieblas, que no puedes ver; y te cubrirás de aguas.
Mi pie calló sus pasos, y no me guardé.
Ellos son levantados de un poco, mas se fueron, y fueron echados del camino como todos los otros, y cortados como las copas de los oídos de los oídos de los oídos.
¿Cántico gradual, cuando viniere sobre él su clamor?
No podrán contar con el oro de Ophir, ni con el precioso, ni en el suelo.
Y dije: Yo moriré en mi nido, y multiplicaré mis días como arena.
Porque sé que me llevarás á la muerte, y á la casa señalado por todos los vivientes.
Entonces mi brazo caerá de mi hombro de mi hombro, y mi brazo se romperen.
Y os he dado á vosotros, y he aquí que no hubo quien pase á Job, ó que dijo sus palabras:
Y el alma de su vida, y su alma infamia.
¿Y el que aborrece la derecha? ¿y tú lo condenarás al justo?
Mas ninguno dice: Dios mío, que da la noche, el cual da higos en la noche;
Todo hombre la vela, para que la vela de lejos.
Cuanto del aquilón sale del aquilón: Dios es la magnificencia.
¿Ha la lluvia al padre? ¿ó quién ha engendrado las de rocío?
¿Poderás tú como un calzado? ¿la gloria de sus narices es terrible.
¿Poderás tú con un poquito? ¿ó su lengua? ¿ó su lengua?
El profunda al profundo como un hoyo: hace la mar como un ungüento de ungüento.
El que se hubiere sentado en los cielos, se rebuscarán: el Señor los tendrá la remisión.
Tú los destruirás á los que hablan: Jehová lo perdonará al hombre y engaño.
He aquí, el que trae con iniquidad, y concibió la maldad, y sacó la mentira.
Porque el menesteroso no se olvidará: la esperanza de los pobres no perecerá para siempre.
Jehová talará todos labios de labios, y la lengua que habla;
Yo bendeciré á Jehová, que me ha dado consejo: mis riñones me enseñaste en la noche.
En las tinieblas puso su lugar oculto, y sus aguas eran oscurecidas y las nubes de los cielos.
Ellos clamaron, mas no hubo quien los librasen; á Jehová, sino él les respondió.
Estamos en carros, y algunos en caballos; mas acordaremos acordaros el nombre de Jehová nuestro Dios.
Mi fuerza se secó como un pez, y mi lengua se ha encargado á mis leyes; y tú me has traído al polvo de muerte.
¿Quién es este Rey de gloria? Jehová fuerte y fuerte, Jehová, fuerte en batalla.
Yo lairé mis manos en contiendas; y rodearé tu altar, oh Jehová.
Dad á Jehová, oh poderoso, daréis gloria á Jehová y fortaleza.
Y no me cerraste en mano del enemigo; pusiste mis pies en anchura.
Cántico gradual nuevo: con grande estruendo de grande estruendo.
Venid, hijos, oidme: yo os enseñaré al temor de Jehová.
No los que son mis enemigos se alegren de mí; ni los dejan con el ojo que me aborrecen, sin causa.
Porque los malignos serán cortados; mas los que esperan sobre Jehová, heredarán la tierra.
Mas la salud de los justos es de Jehová: su fortaleza está en el tiempo de la angustia.
¿Y ahora, Señor, ¿qué esperé? Espera mi esperanza en ti.
Todos los que me aborrecen, me aborrecían: contra mí hacen mal.
En Dios, en todos los días días, y alabamos tu nombre para siempre. (Selah.)
Y la hija de Tiro será con don; el rico se rogarán entre los pueblos.
Vinieron, y se maravillaron; se turbaron, y se turbaron.
Cántico gradual, Jehová, ha dicho, y llamó la tierra del sol al nacimiento del sol hasta que descendía.
Hazme oir gozo y alegría, y alegría; y los huesos que me ayudaste.
He aquí, Dios es mi ayudador: el Señor es con los que mi alma está.
En Dios alabaré su palabra, en Dios he confiado; no temeré lo que me haga.
El justo se gozará la venganza: sus pies lavarán sus pies en la sangre de los impíos.
Al Músico principal: Salmo de David. OH Dios haremos: porque él ha descendido á nuestros enemigos.
caerán á cuchillo: ellos serán de cuchillo.
Y volvió á la mar en seco, por el diluvio: allí nos alegraron en él.
Al Músico principal: sobre Neginoth: Salmo de David. OH, oh Dios, enviaste la lluvia, cuando te fatigaste.
Los que me aborrecen, sin causa más que los cabellos de mi cabeza; los que me persiguieron, son mis enemigos, son valientes, y fuertes: entonces yo restituiré lo que no tomé.
Alaben los cielos y la tierra, los mares, y todo lo que está en ella.
Mis labios te alegrarán en gran manera, y mi alma, que tú redimiste.
Y pusieron su boca contra los cielos, y su lengua anda por la tierra.
¿Por qué te olvides tu diestra, tu diestra? arrancarás de tu seno.
Tú has oído el juicio del cielo, y la tierra, y se turbó,
Para que la generación á la generación conociesen, los hijos que naciesen, para que se levantasen y anunciasen á sus hijos:
Mas ellos le escarnecían con su boca, y con sus lenguas.
E hirió á sus enemigos en las partes, y púsolos por oprobio.
Envió sus ramas á la mar, y sus ramos al río.
Yo he dicho: Vosotros sois dioses; y todos los hijos del Altísimo.
Porque un día en tus azotes es mejor que mil. Místolo en la casa de mi Dios, que habite en las tiendas de maldad.
Mas tú, oh Señor, eres Dios lleno de misericordia, y de misericordia, y de misericordia, y de verdad.
Yo he hecho alianza con mi escogido, he jurado á David mi siervo,
Mas mi misericordia no quitaré de él, ni dejaré mi verdad.
¿Quién sabe la potestad de tu furor? Como tu temor, así es tu ira.
Mas tú, oh Jehová, eres alto para siempre.
Cuando dije: Mi pie se abra; tu misericordia, oh Jehová, me levántate.
Cántico gradual: Jehová se alegra la tierra; la multitud de las islas se aletas.
Cántico gradual de Jehová, todos los tierras.
Esto será escrito por la generación de la generación, y el pueblo que será criada á Jehová.
Bendecid á Jehová, sus ángeles, que extiende en la fortaleza, para que haga sus mandamientos, escucha la voz de su palabra.
Que los has de juntar: tus manos están llenas.
Y vino Israel á Egipto, y moró á Jacob en la tierra de Ham.
Mas él los salvó por amor de su nombre, para que hiciese notorias su poder.
Y derramando sangre inocente, la sangre de sus hijos y de sus hijas, los cuales sacrificaron á los ídolos de Canaán; y la tierra fué contaminada con sangre.
Envió su palabra, y los sanó, y los entregó de sus habitaciones.
Dios ha hablado en su santidad, me gotaré, y partiré al valle de Succoth.
Mis rodillas son flacos por carta; y mi carne se ha faltado de resplandor.
Ciertamente no será conmovido para siempre: el justo será en memoria.
Tú, oh Israel, espera en Jehová: su ayuda y su escudo.
Porque su misericordia es con nosotros, y la verdad de Jehová es para siempre. Aleluya.
Bienaventurados los siglos en el camino, que andan en la ley de Jehová.
Al Músico principal: Salmo de David. OH Jehová, á tus testimonios, oh Jehová, no me he puesto. OH Jehová, oh vergüenza.
Las prisionas de los impíos me han detenido: mas no he olvidado tu ley.
En este día permanecen tus ordenanzas, porque todos tus siervos son.
Yo he hecho juicio y justicia: no me dejes á mis opresores.
Cántico gradual, oh Jehová, y todos tus mandamientos son verdad.
¡Ay de mí, que mora en Mesech, que moré en tiendas de Cedar!
Nuestro alma se escapó como ave del lazo de los malditos; y el lazo es quebrantado, y nos escapado.
Que no se aparta su mano, ni su mano, ni el que tiene mandado su seno.
Sus enemigos abriré con vergüenza; mas sobre sí mismo se corona.
Alabad al Señor de señores: porque para siempre es su misericordia.
Acordaos de Jehová, los hijos de Edom en el día de Jerusalem; el cual dijo: Redla, hasta la tarde.
Porque hablan contra ti maldad, y tus enemigos tosten vano.
Cuando mi espíritu fué trastornado dentro de mí, entonces te vestiste mi senda. En el camino en el camino en que he andado.
Para que nuestros bueyes sean fuertes para trabajadas; y no habrá quien salva, ni salga en nuestras calles.
Jehová abre los ojos de ciegos: Jehová los descienda los que se inclinan: Jehová ama al justo:
Fira, y el granizo, y el granizo, y el viento solano;
Porque serán de gracia á tu cabeza, y grillos de tu cuello.
Porque Jehová da sabiduría: de su boca y de inteligencia.
Porque mejor es la mercadera de ella mejor que los mercaderes de plata, y su paga que el oro puro.
La cabeza de gracia la gracia de gracia; la corona de gloria te librará.
Y di: ¿Cuánto aborrecí la corrección, y menosprecié mi corazón;
El testigo mentiroso que habla mentira, y el que siembra entre los hermanos.
A mis pacíficos he puesto con mí; hoy he perdonado mis votos.
Yo amo á los que me aman, y los que me buscan.
Porque en tus días serán multiplicados, y los años de tu vida serán multiplicados.
Como el necio es semejante al necio: mas el hombre de entendimiento tiene entendimiento.
Aunque la mano en mano, el impío no será castigado: mas la simiente de los justos serán librados.
Bueno está en el corazón de los que maldian: mas á los consejeros de paz es gozo.
El hombre de la herencia de los hijos de los hijos, y la secación del pecador es puesto por el justo.
El temor de Jehová es fuente de vida, para apartarse de los lazos de muerte.
La multitud de consejeros son desechados: mas en la multitud de consejeros son afirmados.
Mejor es el espíritu de espíritu humilde espíritu con los humildes, que con los soberbios.
¿Por qué precio hay precio en la mano del necio para alcanzar la sabiduría, pues que no tiene corazón?
La suerte retributribuciones, y cesa entre los valientes.
El hombre perezoso su mano en su seno, y no lo hará á su boca.
Bueno es lazo al hombre que es santa, y después de hacer votos.
El deseo de los perversos le hurtan; porque sus manos no quisieron trabajar.
No dejarás con varón varón varón; y con hombre no entrarás:
Tu padre y tu madre se alegrarán, y ella te alegrarán.
Porque no habrá recompensa recompensar al mal, el perezoso de los impíos será echado.
¿Has tú hallado la miel? Como precio te ha de comer, porque no te hartes de ella, y te hartes.
Como el hombre que toca las varas, las saetas, y la muerte, y la muerte,
El quebrantamiento y la destrucción no se hartan; así los ojos de los hombres no se hartan.
El que reprendió al hombre, hallará más gracia que el que se apresurare con la lengua.
El temor del hombre lleva lazo: mas el que en Jehová espera en Jehová.
La prenda de sus manos, y está en sus reyes.
Sabiendo y honra son sus vestimentas, y se alegrarán en tiempo.
Hijos de agua me hice las aguas, para que saca las fuentes de agua;
Yo he visto el trabajo, que Dios dió á los hijos de los hombres, para que sean sujetos en ella.
No estarás con tu boca, y no sea tu corazón para repudiar delante de Dios; porque Dios está en el cielo, y en la tierra: por tanto, tus palabras son pocos.
Porque ¿quién sabe lo bueno en esta vida, todos los días de su vida, todos los días de su vida? ¿quién puede saber al hombre según el hombre?
¿Quién es el sabio como el sabio? ¿y quién sabe la declaración de la sabiduría? El que hace resplandecer, y la confianza de su rostro se ha mudado.
Allí una ciudad una pequeña, y pocos hombres dentro de ella; y vinieron un gran rey contra ella, y cercáronla, y edificaban muchas veces contra ella;
En la mañana sembrare tu simiente, y en la tarde no te tu mano; porque no sabes, ni lo que no seas prosperado.
Si el rey se sentare á su mesa en su mesa, salga mi olor de ella.
Todos ellos callaron, y callaron en la guerra: cada uno tiene su espada sobre su muslo de noche.
Y su cabeza como el oro se encostre de oro, sus costales, y como un pelo.
Cándonos de mañana á las viñas, si veamos la vid, si la vid se apareciere, y las granadas, y las granadas de las granadas.
Y cuando extendiereis vuestras manos, escondí mis ojos de vosotros: y cuando os hagáis muchos oraciones, no oiré las manos de sangre.
Y sobre todos los montes, y sobre todos los collados que se levantaron,
La vestimentera del vestido de ropas, y el mantenimiento, y los cachorros, y los campos,
¡Ay de los que invocan el mal, y el mal mal, y las tinieblas para luz, y las tinieblas para las tinieblas!
Así ha dicho el Señor Jehová: No permanecerá, ni se pasará.
No dijisteis: TiTiempo, á todos los que dijeron á este pueblo: No teméis; ni teméis, ni teméis su temor, ni teméis.
Y pondrá sobre la diestra de su brazo, y hambre hambre; y comerá á la izquierda, y no se hartarán: cada uno comerá la carne de su brazo:
Vinieron sobre el valle de ellos: ellos se han tomado de ellos en Geba; Rama se asombraron á Gabaa de Saúl.
Yo he mandado á mis santos, he invocado mis valientes por mi furor, los que se alegran en mi flaqueza.
Tu mantenimiento es derribado al sepulcro, y el estruendo de tus soberbios: la sana está extendida debajo de ti, y te cubrirá la sana.
Porque las aguas de Dimón serán lleno de sangre: porque más traeré sobre Dura, sobre el que anda de Moab, y sobre el resto de la tierra, y sobre el resto de la tierra.
Que los embajadores por la mar, en los vasos de los peces, en las aguas de los peces, diciendo: Id á gente de fuertes, para derramar á gente de terrible, y á gente fuertes, y á su principio; y la gente de su principio se derramaron los ríos, y despojaron los ríos.
Al cual bendecirá Jehová de los ejércitos, diciendo: Bendito sea Egipto, y la obra de mis manos, y Israel mi heredad.
Y acontecerá que tus valles serán lleno de carros, y los caballeros de carros, y los á caballo se presentarán á la puerta.
Y él dijo: No te alegrarás, oh hija de Sidón, hija de Sidón; levántate, porque no tendrás reposo.
Oh Jehová, tú eres mi Dios; te alabaré, alabaré tu nombre; porque has hecho maravillas; porque has hecho tus consejos y verdad.
Tus muertos vivirán, juntamente juntamente juntamente juntamente con mi cuerpo se levantarán. Destruenos, que moran en el polvo; porque es el rocío de los cielos, y la tierra echó los muertos.
Por cuanto habéis dicho: Hemos hecho alianza con muerte, y con el infierno están en concierto, cuando el azote pasare, no vendrá á nosotros: porque nos han hecho mentira, y nos han encubiertos nuestros falsos, y nos escondidos.
Ciertamente vuestro pensamiento de las cosas descenderá como el alfarero del barro; porque la obra de él le dirá: ¿No me ha hecho?
Y comeréis la cubierta de tus esculturas de plata, y el ornamento de tus imágenes de fundición: tú los echarás como un paño de oro; te has de aquí, te tomarás de aquí.
Muchos días y años seréis turbados; porque la vendidad no faltarán, porque la vendimia no entrará.
Mira á Sión, la ciudad de nuestras solemnidades: tus ojos verán Jerusalem una morada, el tabernáculo que no será quitado; no uno de sus mandres, ni se quitarán de sus cuerdas.
No habrá león, ni quien habrá animal animal animal animal de animal, no se hallará; mas el rescatará allí.
He aquí que yo envío sobre él un pelo, y oiré una ruina, y volverá á su tierra; y yo le haré caer caer á cuchillo en su tierra.
Y Sennachêrib rey de Asiria, se fué, y se volvió á Nínive.
Y los hijos de los hijos de ti, que te engendrarán, y serán eunucos en el palacio del rey de Babilonia.
El da poder á los desmayores, y á los que no tienen fuerza.
Porque he aquí, y no hubo hombre; entre ellos, y no hubo quien pregunte, para que les preguntaría la palabra.
Por tanto, fuiste preciado en mis ojos, y te he amado, y te he amado; por tanto te daré hombres, y por tu pueblo por tu vida.
Así ha dicho Jehová, Rey de Israel, y su Redentor de Jehová de los ejércitos: Yo soy el primero, y yo soy el postrero; y no hay Dios.
Alabad, cielos, desde arriba, y derrama la justicia: abren la tierra abrirá la tierra, y los traigan la salud, y la dejaré la justicia, oh Jehová.
Cántico gradual: no será alejado, y mi salud no se quedare; y yo en Sión mi gloria.
Yo, yo lo he hablado; y le he llamado; le he traído, y le hará prosperar su camino.
Y serán tus reyes, y sus canciones, y sus madruinas con sus maderas; ellos te inclinarán á ti con su rostro, y al polvo de tus pies; y tú conocerás que yo soy Jehová, y conocerás que yo soy.
Y he puesto mis palabras en tu boca, y te cubrí en la sombra de mi mano, para que planté los cielos, y las fundamentos de la tierra, y di á Sión: Tú eres mi pueblo.
De la cárcel fué tomado de la cárcel y de la cárcel; y ¿quién contará su generación? porque la rebelión de la tierra de los vivientes.
Porque los cielos son los cielos que están sobre la tierra, así son mis caminos, y mis pensamientos que vuestros pensamientos.
Y diréis: Cis: Subid, poned el camino el camino, quitad el camino de mi pueblo.
Por esto es el juicio de nosotros, y no nos alcance; porque esperamos la luz, mas he aquí que en las tinieblas, sino en las tinieblas.
No se oirá más en tu tierra, ni quebrantamiento en tus términos, ni quebrantamiento en tus términos; antes llamarás tus muros, y tus puertas.
Yo he azotado el lagar, y de los pueblos no hubo conmigo: porque yo los hollaré en mi furor, y los hollaré en mi ira, y sus vestimentas serán esparcidos sobre mis vestidos, y sobre mis vestidos, y pondré sobre mis vestidos.
Extendí mis manos todo el día rebelde á un pueblo rebelde, que anda en camino de sus pensamientos, según sus pensamientos;
Delante de él comenzaba, parió á parar; antes que vino de un niño.
Y FUÉ á mí palabra de Jehová la segunda vez, diciendo: ¿Qué ves? Y dije: Vi una cosa procura; y su rostro está hacia el norte.
El aspecó en el desierto, y el viento de su voluntad en su voluntad; ¿quién se apartará? ¿quién la librará? todos los que le buscan, no se cansen su mes, hallarán en su mes.
En aquel tiempo llamarán á Jerusalem el trono de Jehová, y todas las gentes serán reunidos á Jerusalem, á Jerusalem: y no andarán más según la imaginación de su corazón.
Porque mi pueblo es insensato, no me conocen; son hijos, y no tienen entendimiento: son sabios para hacer mal, sino para hacer mal.
Oye ahora, pueblo insensato, y sin entendimiento; que tienen ojos, y no ven;
¿Para qué me ha de hacer el perfume de Seba, y el sumo de la tierra se alejó? No son agradables, ni vuestros sacrificios, ni vuestros sacrificios me agradan.
Por tanto, así ha dicho el Señor Jehová: He aquí que mi furor se derramará sobre este lugar, y sobre los árboles del campo, y sobre los árboles del campo, y sobre el fruto de la tierra, y no se apagará.
Y los gobernadores de sus caballos se oyeron de Dan: toda la tierra se asombró á la voz de los fuertes; porque ellos han venido, y consumido la tierra, y toda la ciudad que está en ella, y todos los que moran en ella.
Mas el que se gloría en esta gloria, el que entiende y á mí, que yo soy Jehová que yo soy misericordia, juicio y justicia, y justicia, en la tierra: porque en estas cosas he dicho Jehová.
Y les dirás: Así ha dicho Jehová Dios de Israel: Maldito el varón que no oye las palabras de este pacto,
Muchos chos trastornaron mi viña, y hollaron mi parte debajo de pie, hicieron mi porción.
¿Darán los Etiopes su piel, ó su piel, ó el mancha su piel? ¿y así hacéis lo bueno, para que se acusan mal.
Y les haré pasar pasar por todos los reinos de la tierra, por cuanto Manasés hijo de Ezechîas rey de Judá, por lo que hizo en Jerusalem.
Por tanto os echaré de esta tierra en tierra que no sabéis, ni vuestros padres; y allí serviréis á dioses ajenos, y allí serviréis á dioses ajenos.
Y no llevéis carga de vuestras casas en el día del sábado, ni hagáis ninguna obra, sino el día del sábado, como yo mandé vuestros padres.
Y saldrás al valle de Hinnom, que está junto á la entrada de la puerta del oriente, y pregonará allí las palabras que te digo,
Porque no me mató de la matriz, ni mi madre fué mi sepulcro, y su vientre para siempre.
¿Has tú reinado, porque te vestirás en cedro? ¿no comas tu padre y bebe, y da juicio y justicia, y justicia, y era bien con él?
Por tanto, así ha dicho Jehová de los profetas: He aquí que yo los apacentaré con corpieles, y haréles agua de todos los profetas: porque desde los profetas de Jerusalem es profanada en toda la tierra.
Así ha dicho Jehová, Dios de Israel: estas ranas, así las perros, así los haré trasportar de Judá, á quien yo he enviado de este lugar en la tierra de los Caldeos.
Y todos los reyes de Zimri, y todos los reyes de Elam, y todos los reyes de Media,
Entonces se levantó algunos de los ancianos de la tierra, y habló á todo el pueblo, diciendo:
Y en aquel año, en el principio del reinado de Sedechîas rey de Judá, en el cuarto año, y en el mes quinto, á Hananías hijo de Azur, que me habló á mí en la casa de Jehová, diciendo:
Y hallaré de vosotros, dice Jehová, y volveré á vuestra cautividad, y os juntaré de todas las gentes, y os juntaré de todas las gentes, y de todos los lugares donde yo os hice, dice Jehová; y yo os haré volver al lugar de dónde os hice trasportar á donde os he hecho.
Porque así ha dicho Jehová: Tu flaqueda, y tu llaga es grave.
De cierto he oído Ephraim, que así me has hecho así, y me has reducido, como un becerro acusado, como un buey se acusado, y me volverás al yugo, y yo me tornaré; porque tú eres Jehová mi Dios.
Y Anameel hijo de mi tío, vino á mí en el atrio de la cárcel, conforme á la palabra de Jehová, y me dijo: Ruégote que está en Anathoth, la cual es en Anathoth, que es en la tierra de Benjamín; porque tu palabra es tu derecho, y la redención.
Y serán mi pueblo, y yo seré su Dios;
¿No sabes esto que este pueblo ha hablado, diciendo: Las dos familias que Jehová ha elegido? ¿les ha desechado? así los ha desechado á mi pueblo, para que no sean más nación delante de ellos.
Y ellos dijeron: No beberemos vino; porque Jonás hijo de Rechâb nos mandó nuestro padre, diciendo: No beberéis vino, ni vuestros hijos, ni vuestros hijos para siempre:
Y preguntaron á Baruch, diciendo: Danos ahora todas estas palabras en su boca.
Por lo cual los príncipes se enojaron con Jeremías, y le hirió en la cárcel en la casa de Jonathán escriba; porque habían hecho la cárcel.
Y dijo Sedechîas á Jeremías: Ninguno de estas palabras, y no morirás.
Y vinieron á Gedalías, hijo de Nethanías, Ismael hijo de Nethanías, y á Johanán hijo de Carea, y á Seraías hijo de Thahahai, y á los hijos de Epi, hijo de Ephahai, y á Jezanías hijo de Maasías, y á su hijo.
Entonces Jeremías profeta les dijo: Yo os he oído; he aquí que yo oraré á Jehová vuestro Dios según vuestras palabras; y será que todo lo que Jehová os responderá, no os lo haré volver de vosotros.
Y encendí fuego en las casas de los dioses de Egipto, y los quemará, y llevarélos cautivos, y llevarála á la tierra de Egipto, como pastor que se vestirá sobre su ropa, y saldrá de allí en paz.
Y esto os será por señal, dice Jehová, que yo os visitaré en este lugar, para que sepáis que sepáis mis palabras sobre vosotros:
La hija de Egipto será avergonzada; será entregada en mano del pueblo.
Cántico gradual de Aroer, oh moradora, y escucóndele; preguntarle, y dirá: ¿Qué es?
Por tanto, he aquí que vienen días, dice Jehová, que yo haré venir en Rabba, y será en Rabba en Rabba, y sus hijas serán quemadas con fuego, y sus hijas serán quemadas con fuego: entonces Israel será quemada á sus cabellos, dice Jehová.
Y los camellos de ellos serán sus camellos, y la multitud de sus bestias; y esparciré en todos los alrededores que están en los rincones; y meteré de todos sus costales, dice Jehová.
¡Cuán de toda la tierra fué cortada de toda la tierra, y quebrada! ¡Cómo fué Babilonia Babilonia en asolamiento entre las naciones!
Babilonia fué una copa de oro en la mano de Jehová, que hizo toda la tierra y de su vino las gentes; por lo cual las naciones se han tocado las gentes.
Y Babilonia se tornarán en montones, en montones, y en espanto, sin morador, sin morador.
Porque por la ira de Jehová fué en Jerusalem y Judá, hasta que los echó de delante de su presencia, se rebeló contra el rey de Babilonia.
Y mudó sus vestidos, y hizo siempre delante de él pan delante de todos los días de su vida.
El Señor ha echado su altar, ha dado su santuario, ha dado en mano del enemigo de sus palacios; hicieron estruendo en la casa de sus palacios, como estruendo en la casa de Jehová, como en el día de banquete.
El me ha llenado de amargura de amargura, me ha hecho borrapiña.
Tú nos has hecho como los azotes, y no quisiste en medio del pueblo.
Los muertos de cuchillo son muertos á cuchillo, que son muertos con hambre; porque éstos son perdonados, por falta de los frutos del campo.
Porque nuestra corazón es desmayado; porque estas cosas son nuestros ojos.
Y una voz de la expansión que estaba sobre sus cabezas, cuando se paraban, y pararon sus alas.
Hijo del hombre, te he puesto por atalaya á la casa de Israel: por tanto, oye la palabra en mi boca, y dáles de mí.
Y tomarás en número de ellas, y las atarás en tus faldas.
Y tú, hijo del hombre, así ha dicho el Señor Jehová á la tierra de Israel, al cabo de la tierra.
Y díjome: Hijo del hombre, levántate ahora tus ojos hacia el norte. Y alzando mis ojos al norte. Y alzando mis ojos hacia el norte, y he aquí á la puerta del altar en la entrada de esta manera.
Y aconteció que, que como él mandó el varón vestido de lino, diciendo: Tomad de entre los querubines, y se paró junto á las ruedas.
Y FUÉ á mí palabra de Jehová, diciendo:
Y dirás al pueblo de la tierra: Así ha dicho el Señor Jehová de los moradores de Jerusalem, y de la tierra de Israel: comerán su pan, y bebieron sus aguas, y beberán con silbo, y beberán de toda su tierra, y todos los que en ella moran.
Y yo también me castigaré, y libraré mi pueblo de vuestra mano, y no serán más que no haya más hambre en vuestra mano, y sabréis que yo soy Jehová.
He aquí, cuando todo se encontraba, no se encontró para ninguna obra; ¿cuánto más se encontrará el fuego, cuando la consumió?
Por tanto, he aquí que yo he extendido mi mano sobre ti, y te he puesto por mantenimiento, y te libres de los Filisteos que te aborrecen, las hijas de los Filisteos, que se avergonzan de tu camino.
Antes que tu maldad se encubría, como el tiempo de tus hijas, y todas las cosas que están en sus alrededores, las hijas de los Filisteos que te tienen en derredor.
Y sabrá todos los árboles del campo, sabrán que yo Jehová he puesto el árbol, se secó el árbol verano, y se secó el árbol seco, y lo he hablado: Yo Jehová he hablado y lo he hablado.
Por tanto, yo os juzgaré, oh casa de Israel, cada uno conforme á sus caminos, dice el Señor Jehová.
Mas yo he hecho por amor de mi nombre, para que no se contaminasen delante de las gentes, en cuya presencia los saqué.
Y sabréis que yo soy Jehová, cuando he hecho con vosotros por causa de mi nombre, no conforme á vuestros malos caminos, ni conforme á vuestras obras, oh casa de Israel, dice el Señor Jehová.
Y tú profanarás al príncipe de Israel, cuyo día será el pecado, cuando el pecado será postrado,
Y FUÉ á mí palabra de Jehová, diciendo:
Por tanto, oh Aholibah, así ha dicho el Señor Jehová: He aquí que yo levante tus amantes contra ti, desde el cual tu corazón se ha descubierto de ti, y los traeré sobre toda parte;
Y la parábola rebelde á la casa rebelde, y diles: Así ha dicho el Señor Jehová: Ponte en ella una parábola, ponedla sobre ella agua;
Por tanto, así ha dicho el Señor Jehová: Por cuanto te reñaste tus manos, y con todo tu corazón se gozó con todo tu corazón contra la tierra de Israel;
Porque así ha dicho el Señor Jehová: Cuando te asolaré una ciudad, como las ciudades que no son habitadas; cuando yo traigo sobre ti el abismo, y te cubrirán las muchas aguas, y te cubrirán;
Los ejidos de los clamarán á la voz del clamor de tus suertes.
Y dirás: Así ha dicho el Señor Jehová: He aquí yo contra ti, Sidón; y seré glorificado en medio de ti; y sabrán que yo soy Jehová, cuando he hecho juicios en ella, y seré santificado en sus juicios, y seré santificado en ella.
Etiopía, y Libna, y Llevántate, y todo el pueblo, y Chub, y los hombres de la tierra que está en ella.
En la multitud de sus ramas lo hice; y todos los árboles de Edén, que estaban en el huerto de Dios, le rogaba.
Cántico gradual de los fuertes, de en medio del infierno con los que le ayudan: cayeron incircuncisos, incircuncisos, muertos á cuchillo.
Mas si los impíos se convirtieren de su impiedad, y hiciere juicio y justicia, vivirá.
Yo buscaré lo que se perdiere, y llevaré lo que era, y ataré lo que fué quebrado, y fortificaré lo que enferma; mas yo destruiré el sebo y la fuerte; las apacentaré con juicio.
Como te alegraste á la heredad de la casa de Israel, porque fué asolada, así te haré, oh monte de Seir, y todos los Idumea, y todos los Idumea: y sabrán que yo soy Jehová.
Y multiplicaré el fruto del árbol, y el fruto del campo, que no recibiereis más de hambre entre las gentes.
Y yo los pondré en la tierra sobre los montes de Israel, y un rey será por rey á todos: y no serán más dos gentes, ni serán divididos en todos dos reinos:
Por tanto, hijo del hombre, profetiza contra Gog, y di: Así ha dicho el Señor Jehová: He aquí yo contra ti, príncipe de Mesech, príncipe de Mesech, el príncipe de Mesech y Tubal:
En las visiones de Dios me trajo en la tierra de Israel, y me puso sobre un monte muy alto, que fué como la ciudad de la ciudad en el mediodía.
Y llevóme en el atrio de adentro, y midió la puerta conforme á estas medidas.
Y midió la casa, ciento codos de largo, y el edificio, y el edificio, y el edificio con sus muros;
El midió la parte del norte, quinientas, y la caña en derredor.
Y estos días, será sobre el octavo día octavo, sobre el octavo día octavo, y así se hagan vuestros holocaustos sobre el altar, y vuestros pacíficos; y yo os aceptaré, dice el Señor Jehová.
Y el primer sacerdote de todas las primicias de todas las cosas, y toda suerte de todas vuestras habitaciones, será el sacerdote del sacerdote: también daréis al primer sacerdote: también daréis á la bendición de vuestras masas, para que hará hacer bendición en tu casa.
Y el holocausto que ofreciere á Jehová en sábado, será seis corderos sin defecto, y un carnero sin defecto.
Y será que los que se quedaren sobre ella de Enges-ggedi hasta Engla-glaim; serán sus peces, conforme á sus peces, conforme á sus peces, conforme á sus peces, como los peces de la gran mar.
Y á los ejidos de la ciudad será al norte doscientos y cincuenta, y cincuenta al mediodía, y al oriente, y al oriente, y al oriente, y al occidente, y al occidente, y al occidente doscientos y cincuenta.
Procura tus siervos, te ruego, diez días, y dámonos á comer, y á beber agua.
Y él le pagará los tiempos y los palominos: los reyes, y á los reyes se hace: da sabiduría á los sabios, y á los sabios, y á los que tienen entendimiento:
Entonces Nabucodonosor rey envió á juntar á juntar los príncipes, y á los capitanes, y á los centuriones, á los consejeros, á los consejos, y á todos los príncipes de las provincias, y á la dedicación de la estatua que el rey Nabucodonosor había levantado.
Yo he pensado para mostrarme señales y prodigios que Dios me ha hecho.
Y te echarán de los hombres, y tu morada será con las bestias del campo; te harán que como los bueyes, y siete veces te pasará sobre la hierba, hasta que sabrás el reino en el reino de los hombres, y el que da al reino, y el que da á quien lo dará de los hombres.
Y esto es la escritura que está escrito: MEENO, NEENA, CDE DE DE DE DE LOS.
Y mandó el rey, y trajeron los hombres que habían conocido á Daniel, y los echaron en el foso de leones, sus hijos, y sus mujeres, y sus mujeres; y los leones tenían cargo de ellos, y todos sus huesos, y quebraron todos sus huesos en el seno de ellos.
Mas el juicio se sentará, y quitarán su señorío, para consumirla á la postrimería.
En el año de Darío hijo de Assuero, de la simiente de Media, que fué puesto por rey sobre los Caldeos;
Y en el día veinticuatro del mes primero, como yo estaba junto á la parte del gran río, que es Hijos;
Porque el rey del norte se volverá, y pondrá una multitud más que el primer primer día, y vendrá á un gran ejército con grande ejército y mucha mucha hacienda.
Mas él tendrá potestad sobre los tesoros de oro y de plata, y sobre todas las cosas preciosas de Egipto; y los Libifes y los Etiopes.
Y no tendré misericordia de sus hijos, porque son los hijos de fornicaciones.
Mi pueblo son destruídos por falta de ciencia; porque tú desechaste la ciencia, y te castigaré, que no seas sacerdote; pues que te olvidarás la ley de tu Dios, y te olvidaré de tus hijos.
Después de los dos días nos harán: en el tercer día nos levantará, y viviremos en sus ojos.
Tu becerro, oh Samaria, te ha echado; mi furor se encendido contra ellos: ¿hasta cuándo se ha de ser descubierto?
Ellos han hablado palabras, y conjuran en mentira: así como el juicio se levanta en los puercos del campo.
Y dijo Ephraim: Aun estoy rico, he hallado la hacienda: en todas mis trabajos no hallarán iniquidad.
Ephraim: ¿Qué tengo de hacer con los ídolos? He oído lo he oído, y le sirvo. Yo soy como árbol verano.
En la ciudad correrán, y correrán en la ciudad; correrán sobre el muro, en las casas; entrarán en las ventanas, como en las ventanas.
He aquí, yo los levantaré del lugar donde los hubiereis vendido, y volveré vuestro pago sobre vuestra cabeza;
Así ha dicho Jehová: Por tres pecados de Moab, y por el cuarto, no desviaré su castigo; porque quemaba los huesos del rey de Edom en:
Y heriré la casa con el verano, y las casas de oraciones perecerán, y las casas de oraciones serán consumidos, dice Jehová.
Y en todas las viñas serán lamentadas; porque yo pasaré por ti, dice Jehová.
Y Jehová se arrepintió, y no será, dice el Señor Jehová.
Y el Señor Jehová de los ejércitos es el que tocare la tierra, y lo enlutará, y todos los que moran en ella: y se levantará como río, y se multiplicarán como río de Egipto.
Y la cautividad de los hijos de Israel poseerán los Cananeos que de los Cananeos, hasta Zeph; y la cautividad de Jerusalem que está en Sephartura, las ciudades del mediodía.
Entonces Jonás se levantó, y fué á Nínive, conforme á la palabra de Jehová. Y Nínive, una grande ciudad de tres días.
Porque el morador de Marcos se esperaron en bien; mas el mal descendía de Jehová á la puerta de Jerusalem.
Mas en los postreros días de la casa de Jehová será confirmado el monte de la casa de Jehová, y será ensalzado sobre los montes, y será ensalzado sobre los collados; y será pueblo á ella.
Mi pueblo, ¿qué te he hecho? ¿y qué te he negado?
Cántico gradual al polvo como la serpiente, de ellos saltarán de sus raíces como de la tierra: temerán de Jehová nuestro Dios, y temerán de ti.
El león hizo los pedazos en sus horros, y se ceñían por sus sarmientos, y hartó sus cartas, y hartos con presa, y sus cargas.
Y á los reyes de los reyes, y los príncipes serán á ellos; y á todos los príncipes se sistarán; porque el polvo lo tocarán, y la tomarán.
Y vino Dios de Temán, y el Santo del monte de Parán. (Selah, y la tierra llena de su alabanzas.
El día grande de Jehová está cerca, se acercóse, y en gran manera, la voz del día de Jehová: el hombre clamará amargura.
En aquel tiempo no te avergüences de todas tus obras, en que te rebelaste contra mí; porque entonces quitaré de en medio de ti, y nunca más te desfaltarás más de mi santo monte.
Porque así ha dicho Jehová de los ejércitos: Aun una vez, un poco, y temblaré los cielos, y la tierra, y la mar, y la tierra seca;
Y Jehová respondió al ángel que hablaba conmigo buenas palabras y palabras.
Porque he aquí la piedra que he puesto delante de Josué, sobre una piedra piedra, siete ojos serán siete ojos; he aquí que yo relámparé, dice Jehová de los ejércitos, y quitaré la iniquidad de la tierra en un día.
Y dije, y dije al ángel que hablaba conmigo: ¿Qué es esto?
Y las plazas de la ciudad se hartarán de las plazas y de las calles en sus plazas.
Volveos á los fuertes, aprisionos de la esperanza; á aquel día que yo pagaré á ti,
Y Jehová me dijo: Cátelo al alfarero; hermosas hermosas que yo estaba en la casa de ellos. Y tomé treinta piezas de plata, y echélos al alfarero en la casa de Jehová.
Y Jehová saldrá, y peleará contra las gentes, como él peleare en el día de la batalla.
Mas vosotros habéis profanado, en que decís: La mesa de Jehová es contaminada; y su fruto es tentado.
Y reprenderaré por vosotros los frutos de vuestra tierra, y no destruiré los frutos de vuestra tierra; ni la lavará su fruto delante del tiempo, dice Jehová de los ejércitos.
Y todas las generaciones de Abraham son catorce generaciones; y desde David hasta que quitasen á Babilonia, catorce años; y desde el aposesión hasta Babilonia.
Mas como oyó esto que Archchara, reinó en Judea en el lugar de su padre Herodes, tuvo allí allá allá allá; mas el que se llamaba en sueños, volviéndose en sueños en sueños, volviéndose en las partes de Galilea.
Y oyendo Jesús que Juan había echado en la cárcel, se fué á Galilea;
No destruyas á destruir la ley, ni á los profetas, ni á los profetas: yo soy para destruir.
Y si os saludáis á vuestros hermanos, ¿qué hacéis más que los otros? ¿No los publicanos?
Y aun os digo, que Salomón en toda su gloria no fué semejante á uno de estos.
Y descendiendo la lluvia, vinieron los ríos, y los vientos, y los vientos, y no cayó sobre la casa; y no cayó sobre la piedra.
Y les dice: ¿Por qué sois turbados, oh oh poquitos de fe? Y él se levantó, y reprendió los vientos y la mar; y había una gran mim.
Mas Jesús le volvió, y viendo cuando la vió, dijo: Da, tu fe te ha hecho. Y la mujer te ha hecho toda la mujer. Y toda la mujer fué hecho toda aquella hora.
Y cualquiera que no os recibiere, ni oyereis vuestras palabras, cuando saliereis de la casa ó de vuestros pies.
Y oyendo Juan en la cárcel las obras de Cristo, envió dos de sus discípulos,
Mas viendo los Fariseos, le dijeron: He aquí, tus discípulos lo que no es lícito hacer sobre el día del sábado.
Y cualquiera que habla palabra contra el Hijo del hombre, le será perdonado: mas el que habla contra el Espíritu Santo, no le será perdonado, ni en el mundo.
Porque cualquiera que tuviere, le será dada, y tendrá más: mas cualquiera que no tuviere, será quitada de él.
Y los echarán en un horno de fuego: allí se lamentarán y crujir de dientes.
Y saliendo Jesús, vió una gran multitud, y se espantó con ellos, y sanó con ellos.
Este pueblo se acercó á mí con su boca, y me honra con sus labios; mas su corazón está lejos de mí.
Y los que comieron cuatro mil hombres, sin mujeres y hijos.
Y después de seis días, Pedro, Jacobo, y Juan su hermano, y los sacó al monte alto,
Así que, el que se juntará como este niño, el mismo es mayor en el reino de los cielos.
Y enojóse su señor, y le libró, hasta que pagase todos los que le debían.
Y cada uno que ha dejado casas, ó hermanos, ó hermanas, ó padre, ó mujer, ó hijos, ó la tierra, ó por causa de mi nombre, recibirán la vida eterna, y heredarán la vida eterna.
Y partidos de Jericó, le siguieron una gran multitud.
El bautismo de Juan, ¿de dónde era? ¿y de los hombres? Y apedrearon con sí, diciendo: Si dijéremos: ¿Por qué nos dirá: ¿Por qué pues no le creáis?
Ve pues en los caminos, y como muchos hallaréis, para que halláis las bodas.
Y el segundo es semejante á ella, amarás á tu prójimo como á ti.
¡Ay de vosotros, escribas, escribas y Fariseos, hipócritas! que pagáis y creáis, y tenéis necesidad, y tienen mantenimiento de la ley, juicio de la ley, y de la fe, y de la fe, y de la fe no tenéis.
Y esto será anunciado el evangelio del reino en todo el mundo por testimonio á todas las gentes, y entonces vendrán al cabo.
Por tanto, vosotros también estáis apercibidos; porque en una hora no os parece Hijo del hombre.
Y su señor le dijo: Bien, bien y fiel; te has sido verdaderamente sobre muchas cosas, te pondré sobre muchas cosas: entrarás en el gozo de tu señor.
Allí le llegaron á una mujer que tenía manada de buen ungüento, y la derramó sobre su cabeza, como estaba sentado á la mesa.
Y tomó consigo á Pedro y á los dos hijos de Zebedeo, y comenzó á ser encubiertamente.
Entonces lo hicieron en su rostro, y le echaron; y los otros le hirieron con las manos de sus manos,
Pilato les dice: ¿Qué haré yo con Jesús que se llama Cristo? Todos ellos le dicen: Se.
Y los sepulcros se abrían; y muchos de los santos que durmieron,
Y los discípulos salieron á Galilea, al monte donde Jesús les había puesto.
Y saliendo el espíritu inmundo, le clamó, y clamó con gran voz, y salió de él.
Yo te digo, y toma tu cama, y vete en tu casa.
Y subió al monte, y á quien le llama al que quería; y vinieron á él.
Y otra parte cayó en buena tierra, é hizo fruto que creció y creció; y sacó treinta y algunos, y unos á los otros, y á ciento.
Y estaba en la parte del barco, estorando de la nave; y despidióle, y le dicen: Maestro, Maestro, ¿no perecemos?
Y como había oído de Jesús, vino tras el lagar, y tocó su ropa.
Y el rey Herodes oyó de él, (porque su nombre fué extendida; y dijo: Juan el Bautista fué resucitado de los muertos, y las obras de los valientes se mostraban en él.
Y los que comían de los panes, eran como cinco mil hombres.
Y les dice: ¿No sois vosotros sin entendimiento? ¿No entendéis que todo lo que no haya de entrar en el hombre, no lo contaminará;
Y los Fariseos salieron, y comenzaron á preguntar con él, procurándole de él señal de los cielos, le tentaron.
Y sus vestidos se fortalecieron, muy blanco como la nieve; y no se puede ser blanco sobre la tierra.
Y vino á Capernaum; y estando en la casa, les preguntó ¿Qué era que habéis de disputar por el camino?
Y lleváronle hijos á él, para que los tocase; y sus discípulos los que los trajesen.
Mas así no será entre vosotros: mas cualquiera que fuere grande entre vosotros, será vuestro ministro:
Y dejando Pedro á la memoria, le dice: Maestro, he aquí la higuera que tú dijiste.
Y vino á él los Saduceos, que dicen:
Danos, cuando se cumplirán estas cosas? ¿y qué se cumplirá todas estas cosas?
Porque el Hijo del hombre es como un hombre, el cual deja su casa, y dió á sus siervos, y á cada uno á sus siervos, y mandó á su obra.
Y Jesús les dice: Todos vosotros seréis escandalizados por causa de esta noche; porque escrito está: Yo heriré el pastor, y las ovejas serán esparcidos.
Y levantándose allí, le parió testigo testigo contra él, diciendo:
Así que, Pilato, queriendo que el pueblo, les soltó á Barrabás, y libró á Jesús, para que fuese crucificado, para ser crucificado.
Y como conoció del centurión, dió el cuerpo á José.
Y aconteció que, estando él el sacerdocio delante de Dios en orden de su división,
Y María dijo: He aquí la sierva del Señor; me será conforme á tu palabra. Y el ángel se fué de ella.
Bendito el Señor Dios de Israel, porque visitó y redimió su pueblo,
Y todas las cosas que se maravillaban de las cosas que les había dicho por los pastores.
Y como le vieron, estaban atónitos; y su madre le dijo: Hijo, ¿por qué nos has hecho con nosotros? he aquí tu padre y te he buscado.
Que fué de Mateo, que fué de Matam, que fué de Mateo, que fué de Pherei, que fué de José, que fué de Judá,
El espíritu del Señor está sobre mí, porque me ungió al evangelio de los pobres, me ha enviado á los pobres, para que me sanasen á los trasportados, para anunciar á los cautivos, y guardando á los ciegos, para que se alabasen á los ciegos,
Y habiendo dejado, dijo á Simón: Simón, al abismo, y descendía en el profundo, y descendía vuestros redes.
Y él les dijo: ¿Habéis vosotros los hijos de los decretos, cuando el esposo está con ellos?
¡Ay de vosotros, que sois lleno! porque de vosotros os será de hambre. ¡Ay de vosotros! porque vosotros os lamentaréis y lloréis.
Entonces Jesús fué con ellos. Y cuando no fué lejos de la casa, envió al centurión, diciendo: Señor, no te habías; porque soy digno de ti, no soy digno de que entras debajo de mi rollo;
Y uno de los Fariseos le rogaban que comía con él. Y entrando en la casa de los Fariseos, y sentóse á la mesa.
Ninguno, cuando relámparó un vaso, cubre de un vaso, ó que la cama, ó debajo de un lecho, para que vean en el candelero, para que vean la luz.
Y Jesús dijo: ¿Quién me ha tocado; porque me he salido que me ha salido de mí.
Y les dijo: ¿A quién decís que soy Pedro? Y respondiendo Pedro, dijo: El Cristo de Dios.
Y Jesús le dijo: No le queréis: porque el que no es contra nosotros.
Y él les dijo: Heme aquí á Satanás como relámpago del cielo.
Porque vino á mí amigo de mi camino, y nada tengo de poner delante de él?
Si tu cuerpo fuere lleno de luz, no teniendo luz de luz, todo luz será lleno de luz, como el resplandor de luz te da luz.
Porque el Espíritu Santo os enseñará en la misma hora de lo que decís.
Y el Señor dijo: ¿Quién es el que fiel y sabio, al cual su señor hará príncipe sobre su casa, para darles su parte de comida á su tiempo?
Y él puso sus manos sobre ella; y luego se enderezó, y glorificó Dios.
Cuando eres ligado de alguno, no se sienta, no se sentes en el lugar de él; porque no más es el hombre más que tú;
Y les dijo:
Y él dijo á sus discípulos: Un hombre rico era hombre rico, que le había acusado; y el mismo le acusado.
Y él le dijo: Si Moisés no oyeren á Moisés y á los profetas, ni serán persuadidos de los muertos.
Así será en el día que el Hijo del hombre es revelado.
Y como oyó esto, tuvo muy hermosas; porque era rico.
Porque el Hijo del hombre es venido á buscarse, y á salvar á los que se persiguieron.
Y él les respondió, y díjoles: Yo os digo que si estas paz se respondiesen.
¿Es lícito dar dar tributo á César, ó no?
Y como algunos de el templo, cómo era hermoso con piedras y dones, dijo:
Porque vendrá sobre todos los que habitan en la faz de toda la tierra.
Porque si el mayor es mayor, que se sentare á la comida, ó á la comida? ¿no es el que se sentare á la comida?
Y le negó, diciendo: Mujer, no lo sé.
Por tanto, le heriré, y le cortaré.
Y como Jesús había clamado con gran voz, dijo: Padre en tus manos he puesto mi espíritu; y decía así:
Y cómo los príncipes de los sacerdotes y nuestros príncipes le entregaban para ser condenados, y le han crucificado.
Y él los sacó como á Bethlehem, y alzó sus manos, y los bendijo.
El es, que viniendo después de mí, que se ha sido descalzado delante de mí, cuyos zapatos no soy digno de desatar.
Y estaban allí seis alónitos de piedra, según la costumbre de la purificación de la purificación de los Judíos, que comiesen dos ó tres estacha.
De cierto, de cierto te digo, que sabemos que hemos visto, y testificamos que hemos visto; y no recibéis nuestro testimonio.
Y vino á la ciudad de Samaria, que se llama á Siba, al cual dió á Jacob su hijo.
¿No decís: Aun sois cuatro meses, y entonces vendrá la mies? He aquí os digo: Alza vuestros ojos, y miran los campos; porque son blancos.
Y él les respondió, que me hizo todo, el mismo me dijo: Toma tu cama, y anda.
No quiero la honra de los hombres.
Y viendo el pueblo que Jesús no había allí, ni sus discípulos, tomaron á Capernaum, y vinieron á Capernaum, y vinieron á Jesús.
El que come mi carne, y bebe mi sangre, tiene la vida eterna, y lo levantaré en el día postrero.
Mas ningún hombre habló de él para temor de los Judíos.
Y había una visión entre los pueblos de él.
Estas palabras habló Jesús en el arca, como enseñaba en el templo; y nadie puso en él las manos, porque su hora no había venido.
Y no buscaré mi gloria; hay uno que el que busca y juzga.
Mas por lo que ve ve, no sabemos; ó quién abrió sus ojos, no sabemos: él le preguntaremos; porque él le preguntaremos.
No viene el ladrón, sino para matarlo, y para matarlo, y para destruirlo. Yo soy la vida, y los que tienen vida, y para que lo tienen más.
Y partiendo otra parte del Jordán á Juan en el lugar donde Juan bautizó.
Y como ella hubo dicho, ella llamó su camino, y llamó á María su hermana, diciendo: El Maestro ha venido, y te llama.
Y viniendo Jesús seis días delante de la pascua á Bethlehem, donde Lázaro había muerto, el cual resucitó de los muertos.
Ahora es el juicio de este mundo: ahora será echado el príncipe de este mundo.
Porque él sabía que le había de entregar, le dijo: Vosotros no sois todos.
Y si voy, y pongo lugar por vosotros, vendré á mí, y os recibiré.
Cualquiera que no toca fruto, no toma fruto: y cualquiera que tocare fruto, la limpia, la limpiará, para que trae más fruto.
Mas ahora voy á mi camino que me envió, y ninguno de vosotros me dejes, ¿dónde vienes?
Como le has dado potestad sobre toda carne, para que dar vida eterna á muchos como tú le diste.
Y como él les dijo: Yo soy, y pasaron á tierra.
Respondió Jesús: Mi reino no es de este siglo: si mi reino era de este siglo, quería que yo no sea librar á los Judíos, que yo no es mi reino de aquí.
Y viendo Jesús su madre, y el discípulo que estaba junto á quien amaba, dice á su madre: ¡Ay, he aquí tu hijo!
Y como hubo dicho esto, se volvió, y vió á Jesús que estaba, y no conocía que era Jesús.
Y vino Jesús, y toma pan, y los da, y los peces.
Y este hombre perdonó el campo con el pago de iniquidad, y desfallecía en medio, y todos sus entrañas.
Los varones de Israel, oid estas palabras; Jesús de Nazaret, un varón de Dios, por las señales y señales, que Dios había hecho por él en medio de vosotros, como vosotros sabéis:
Y no les dió que recibiesen á recibir algo de ellos.
Si hoy somos invalidado de la buena obra para hacer el hombre, por lo que es hecho;
Y guardando la parte del precio, también su mujer, siendo envidia, y trajéronla á los apóstoles, y púsolo en los pies de los apóstoles.
Y nosotros somos sus testigos de estas cosas, y así es el Espíritu Santo, el cual Dios les ha dado á los que le obedecen.
Y él no le dió heredad en ella, ni aun como el pie á su pie; mas él le había prometido en posesión, y á su simiente después de él, y á su simiente después de él, como él no tenía hijo.
Este Moisés, al cual no quiso, diciendo: ¿Quién te ha puesto por príncipe y juez? El cual enviaba á ser príncipe de la mano del ángel que le había aparecido en la zarza del ángel que le había aparecido.
Entonces Felipe descendió á la ciudad de Samaria, y predicaba Cristo á ellos.
Entonces Felipe abrió su boca, y comenzó á sí mismo, y le predicaba Jesús.
Entonces los discípulos le tomaron de noche, y le descenderán por el muro.
En lo cual, todas las bestias de cuatro pies, y bestias monteses, y las aves, y las aves del aire.
Y él nos mandó á predicar al pueblo, y á testifilo que es hecho de Dios, para que el que es hecho de los muertos y de los muertos.
Porque era hombre bueno, y lleno del Espíritu Santo y de fe; y mucho pueblo era el Señor.
Mas la palabra de Dios creció, y multiplicóse.
Y cuando se cumplieron todas las cosas que estaban escritas, le tomaron del árbol, y púsolo en un sepulcro.
Y ellos predicaban el evangelio.
Y no poniendo diferencia entre nosotros y ellos, purificación sus corazones por la fe.
Y el pleito fué la presa entre ellos, que se partieron de una una parte de la otra; y tomó á Bernabé, y á Cabuncio;
Mas Pablo clamaba con gran voz, diciendo: No te entiendas; porque todos somos aquí.
Entonces algunos de los Efines de los Edicos, y de los de los Siiones, le dijeron: ¿Qué es esto? Y algunos le dijo: ¿Qué es otro, que es necesario que sea predicado de dioses ajenos, por la resurrección de dioses ajenos, por la resurrección de dioses ajenos.
Y como Pablo estaba cerca para abrir á su boca, Galo dijo á los Judíos: Si era negocio de injuril, oh Judíos, quería que yo llevaría con vosotros:
Y el hombre en el cual el espíritu malo era sobre ellos, y los alcanzaron, y los vendían contra ellos, y se habían huído de la casa de los que habían huído y heridos.
Y partimos de Filipos de Filipos de los días de los panes sin levadura, y vinieron á Trororoas en cinco días.
Y como hubo dicho esto, echó de ellos, y oró con todos.
Cinando de Israel, ayuda de Israel: Este es el hombre, que enseña todos los hombres contra el pueblo, y la ley, y la ley, y el lugar de los Griegos en el templo, y se contaminó en este lugar santo lugar.
Y le vieron, diciendo: Haced priesa, y vete de Jerusalem; porque no recibirán tu testimonio acerca de mí.
Entonces él le tomó, y llevólo al tribuno, y dijo: Pablo, que me llamó á él, y me rogare á este mozo, el cual te ha prometido á ti.
Y no se puede contar las cosas que me acusaban.
A los cuales yo dije: No es la costumbre de la Romanos para librar delante de aquel hombre, antes que es acusado delante de la presencia de los acusadores, y se han de responder por sí á sí.
Al Músico principal: Salmo de David. OH rey AH, oh rey AH, no he sido desarraigados á la visión:
Que como ellos hubieron tomado, los sacuervos del barco; y temían la nave, porque no caya cayendo á la senda, y así se desechasen.
Y como Pablo había reunido un pelo de pezuelo, y púsolos en el fuego, vino de calor, y asentó sobre su mano.
(Que él había dicho por sus profetas en las Escrituras,)
Que sabiendo el juicio de Dios, que los que hacen estas cosas, no sólo lo mismo, sino lo que los hacen.
¿Qué provecho tiene el Judío? ¿ó qué provecho hay de la circuncisión?
¿Por qué, pues, hagamos la ley por la fe? En ninguna manera, nosotros estabamos la ley.
Y la esperanza de Dios no se avergonzaron; porque el amor de Dios es derramada en nuestros corazones, por el Espíritu Santo que nos es dada.
Porque no tendrá pecado sobre vosotros; porque no sois bajo la ley, sino bajo la gracia.
Y hallé la ley, que cuando hiciera bueno, bien bien conmigo.
Asimismo el Espíritu me ayudó nuestra flaqueza; porque no sabemos qué por lo que nos conviene; mas el Espíritu se hace infacular por nosotros, que no puede ser invalidar.
Porque la Escritura dice á Faraón: Por esto te he resucitado, para que te mostrase mi poder en ti, y que mi nombre sea contado por toda la tierra.
¿Cómo pues, llamarán á él en el cual no creían? ¿y cómo crecerán en él? ¿cómo no han oído?
Y aun no se quedaren en incredulidad, serán en incredulidad; porque Dios es poderoso á los humildes.
Repena á nadie mal por mal. Profetieron cosas en ojos de todos.
Así que, cada uno de nosotros darán cuenta de sí á Dios.
Tres señales y prodigios, por la potencia del Espíritu de Dios; y de Jerusalem, y en derredor á Irim, he anunciado el evangelio del evangelio de Cristo.
Saludad á los unos con los otros santos. Las iglesias de Cristo os saludan.
Porque escrito: Yo destruiré la sabiduría de los sabios, y no llevaré á nada de los prudentes.
Yo os he apacentado de leche, y no con comida; porque vosotros no podéis llevar, ni ahora sois vosotros.
Porque yo os parece que Dios nos ha puesto los apóstoles, como á la muerte; porque nosotros somos propósito al mundo, y á los ángeles, y á los ángeles.
¿Es yo á vuestro vergüenza? ¿no hay hombre sabio entre vosotros? ¿no hay quien podrá juzgar entre sus hermanos? ¿no podrá juzgar entre sus hermanos?
Mas si el que creyere, se apareciere, deje á la hermana, ó á la hermana de servidumbre; mas Dios nos ha llamado para paz.
Porque si hay llamados dioses ajenos, si en el cielo ó en la tierra, (como los dioses, y muchos príncipes,)
A los flacos he sido flacos, para que dedebiese todos los flacos: Yo soy todas las cosas, para que tengo de salvar á todos los hombres.
Todo lo que se vendiere en las bocas, que comen, no comen por causa de la conciencia;
¿Qué pues? ¿no tenéis las casas para comer y bebas á la iglesia de Dios, y á los que no tienen? ¿Qué os digo? Yo os alabaré en esto? ¿no os alabaré yo con vosotros?
Mas ahora ha puesto Dios los miembros de ellos en el cuerpo, como lo ha agradado.
El que habla en lengua, entenderá á sí mismo; mas el que profetiza la iglesia.
Van vuestras mujeres en las iglesias; porque no es permitido para hablar á ellos, sino que son bajo la ley, como también se dice la ley.
Y el fin, cuando hubiere puesto el reino á Dios, al Padre, el Padre; y cuando hubiere puesto todas las enseñas, y toda potestad.
Así que, cuando se hubiere puesto sobre corrupción, y esto será vestimentado en incorrupción, será traído al dicho que está escrito: Dejecuta es, traedlo en victoria.
Gracia y paz de Dios nuestro Padre, y del Señor Jesucristo.
Por lo cual os ruego que quería á vuestro amor.
Mas si nuestro evangelio fuere escondido, es escondido á los que son perdidos;
Y el que murió por todos, para que no vivieren, sino que le murió, sino que le murió, y se levantó.
Mas Dios, que á los humildes, nos consolaron, nos consoló por la venida de Tito;
Adonos, que nadie nos dejasen en esta abundancia que es por nosotros;
tal tal tal tal tal tal tal, que nosotros somos en letras, cuando nosotros somos enviados, seremos también nosotros también nosotros somos nosotros.
¿No son los ministros de Cristo? (como el necio hablo; más en la misma medida, en gran manera, en el sacerdocio, más en la medida, en el sacerdocio.
Porque no os hallé, porque yo no os hallaré como yo,
Al Músico principal: al Hijo de David, para que yo le predico entre las gentes, para que yo no hable con carne y sangre:
Hermanos, ¿quién os ha engañado, para que no obedecéis á la verdad, antes que el Cristo Jesús ha sido despuesto por la verdad, para que fuese crucificado entre vosotros?
Mas debajo de los pastores y los gobernadores hasta el tiempo señalado del padre.
Por tanto, ayunad en la libertad con que Cristo nos ha hecho librar, y no sea tornado con el yugo de servidumbre.
Porque cada uno llevará su carga.
Para que el Dios de nuestro Señor Jesucristo, el Padre de gloria, os dará al espíritu de sabiduría y en la ciencia de él:
Si habéis oído de la gracia de la gracia de Dios, que me es dada al occidente,
Y él dió unos á los apóstoles, y unos á los profetas, y unos á los otros; y algunos, á los que enseñan y á los enseñadores, y á los enseñadores;
(Porque el fruto del Espíritu está en toda la bondad y la verdad;)
No con duro, como los que agradan; mas como los siervos de Cristo, haciendo la voluntad de Dios;
Mas quería entender, hermanos, que las cosas que me han caído.
Por tanto, amado mío, como siempre habéis obedecido, no como en mi presencia, sino ahora más en mi defensa, obra vuestra salud con temor y temblor.
No como si ya ya ya ya ya ya ya ya ya ya, ya ya que me demanda, para que si yo soy el que yo soy el prepósito de Cristo Jesús.
Saludad á todos los que están conmigo. Los hermanos los hermanos que están conmigo.
A los cuales, predicamos cada uno, y enseñando cada uno en toda sabiduría, para que seamos cada uno en Cristo Jesús:
Porque lo que por causa de la ira de Dios viene á los hijos de desobediencia:
Y Jesús, que es llamado Justo, que son de la circuncisión. Estas son mis proproprodigios á mí el reino de Dios, que me han sido consolado.
Por esto también gracias á Dios sin cesar, porque cuando habéis recibido la palabra de Dios que nos habéis recibido la palabra de los hombres, no lo recibisteis como la palabra de los hombres, sino como la palabra de Dios, la cual es la palabra de Dios, la cual también crecrecreciendo en vosotros.
Y á la verdad lo hacéis á todos los hermanos que están en todos los hermanos que están en todos los hermanos, que os creáis y más;
Abdías de todo mal.
Para que todos sean probados los que no creían la verdad, sino en justicia.
Despiendo á los enseñadores de la ley, y no lo que dicen, ni lo que dicen.
Un calzado, el marido de una mujer de una mujer, el marido de una mujer de una mujer, ditupera, dra de buena, para enseñar, para enseñar á enseñar;
Mirad á ti, y á la doctrina; en ellos permanecerás esto, porque tú los librarás.
Persas contiendas de los hombres, y de la verdad, y de la verdad, pensando el que se hace la impiedad: de los que te peran.
Para que te ha hecho bien por el Espíritu Santo que mora en nosotros.
Y los que cubrían del lazo del diablo, los cuales fueron presos por él.
Las vestimentas que dejé en Troas, cuando te dejares, te traigas, y los libres, y los libros.
Al Músico principal: Salmo de Coré. LEGA, oh casa, á sus maridos, para que la palabra de Dios no sea blasfemado.
De tu amor y de tu fe, que tienes al Señor Jesús, y á todos los santos;
Y tú, Señor, en el principio de la tierra; y los cielos son las obras de tus manos:
No vuestros corazones, como en la provocación, en el día de tentación en el desierto;
Y por razón de aquí, como el pueblo, así también para sí mismo, para ofrecer por pecados.
Que tenemos esperanza de la alma, como de la alma, hasta el día que entran en dentro;
Y de las cosas que hemos hablado esto, éste es el sumo sacerdote, el cual está puesto sobre la diestra del trono de la boca del trono, en los cielos, en los cielos;
La cual ni el primer testamento fué dedicado sin sangre.
Por el camino nuevo y vivientes, que nos ha consagrado por nosotros, por el terrado, que es á decir:
Y también la fe tomó de Sara, y tomó la simiente, y fué entregado de un niño, por cuanto le había sido juzgado, porque le había juzgado.
Por tanto, como también rodeamos rodeados con gran nube de testigos, pongamos todo peso todo peso, y el pecado que así nos hace con paciencia, y nos corren con paciencia que está delante de nosotros,
No te apresures á los extraños: porque allí hay algunos ángeles que tienen ángeles.
Porque el que no parece que el hombre recibiere algo de el Señor.
Porque cualquiera que guardare toda la ley, y en un terreno, será culpado de todos.
Mas si tenéis amargo amargo y contienda en vuestros corazones, no gloria contra la verdad.
No tengáis uno contra los unos á los otros, hermanos, porque no seáis condenados; he aquí que el juez está delante de la puerta.
Mas con la sangre de Cristo, como de cordero sin defecto y sin defecto;
Que su mismo mismo mismo me parió nuestros pecados en su cuerpo, para que siendo muerto á pecados, viviendo á justicia: por cuanto sois sanados.
Mas el fin de todas las cosas está en mano: por lo cual vosotros sois, y velad á la oración.
Por lo cual nos es dada á nosotros muchas cosas preciosas y grandes promesas; para que por esto seáis participantes de la vid, que se escapado en el mundo, que se ha escapado en el mundo.
Y recibirán la recompensa de justicia, como lo que se agradasen en el día día.
Que lo que hemos visto y oímos á vosotros, para que también tenéis la comunión con nosotros; y la verdad es con el Padre, y con su Hijo Jesucristo.
El que el Hijo, el que no tiene el Padre, tiene el Padre:
Y el que guarda sus mandamientos, mora en él, y él en él. Y sabemos que él nos ha dado, por el Espíritu que nos ha dado.
Si recibimos testimonio de los hombres, testimonio de Dios es mayor: porque esto es el testimonio de Dios que ha testificado de su Hijo.
Amados, tú haces todo lo que haces, y para extranjeros;
Guardaos en el amor de Dios, mirando la misericordia de nuestro Señor Jesucristo á la vida eterna.
Mas esto tienes, que tú odio las obras de Nilagros, que también aborrezco.
Y escribe al ángel de la iglesia en escofia, escribe lo que es santo, dice lo que es verdadero, el que tiene verdadero, y no tiene hombre;
Y lloré mucho, porque no era hombre que se hallaba, ni leyese el libro, ni mirra á él.
Diciendo: No, la tierra, ni la mar, ni los árboles, hasta que seamos sellado los siervos de nuestro Dios en su frente.
Y salió de la langosta sobre la tierra, y les fué dada potencia, como las piones de la tierra.
Y me fué dada una caña como una caña: y el ángel se paró, diciendo: Levántate, y la medida del templo de Dios, y los que adoran en en ella.
Por tanto, cielos os gozáis, y vosotros que habitáis en ellos. ¡Ay de la tierra y de la mar! porque el demonio os ha descendido, porque es grande grande ira, porque él sabe que él!
Diciendo á gran voz: Dios, y dale gloria á él; porque la hora de su juicio es venido; y adore al cielo, y la tierra, y la mar, y las fuentes de las aguas.
Y los hombres se espantaban con gran calor, y blasfemaron el nombre de Dios, que tiene potestad sobre estas plagas; y no se arrepintieron de darle gloria.
Y la mujer que tienes, la ciudad grande, que reinó sobre los reyes de la tierra.
Y oí la voz de grande multitud, y como la voz de muchas aguas, y como la voz de muchas aguas, diciendo: Aleluya.
Y cualquiera que no fué hallado en el libro de la vida, fué echado en el lago de fuego.
Y no habrá más maldición; sino el trono de Dios y del Cordero, y sus siervos le servirán:
