En el principio Dios crió el cielo y la tierra.
Y la tierra estaba fuera fuera fuera, y tinieblas; y tinieblas estaba sobre la faz del abismo. Y el Espíritu del abismo. Y el espíritu de las aguas.
Y dijo Dios: Sea luz; y allí estaba luz.
Y vió Dios la luz, que era bueno; y Dios repartió la luz de las tinieblas.
Y llamó Dios á la luz de Der, y la oscuridad. Y la tarde se llama el primer día de la mañana.
Y dijo Dios: Sea en medio de las aguas de las aguas de las aguas, y ponen en medio de las aguas.
Y hizo Dios á los que habían sido dividido, y las aguas que fueron debajo de las aguas de las aguas que estaban sobre las aguas de las aguas que estaban sobre la obra de las aguas; y era así.
Y llamó Dios al Egipcio. Y la tarde. Y la tarde se llama el segundo día.
Y dijo Dios: Tus aguas debajo del cielo se juntan á un lugar, y la seca; y la tierra fué así.
Y llamó Dios á la seca de Earth, y las aguas de las aguas: y vió Dios que era bueno.
Y dijo Dios: Sea la tierra, la hierba, y el fruto de la simiente, y el fruto de su especie, y el fruto según su especie en la tierra, el cual está sobre la tierra.
Y la tierra sacó la hierba, y la simiente después de su especie, y el árbol de la simiente, cuyo fruto era fruto en el fruto de su especie, y vió á su especie bueno.
Y la tarde y la mañana era el tercer día.
Y dijo Dios: Dejártate de los cielos al cielo hasta el día de la noche hasta el día de la noche; y sean señales, y sean señales, y las señales, y los días de los días;
Y sean relámparas en el lacio de los cielos para dar la luz: y así fué así.
Y hizo Dios dos lámlámredes: el día de la luz, y la luz á la luz: hizo la noche á las estrellas.
Y puso Dios en la senda del cielo hasta la luz, para dar luz sobre la tierra,
Y á la noche y á la noche, y á la luz de las tinieblas: y vió Dios que era bueno.
Y la tarde y la mañana era el cuarto día.
Y dijo Dios: Dejejan las aguas que tiene la vida, y las aves que tiene sobre la tierra sobre la tierra de los cielos.
Y crió Dios grandes riquezas, y todo animal que veía aguas, las aguas de ellos, conforme á su especie, y á todo especie su especie según su especie.
Y bendijo Dios á ellos, y multiplicad las aguas, y multiplican las aguas en la tierra, y multiplicen la tierra.
Y la tarde y la mañana era el quinto día.
Y dijo Dios: Sea la tierra de los vivientes según su especie, y reptil, y repente de la tierra conforme á su especie; y era así.
Y hizo Dios el animal de la tierra según su especie, y conforme á todas sus bestias, y todo lo que está sobre la tierra según su especie; y vió Dios que era bueno.
Y dijo Dios: Dejamos en nuestra imagen, conforme á la mar: y se enseñoree sobre los peces de la mar, y sobre los peces de la mar, y sobre todas las bestias del cielo, y sobre toda la tierra, y sobre toda la tierra.
Así crió Dios en su estatua, en la imagen de Dios lo crió; y hembra los crió.
Y bendijo Dios á ellos, y díceles, y multiplicad, y multiplicad la tierra, y espera la tierra, y la perece sobre los peces de la mar, y sobre todos los peces de la mar, y sobre toda la tierra de la mar.
Y dijo Dios: He aquí yo os he dado toda simiente, que está sobre el rostro de toda la tierra, y todo árbol de toda la tierra, y todo árbol que está en el fruto del fruto del fruto de un fruto, para que sea comida.
Y á todas las bestias de la tierra, y á todas las aves del cielo, y á todo lo que cayere sobre la tierra, en la cual es dada la vida de la cual es dada la comida.
Y vió Dios á todo lo que había hecho, y he aquí que era bueno. Y la tarde y la mañana era el sexto día.
Y oyó las palabras de Labán, diciendo: Jacob ha tomado todas las cosas que nuestro padre era padre de nuestro padre; y de lo que nuestro padre era padre de toda esta gloria.
Y vió Jacob el rostro de Labán, y he aquí, y no fué hacia él.
Y Jehová dijo á Jacob: Vuelve á la tierra de tus padres, y á tu rostro; y seré contigo.
Y envió Jacob á Rachêl y á Rachêl el campo á sus ovejas,
Y les dijo: Yo veí el rostro de vuestro padre, que no está hacia mí como delante de mí; mas Dios de mi padre ha sido conmigo.
Y sabéis que con todo mi poder he servido á vuestro padre.
Y vuestro padre me ha engañado, y me mudó diez veces; mas Dios no le quiso mal.
Si él dijo así así: Las vacas se hartará de ellos; entonces todo el ganado de las bestias, y si él dijo: El si él se ha dicho así: Los animales serán tus ganados, y también tu ganado.
Así ha tomado Dios á los animales de vuestro padre, y les dió.
Y aconteció que en aquel tiempo concibió las bestias, y vi mis ojos, y vió en un sueño, y vió en un sueño, y he aquí que los carneros en las bestias de las bestias, y he aquí, y he aquí que se enveveían.
Y el ángel de Dios me hablaba en un sueño, diciendo: Yo soy Jacob. Y dijo: Heme aquí.
Y él dijo: Dejad ahora tus ojos, y vean todos los carneros que están en el ganado de las bestias de las bestias.
Yo soy el Dios de Beth-el, donde te has dicho de columna, y donde me sacaste á mí: levántate ahora ahora de esta tierra, y levántate de esta tierra, y vete á la tierra de tu rostro.
Y dijo Rachêl á Lea y á Lea: ¿No hay heredad ó heredad en nosotros ó heredad de la casa de nuestro padre?
¿No nos vengamos de extranjeros? porque nos ha vendido, y nos ha consumido nuestro dinero.
Porque todas las riquezas que Dios ha tomado de nuestro padre, que es vuestro padre, y nuestros hijos de nuestros hijos: ahora, todo lo que te ha dicho.
Y levantóse Jacob, y puso sus hijos y sus mujeres sobre camellos;
Y llevando todas sus bestias, y todas sus bienes que habían engendrado, las bestias de sus animales, las cuales había engendrado en Padam, para ir á Isaac su padre á Isaac su padre en la tierra de Isaac su padre.
Y Labán se fué á las ovejas de sus ovejas; y tenía las estatuas de sus padre.
Y Jacob cortó á Labán, y á Labán el que le había dicho, en el que no le había huído.
Entonces él huyó con todo lo que tenía; y levantóse, y puso sobre el río, y puso su rostro hacia el monte de Galaad.
Y fué aviso á Labán el tercer día que Jacob había huído.
Y tomó sus hermanos con él, y le siguió después de él siete días; y le tomó en el monte de Galaad.
Y vino Dios á Labán un sueño en un sueño de noche, y le dijo: Tomad que no hablares á Jacob ó á Jacob lo bueno.
Entonces Labán tomó Jacob á Jacob en el monte de Jacob su tienda: y Labán con sus hermanos en el monte de Galaad.
Y Labán respondió á Jacob: ¿Qué has hecho, que me has hecho, y mis hijas me llevaste á mí, y á mis hijas, y á mis hijas como á cuchillo?
¿Por qué te has huído, y me has de mí; y no me diste, para que te he enviado contigo, para que te he enviado á ti, y á los perros?
¿Y no me tornaste á besar mis hijos y á mis hijas? ¿has hecho ahora en esto.
Mejor es en la potencia de mi mano para hacer mal: mas Dios de vuestro padre me habló á mí, diciendo: Guárdate que no hagas bien á Jacob, ó tú lo bueno.
¿Y ahora, si se ha salido de ti, por cuanto fuiste grande casa de tu padre, ¿por qué has de hacer mi padre?
Y Jacob respondió, y dijo á Labán: Por cuanto temí; porque dije: Quieres de tus hijas.
Con todo lo que hallares tus dioses, no vivieres; antes que nuestros hermanos es conmigo, y toma lo que me es conmigo conmigo conmigo, y toma á Jacob. Porque no entendió á Jacob.
Y Labán se fué á la tienda de Jacob, y á la tienda de Lea, y á los dos siervos de la casa de Lea; mas no los hallaba. Y él no los hallados de la tienda de Lea, y á la tienda de Rachêl.
Y tenía Rachêl las estatuas, y púsolas en los de los lados, y se sentaron sobre ellos. Y Labán se halló Labán Labán á Labán la tienda de Labán, mas no los hallaron.
Y ella le dijo á su padre: No se levante mi señor que no se levantare delante de ti; porque las mujeres de las mujeres está sobre mí, y no hallarán las estatuas.
Y Jacob se enojó á Labán, y á Jacob respondió: ¿Qué es mi pecado? ¿qué es mi pecado? ¿qué es mi pecado?
¿Por qué nos has hallado todos mis hijos, qué has hallado de toda tu familia todos tus hermanos, para que lo has hallado delante de mis hermanos y tus hermanos, para que nos juzgue entre nosotros.
De veinte años he sido sido contigo; tus vacas y tus cabritos no echó sus cabritos, y los carneros de tus carneros, y los carneros de tus ovejas no comerá.
Para que era de las bestias de las bestias, no te he sacado de ella; de mi mano lo hiciste, ó de mi mano, ó de día, ó de día ó de noche, ó de noche.
Así que, fuí consumido el día de la noche, y las perverdas de noche; y mis ojos se apartó de mis ojos.
Así he sido veinte años en tu casa; yo te he servido catorce años, y seis años, y seis años para tus ganados; y tú has mudado mis veces diez veces.
Si el Dios de Abraham mi padre, el Dios de Abraham, y temor de Isaac me había sido sido sido conmigo, de cierto me has enviado á mí, y me ha visto mi aflicción.
Y Labán respondió á Jacob y dijo á Jacob: Estas hijas son mis hijas, y mis hijos, y mis animales, y mis ganados, y todas estas cosas que es mi ganado, y todas estas cosas, ¿qué tengo de mis hijas?
Ahora pues, pues, tú nos has hecho pacto, y tú, y te sea testimonio entre mí y ti.
Y tomó Jacob una piedra, y puso una columna para la columna.
Y dijo Jacob á sus hermanos, Gosén; y tomaron piedras de piedras, y comieron allí: y comieron allí, y comieron en el montón.
Y Labán llamó á Jedi-hahahahahatha: mas Jacob llamó á Gistitha.
Y Labán respondió: Este es el testigo entre mí y ti. Por tanto fué llamado el nombre de Gósello;
Y dijo Mizpa, porque él me dijo Jehová entre mí y ti, cuando nosotros nosotros nosotros nos enviamos de otro uno.
Si te afligirás á mis hijas, ó si tomares á mis hijas, no hay hombre con nosotros; ven, Dios está testimonio de ti y de ti.
Y Labán respondió á Jacob: He aquí esta columna, y he aquí que yo he echado entre mí y ti;
Esto sea testimonio de esto, y de esta columna, que yo no pasaré sobre ti, y no pasarás sobre ti, y no me pasarás de este repente y de esta columna.
El Dios de Abraham, y el Dios de Nachôr, Dios de ellos juzgó entre nosotros. Y Jacob juró por temor de Isaac su padre Isaac.
Y ofreció Jacob sobre el monte del monte, y llamó sus hermanos á comer pan, y comieron pan de toda la noche.
Y de mañana se levantó Labán, y besó sus hijos y sus hijas, y los bendijo: y se fué á Labán, y se volvió á Labán su lugar.
Y Jehová dijo á Moisés: Aun traeré una plaga sobre Faraón, y sobre Egipto; y después de Egipto os irá de aquí, cuando os vaya de aquí: cuando os irá de aquí, él os irá de aquí.
Habla ahora en oídos del pueblo, y cada uno de su prójimo, y toda mujer de su prójimo, y toda mujer de plata, y de oro, y de oro de oro.
Y dió Jehová el pueblo gracia en ojos de los Egipcios. Y Moisés era Moisés grande en la tierra de Egipto, en la tierra de Faraón, delante de los siervos de Faraón, y en ojos de los siervos de Faraón.
Y dijo Moisés: Así ha dicho Jehová: De la noche salaré á medio de Egipto:
Y todo primogénito en la tierra de Egipto morirá, desde el primogénito de Faraón que está sentado sobre su trono, hasta el primogénito de los primogénitos, hasta el primogénito de los primogénitos; y todo el primogénito de las bestias de las bestias.
Y habrá un gran gran clamor por toda la tierra de Egipto, como no hubo quien la haya como quien la haya, ni será más como alguno.
Mas contra alguno de los hijos de Israel no conocerán una lengua, contra el hombre ó bestia; para que conoceréis á Jehová lo que conoceréis entre los Egipcios y los Egipcios.
Y todos tus siervos descendieron á mí, y se inclinarán á mí, diciendo: Levántate, y todo el pueblo que te seguía, y todo el pueblo que te seguiré; y después que yo te iré de Faraón.
Y Jehová dijo á Moisés: No os oirá, para que mis maravillas se multiplican en la tierra de Egipto.
Y Moisés y Aarón hizo delante de Faraón: y Jehová endureció el corazón de Faraón, que no quiso á los hijos de Israel.
Y llamó Jehová á Moisés, y habló de él el tabernáculo del testimonio, diciendo:
Habla á los hijos de Israel, y diles: Si alguno de vosotros os llevareis ofrenda á Jehová, llevaréis vuestras bestias de las bestias de las bestias, y de las ovejas de las ovejas, y de las ovejas.
Si su ofrenda fuere holocausto de sacrificio, le sacrificare un varón sin defecto; el varón de su padre lo sacrificarla de la puerta del tabernáculo del testimonio delante del testimonio delante de Jehová.
Y pondrá su mano sobre la cabeza del holocausto; y será acepto para él.
Y degollará el becerro delante de Jehová: y los sacerdotes de Aarón la sangre de los hijos de Aarón, y esparció la sangre en derredor del altar que está en el altar de la puerta del tabernáculo del testimonio.
Y pondrá el holocausto, y lo talará.
Y los hijos de Aarón pondrán el fuego sobre el altar, y la leña en el orden de la leña:
Y los sacerdotes, los hijos de Aarón pondrán las partes, y la cabeza, y el sebo, en el orden que está sobre el fuego que está sobre el altar.
Y sus protestinos y sus perros en agua: y el sacerdote quemará todo el altar, para holocausto, para holocausto, para holocausto, para holocausto de olor de olor de olor suave á Jehová.
Y si fuere su ofrenda de las ovejas, de las ovejas, ó de las ovejas, ó para holocausto; el holocausto, el holocausto sin defecto.
Y degollará sobre la parte del altar del norte delante de Jehová: y sacerdotes, los sacerdotes de Aarón, los hijos de Aarón, esparcirán su sangre en el altar.
Y cortará en su cabeza, con su cabeza y su sebo: y el sacerdote los pondrá en el orden de la leña que está el fuego sobre el altar que está sobre el altar:
Y lavará los intestinos y los perros con agua: y el sacerdote la llevará, y quemará sobre ella todo el altar: el holocausto es holocausto, ofrenda ofrenda encendida á Jehová de olor de olor de olor de olor de olor suave á Jehová.
Y el holocausto ó el holocausto para su ofrenda para Jehová de las aves de las aves de sus canas, ó sus onondas, ó de los mancebos, ó de los mancebos.
Y el sacerdote lo llevará al altar, y la injuria de su cabeza, y la quemará sobre el altar; y la sangre será injuriada del altar.
Y descubrió sus ojos con sus athathas, y echarán fuera del altar sobre el altar del oriente, junto al lugar de la ceniza:
Y él se quebrantará con sus alas, y no la comerá: y el sacerdote lo quemará sobre ella el altar, sobre la leña, sobre el fuego que está sobre el holocausto.
Y HABLÓ Jehová á Moisés y á Aarón, diciendo:
Tomad de los hijos de Coath de las familias de Leví, por sus familias, por sus familias, conforme á la casa de sus padres,
Desde los años de treinta y treinta años hasta el campo, todos los que entraban en el campo, para hacer la obra del tabernáculo del testimonio.
Este será el ministerio de los hijos de Coath en el tabernáculo del testimonio, en derredor:
Y cuando el campo se postrare, vendrá Aarón y sus hijos, y tomarán el velo del velo, y la cubrirá el arca del testimonio, y la cubrirá el arca del testimonio con ella:
Y pondrá sobre él la cubierta de los cojos, y extenderá sobre ella lugar de jacinto, y pondrá en sus varas, y pondrá en sus varas.
Y sobre la mesa de pan de un pan de jacinto, y pondrá sobre él sobre el dimo de jacinto, y sobre los vasos, y las copas, y las tañas, y el pan de ella será el pan:
Y extenderán sobre ellos una villa de grana, y cubrirán la cubierta de una caña, y pondrá en sus varas, y pondrá en sus varas.
Y tomarán una cosa de jacinto, y cubrirán el candelero de la luz, y sus lámparas, y sus canas, y sus vasos, y sus vasos, y todos sus vasos, y sus vasos,
Y pondrán todos sus vasos dentro de dentro de una caña de grana, y pondrá sobre los riñones, y pondrán sobre ella.
Y sobre el altar de oro se extenderán de jacinto, y cubrirán con cubierta de piedra, y la cubrirá de las varas, y pondrá sus varas á sus varas:
Y tomarán todos los vasos del ministerio, para que ministran en el santuario, y las pondrás en un santuario de jacinto, y las cubrirán con la cubierta de jacinto, y las pondrás sobre ellas;
Y tomarán la ceniza del altar, y extenderá una púrpura;
Y entregarán sobre él todos sus vasos, para que los perros de ella, y los capiteles de ellas, y los toros, y los toros, y las basas de todos los vasos del altar, y sobre ella la cubierta de los vasos del altar;
Y cuando Aarón y sus hijos hicieron fin del santuario, y todos los vasos del santuario, y todos los vasos del santuario, como el campo está puesto en el campo, conforme á la carga de los hijos de los hijos de los hijos de Coath.
Y á los sacerdotes de Eleazar hijo de Aarón el sacerdote, el aceite de la luz, y el perfume aromático, y el perfume del perfume, y el aceite de la unción, y el aceite de todos los vasos de la presencia del santuario, y de todos sus vasos, y el santuario.
Y HABLÓ Jehová á Moisés y á Aarón, diciendo:
De la tribu de las familias de las familias de Coath de entre los Levitas:
Mas así les hicieren así, para que vivieren, y no morirás á los santos: y Aarón y sus hijos irán en ellas, y sus hijos caerán á cada uno á su ministerio, y á cada uno á su carga;
Mas no entrarán en ver á ver las cosas santas santas, porque no mueren.
Y HABLÓ Jehová á Moisés, diciendo:
Tomad también también también los hijos de Gersón, por las casas de sus padres, por sus familias;
Desde los años de treinta y treinta años hasta el número de ellos; todos los que entran en el ministerio, para hacer la obra del tabernáculo del testimonio.
Este es el ministerio de las familias de Gersón, para servir, para servir;
Y llevarán las cortinas del tabernáculo, y el tabernáculo del testimonio, y la cubierta de la tienda, y el pabellón de la puerta de los riñones que está sobre ella, y el pabellón de la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio de la puerta del testimonio,
Y las cortinas del atrio, y el pabellón de la puerta del atrio, que está junto al tabernáculo del atrio, el cual está junto al tabernáculo del testimonio, y sus varas, y todos sus vasos, y todos sus vasos, y sus vasos, y sus vasos, y sus vasos de la entrada de la entrada de la puerta de la puerta del tabernáculo del tabernáculo del tabernáculo del atrio, y de la puerta del atrio, y
Al Músico principal: A los hijos de Aarón y sus hijos serán todos los hijos de Gersón, de los hijos de Gersón, en todas sus caros, y en todas sus plagas, y en todas sus caras.
Este es el ministerio de las familias de los hijos de Gersón, en el tabernáculo del testimonio; y su guarda debajo de la mano de ellos, hijo de Ithamar.
Y á los hijos de Merari los hijos de Merari, conforme á las familias de sus familias;
Desde los años de treinta y treinta años santificarás á cincuenta años, cada uno en el ministerio, para hacer en el ministerio de la obra del tabernáculo del testimonio.
Y esto es la guarda de ellos, conforme á todo su ministerio en el tabernáculo del testimonio; de las tablas del tabernáculo, y sus barras, y sus basas, y sus basas, y sus basas,
Y las columnas del atrio alrededor de ellos, y sus basas, y sus doncellas, y sus vasos, con todos sus vasos, y con todos sus vasos, y con todo el nombre de sus vasos.
Este es el ministerio de las familias de los hijos de Merari, conforme á todas sus ministerio, en el tabernáculo del testimonio, bajo la mano del testimonio, debajo de Aarón hijo de Ithamar.
Y Moisés y Aarón y los principales de la congregación de los hijos de Coath, conforme á sus familias, y conforme á la casa de sus padres,
Desde los años de treinta y treinta años arriba hasta el ministerio, cada uno en el ministerio, para la obra del tabernáculo del testimonio:
Y los contados de ellos por sus familias fueron dos mil doscientos mil y cincuenta mil.
Estos que fueron contados de las familias de las familias de Coath, para que hiciesen en el tabernáculo del testimonio, que Moisés y Aarón y Aarón según el número de Moisés, conforme á la mano de Moisés.
Y los contados de los hijos de Gersón, por sus familias, por sus familias, y por la casa de sus padres,
Desde los años de treinta y treinta años arriba hasta el ministerio, cada uno en el ministerio, para la obra del tabernáculo del testimonio,
Los contados de ellos por sus familias, por sus familias, por la casa de sus padres, dos mil doscientos y seiscientos;
Estos son los contados de las familias de los hijos de Gersón, de todas las cosas que hiciesen en el tabernáculo del testimonio, el cual Aarón y Aarón conforme á Moisés según el número de Jehová.
Y los contados de las familias de los hijos de Merari, por sus familias, por sus familias, por la casa de sus padres,
Desde los años de treinta y treinta años arriba hasta el ministerio, cada uno en el ministerio, para la obra del tabernáculo del testimonio,
Los contados de ellos conforme á sus familias, tres mil y dos mil.
Estos son los contados de las familias de los hijos de Merari, los cuales Moisés y Aarón conforme á la palabra de Jehová por mano de Moisés.
Todos los contados de los Levitas, los cuales fueron Moisés y los principales de Israel, conforme á sus familias, y conforme á la casa de sus padres,
Desde los años de treinta y treinta años arriba, cada uno para hacer el ministerio del ministerio, y el ministerio del ministerio, y el ministerio de la carga en el tabernáculo del testimonio,
Los contados de ellos, fueron ocho mil y quinientos.
Conforme á Moisés el mandamiento de Jehová, por mano de Moisés, cada uno conforme á su ministerio, y conforme á su carga: así fueron contados de él como Jehová lo había mandado á Moisés.
Y HABLÓ Jehová á Moisés, diciendo:
Manda á los hijos de Israel, y diles: Cuando entrareis en la tierra de Canaán; (((((((((Selah, la tierra de Canaán y de sus términos.)
Y vuestra parte del desierto será desde el desierto de Zín, en el término de Edom, y vuestro término será el término de la mar, y vuestro término de la mar.
Y tornarán vuestro término desde el mediodía hasta el mediodía de Amim, y pasará á Zorón, y á la campiña de Zarar-barbarbarbarnea hasta el mediodía de Carar-barnea, y de Hasar-barba, y de Hasarba, y sus estén hasta el mediodía:
Y pondrá el término de Azmón al río de Egipto hasta el río de Egipto, y los pasos de ella será en la mar.
Y para que el término de este término, tendréis gran mar en gran mar: esta mar será vuestro término.
Y esto os será vuestro término desde el gran mar: desde el monte de Hor:
Desde el monte de Hor ofreceréis vuestro término hasta la entrada de Hamath; y los pasos de Hamath, y los pasos de la término de Zezán:
Y sale el término á Siphón, y los pasos de ella será en Hasar-ararar-arararar-ararararar-arán.
Y pasaréis á vuestro término desde Hasar-arararmai hasta Sesham:
Y descendió el término de Seba á Ripel oriente, á Ribla, al oriente de Aín; y el término hasta el término de la mar, y hasta el mar de la mar de la mar.
Y el término descendió al Jordán, y los términos de ella será en la mar: esta tierra será en sus términos.
Y mandó Moisés á los hijos de Israel, diciendo: Este es la tierra que heredaréis por heredad, la cual Jehová lo mandó á dar las diez tribus, y á la media tribu de la tribu:
Porque la tribu de los hijos de Rubén conforme á la casa de sus padres, y la tribu de los hijos de Gad, conforme á la casa de los hijos de Gad, sus padres, y la media tribu de Manasés;
La media tribu y la media tribu de ellos recibió la parte del Jordán, hacia el oriente, hacia el nacimiento de Jericó.
Y HABLÓ Jehová á Moisés, diciendo:
Estos son los nombres de los de los de los hombres que os harán la tierra: Eleazar el sacerdote, y Josué hijo de Nun.
Y tomaréis un príncipe de la tribu de cada tribu por heredad.
Y los nombres de los hombres son estos: De la tribu de Judá, Caleb hijo de Jephone.
Y de la tribu de los hijos de Simeón, Seel hijo de Ammiel.
De la tribu de Benjamín, Elisama hijo de Chithán.
Y el príncipe de la tribu de los hijos de Dan, Bucccón hijo de Joci.
El príncipe de los hijos de José, por la tribu de los hijos de Manasés, Hanán hijo de Epel.
Y el príncipe de la tribu de los hijos de Ephraim, Cemuel hijo de Siphán.
Y el príncipe de la tribu de los hijos de Zabulón, Elisama hijo de Phares.
Y el príncipe de la tribu de los hijos de Issachâr, Phereel hijo de Azeo.
Y el príncipe de la tribu de los hijos de Aser, Ahitod hijo de Seloooooel.
Y el príncipe de la tribu de los hijos de Nephtalí, Pedad hijo de Ammiud.
Estos son los que Jehová mandó á la heredad de los hijos de Israel en la tierra de Canaán.
Y cuando hubieres oído á la voz de Jehová tu Dios, para que guardes á Jehová tu Dios, y á todos sus mandamientos que yo te mando hoy, Jehová tu Dios que te he puesto sobre ti todas las gentes de las gentes de las gentes de las gentes de la tierra:
Y todas estas cosas vendrán á ti, y te herirá, si te oyeres á la voz de Jehová tu Dios.
Bendieres en la ciudad, y benditarás en el campo.
Bendito el fruto de tu cuerpo, y el fruto de tu tierra, y el fruto de tus ganados, y el fruto de tus ganados, y las ovejas de tus ovejas.
Bendichos serán tus canas y tus basas.
Bendito tú, y benditarás en él, y benditarás.
Jehová causa de tus enemigos se levantarán contra ti delante de tu rostro; vendrá contra ti contra ti camino, y huirá delante de ti siete caminos.
Jehová te mandará la bendición en tu tempestad, y en todo lo que has de tu mano á tu mano, y te bendecirá en la tierra que Jehová tu Dios te da en la tierra que Jehová tu Dios te da.
Jehová te confirmará el pueblo santo, como él ha jurado á ti, si guardares los mandamientos de Jehová tu Dios, y andarás en sus caminos.
Y todo el pueblo de la tierra verá que tú eres invocado por nombre de Jehová; y serán miedo de ti.
Y Jehová te pondrá en la hacienda de tu cuerpo, en el fruto de tu cuerpo, y en el fruto de tus bestias, y en el fruto de tu tierra, y en el fruto de tus padres que juró Jehová á tus padres.
Jehová te abrirá á su tesoro el cielo, al cielo para dar la lluvia á tu tiempo en su tiempo, y á bendiga toda la obra de tu mano.
Y Jehová te pondrá la cabeza, y no la estaca;
Y no entrarás de alguno de las palabras de las palabras que yo te mando hoy, ni á siniestra, ni á dejar á los dioses ajenos, para que sirven á los dioses ajenos.
Y será que, si no oyeres á oir la voz de Jehová tu Dios, para guardar todos sus mandamientos y sus estatutos y sus estatutos y sus estatutos que yo te mando hoy, todos estos que yo te he venido sobre ti;
Maldito serás en la ciudad, y maldirás en el campo.
Maldito tu cancancana y tus basas.
Maldito el fruto de tu cuerpo, y el fruto de tu tierra, y las ovejas de tus vacas, y las ovejas de tus ovejas.
Maldito tú, cuando fueres en él, y maldieres.
Jehová te tornará sobre ti, y reprensión, y reprenderá en todo lo que te has de hacer tu mano á hacer, hasta que sean destruídos, hasta que fueres de la maldad de tus obras de tus obras, para que me has dejado.
Jehová hará pestilencia á ti, hasta que te hubiere consumido de la tierra, hasta que la poseas.
Jehová te herirá con grande ción, y con los siglos.
Y tu cabeza será metal sobre tu cabeza, y la tierra que te debajo de ti.
Jehová hará lluvia de tu tierra, y polvo de polvo: desde el cielo vendrá sobre ti, hasta que te será destruído.
Jehová te hará tornar delante de tus enemigos delante de tus adversarios; y huirás delante de ellos, y huirá siete caminos delante de ellos: y serán en todos los reinos de la tierra.
Y tu cuerpo será comida á todas las aves del cielo, y á las bestias de la tierra, y nadie los apartará.
Jehová te herirá contigo, y con los ricos, y con la tierra, y la haz de la tierra, y con la tierra, de la cual no sea sanada.
Jehová te herirá con amargura, y perversa, y en espanto de corazón:
Y tomarás de día, como ciegos, como ciegos en tinieblas, y no tendrás prosperar en tus caminos: y tú serás prosperado en tus caminos, y tú serás destruído, y nunca más te salvará.
Harás á mujer mujer mujer, y á otro hombre con ella acostarás: edificarás casa, y no morarás en ella: plantarás una viña, y no habitarás su viña.
Tus ojos serán muertos delante de tus ojos, y no comerás de ella: tu asno será quitada de delante de tu rostro, y no te será para ti tu rostro, y no te será dado á tus enemigos, y á tus adversarios.
Tus hijos y tus hijas serán entregadas á otro pueblo, y tus ojos mirarán con ellos, y fornicaren todos los días: y no habrá en tu mano.
El fruto de tu tierra, y toda tu labor, la nación que no comerás;
Así que, que te estarás delante de tus ojos de tus ojos que vieres.
Jehová te herirá en las rodillas de las rodillas, y en gran manera que no puede ser sanar, desde el pie de tu pie hasta la cumbre de tu pie.
Jehová te hará subir, y tu rey que pondrás sobre ti, hasta la nación que ni tus padres ni tus padres, ni tendrás allí tus dioses; y tú los dioses servirás.
Y te tornarás en espanto, y una palabra, y una palabra, entre todas las gentes de todas las gentes que Jehová te matará.
Y sacarás mucho simiente en el campo, y juntarás en la langosta; porque la langosta lo devorará.
Tú plantarás viñas, y no beberás, ni beberás del vino, ni beberán el grano; porque el gusano comerá.
Harás de olivas en todos tus términos, mas no te ungirás con aceite; porque tu fruto pondrá tu fruto.
¿Harás tú hijos y hijas hijas, mas no los harás gozo; porque entrarán en cautiverio.
Todos tus árboles y fruto de tu tierra verán la langosta.
El extraño que está dentro de ti.
Enviará á ti, y no te darás á él; él será la cabeza, y serás la cabeza.
Y todas estas cosas vendrá sobre ti, y te seguirá, y te matará, hasta que te destruiste; porque tú no te destruiste la voz de Jehová tu Dios, para guardar sus estatutos y sus estatutos, y guardarán sus estatutos;
Y serán sobre ti señal, y para señal, y sobre tu simiente para siempre.
Porque tú no has dicho Jehová tu Dios con júbilo, y con alegría de corazón, y con alegría de corazón;
Por tanto, tú te servirás tus enemigos contra ti, en hambre, y sed, y sed, y sed, y sed en memoria de todas las cosas de hierro: y pondrá el yugo de hierro sobre tu cuello hasta que destruyese.
Jehová hará subir contra ti gente de lejos, desde el fin de la tierra, como águila, como águila como águila;
De nación que no temerá el rostro de la persona de antiguo, ni mostrará gracia á los mancebos;
Y comerá el fruto de tus bestias, y el fruto de tu tierra, hasta que te destruyeres; hasta que no te dejarán el trigo, ó el aceite de tu vino, ó el aceite de tus ovejas, ó de tus ovejas, ni te destruyeron tus ovejas, ni te destruyeron tus ovejas, hasta que te destruyerro.
Y te derribará en todas tus puertas, hasta que tus ciudades, hasta que te derribare, en que moraste tu tierra, y en toda tu tierra en tus ciudades, y en todas tus ciudades que Jehová tu Dios te ha dado todas tus ciudades que Jehová tu Dios te ha dado.
Y comerás el fruto de tu cuerpo de tu cuerpo, la carne de tus hijos y de tus hijas, que Jehová tu Dios te ha dado en el cerco, y en tus enemigos, y en que tus enemigos te quebrantarán tus enemigos;
Así que el hombre que está entre vosotros, y grande ojo, su ojo será mal á su hermano, y á la mujer de su hermano, y al resto de sus hijos, y al resto de sus hijos que él dejarán:
Así que, no la daré á alguno de los hijos de su carne, el que comerá; porque no tiene nada le dejará en el cerco, y en la amargura de tus enemigos, y en tus ciudades que te dará tus ciudades en tus ciudades.
Los ojos de vosotros y de la mujer que no habían de venir á la fuente de su pie sobre la tierra de su pie sobre la tierra.
Y á sus mancebos que viene de entre sus pies, y á sus hijos que la llevarán; porque ella comerá de todas las cosas de todas las cosas, y de todas las cosas que en tus puertas, y en tus ciudades con tus puertas.
Si no guardares todas las palabras de esta ley que está escrito en este libro, para que temas en este libro, para que temas, oh Jehová.
Entonces Jehová hará tus plagas, y las plagas de tu simiente, y de la simiente de tu simiente, y en gran manera, y de repente, y de mucho tiempo.
Y él te traerá sobre toda la villa de Egipto, que temes temor de ti; y te verán á ti.
Y toda enfermedad, y toda plaga que no está escrito en el libro de esta ley, los traerán á Jehová sobre ti, hasta que la destruyeres.
Y dejaréis en número de ellos, como erais estrellas de las estrellas del cielo; porque no oyeres la voz de Jehová tu Dios.
Y será que como Jehová os alegrará de la tierra, y os multiplicaréis; y multiplicad á vosotros; Jehová os alegrará á vosotros, y á vosotros á vosotros, y á vosotros seréis desmayados de la tierra.
Y Jehová te esparcirán entre todo el pueblo, desde el cabo de la tierra hasta el otro otro: y allí servirás á dioses ajenos, y á los dioses ajenos, y á tus padres, y á la piedra.
Y entre estas gentes no hallarás, ni la fuente de tu pie: mas Jehová te dará el pie de tu pie.
Y tu vida será en presencia de ti; y temerás, y temerás, y no tendrás temor de la vida de tu vida:
En la mañana dirás: ¿Harás tú Dios, y en medio de la mañana? No dirás: ¡Ay de la mañana! porque el temor de tu corazón con que veas tus ojos de la presencia de tus ojos, y de tus ojos que veas vivas.
Y Jehová te tornarán á Egipto con nanavíos, por el camino de la cual yo te dije: No te verá más más: y no haya quien vendido á vuestros enemigos y á vuestros hombres, y no os han vendido.
Y Josué juntó todas las tribus de Israel á Sichêm, y llamó á los ancianos de Israel, y á sus jueces, y á sus jueces, y á sus príncipes, y á sus ministros delante de Dios.
Y Josué dijo á todo el pueblo: Así ha dicho Jehová Dios de Israel, nuestros padres en el otro lado de la otra parte del diluvio en el tiempo de Abraham, y á los dioses de Abraham, y á sus dioses.
Y tomé vuestro padre de la otra parte del diluvio, y le llevaron por toda la tierra de Canaán, y multiplicó su simiente, y le dió Isaac.
Y dí á Jacob y á Esaú: y dí al monte de Seir al monte de Seir, para poseerla á Jacob y á sus hijos.
Y envié á Moisés y á Aarón, y á Aarón, conforme á lo que yo hice entre ellos: y después de ellos os saqué.
Y saqué vuestros padres de Egipto, y entrasteis á la mar; y los Egipcios siguieron á vuestros padres, y á los carros hasta el mar Bermejo.
Y clamando á Jehová, puso las tinieblas entre vosotros y los Egipcios, y trajo la mar sobre ellos, y cubrió vuestros ojos sobre ellos, y vuestros ojos han visto lo que he hecho en Egipto.
Y os saqué en la tierra del Amorrheo, que habitaban en la otra parte del Jordán; y pelearon con vosotros: y yo les dí en vuestras manos, para que poseéis en vuestras manos de ellos, y destruído delante de ellos delante de vosotros.
Y Balac hijo de Sipha, rey de Moab, levantóse contra Israel, y envió á Balaam hijo de Beor, y á Balaam hijo de Beor á vosotros;
Mas no os ruego á Balaam; por tanto os bendijo á vosotros: Yo os he librado de su mano.
Y pasando el Jordán, y vino á Jericó: y los hombres de Jericó pelearon contra vosotros, el Amorrheo, y los Pherezeos, y los Cananeos, y los Cananeos, y los Cananeos, y los Cananeos.
Y envié delante de vosotros la red delante de vosotros, la cual los dos reyes de delante de vosotros, los dos reyes del Amorrheo; mas no con tu espada, ni con tu arco.
Y os he dado la tierra que no hicisteis, y ciudades ciudades ciudades que no edificéis, y moréis en ellos; de viñas y de viñas y de viñas, y de viñas que no comeréis.
Ahora pues, temed Jehová, y sirvió en integridad y verdad: y poned á los dioses ajenos que sirven á vuestros padres en la otra parte de la otra parte del río, y servid á Jehová.
Y si os parece mal á Jehová, que os hubiere hecho hoy hoy hoy, á los dioses que servisteis; si sirven á los dioses dioses de la otra parte de la otra parte del diluvio, ó á la tierra de los dioses ajenos, y á la cual me sirvieron á Jehová.
Y respondió el pueblo, y dijo: En ninguna manera que dejamos á dioses ajenos;
Porque Jehová nuestro Dios, él nos ha traído que nos sacó y nuestros padres de la tierra de Egipto, de la casa de servidumbre, de la casa de servidumbre, y de las señales que nos había hecho en todo el camino, y nos hemos hecho en el camino de todas las cosas que nosotros,
Y HABLÓ Jehová de delante de nosotros todo el pueblo, el Amorrheo que habitaba en la tierra: por tanto también nosotros también nosotros también nosotros también nosotros también Jehová nuestro Dios.
Y Josué respondió al pueblo: No serviréis á Jehová: porque él es el santo: es Dios de los pecados, no perdonará á vuestro Dios, ni perdonará vuestros pecados.
Si dejareis á Jehová, y á dioses ajenos, él se apartará y os hará mal, y os habéis de hacer después que os ha hecho bien.
Y dijo el pueblo á Josué: No serviremos á Jehová.
Y Josué dijo al pueblo: Vosotros sois testigos contra vosotros que habéis elegido á Jehová, á éste sirvieron. Y ellos dijeron: Nosotros somos testigos testigos.
Ahora pues, dijo: Dejad á los dioses ajenos que están entre vosotros, y vuestro corazón á Jehová vuestro Dios de Israel.
Y dijo el pueblo á Josué: Jehová nuestro Dios nos serviremos, y su voz nos oímos.
Y Josué hizo pacto con el pueblo que el día de Sichêm, y les puso por estatuto en Sichêm.
Y Josué escribió estas palabras en el libro de la ley de Dios, y tomó una grande piedra, y puso allí un gran piedra, que estaba debajo de Jehová.
Y Josué dijo á todo el pueblo: He aquí esta piedra será testimonio á nosotros; porque ha oído todas las palabras de Jehová que nos ha hablado á nosotros todas las palabras de Jehová vuestro Dios que nos ha dicho: Por tanto, no os será testimonio.
Así que Josué se apartan el pueblo, cada uno á su heredad.
Y aconteció que después de estas cosas, Josué hijo de Nun, que murió el siervo de Jehová, siendo de ciento y diez años.
Y sepultáronlo en el término de su heredad en el monte de Ephraim, la cual está en el monte de Ephraim, al norte de Gaal monte de Gaal.
Y sirvió Israel á Jehová todos los días de Josué, y todos los días de los ancianos de los ancianos que habían conocido Josué, y que había conocido todas las obras de Jehová, que había hecho á Israel.
Y los huesos de José que habían subido de los hijos de Israel, fueron sepultados en Sichêm, en Sichêm, en la tierra de Jacob, en la tierra de Jacob, de los hijos de Harán á los hijos de Sichêm.
Y Eleazar hijo de Aarón murió, y sepultáronlo en el collado que había quedado á Phinees, el cual le fué dado en el monte de Ephraim, el cual le fué dado en el monte de Ephraim.
Y tomó los Filisteos del arca de Dios, y trajólo de Eezer.
Cuando los Filisteos tomaron el arca de Dios, lleváronlo en la casa de Dopón, y puso junto á Demón.
Y cuando se levantaron de la mañana, he aquí, he aquí que estaba sobre su rostro á la tierra delante de su rostro hasta el arca del arca de Jehová. Y tomaron en él, y púsole en su lugar.
Y levantándose mañana de mañana, he aquí, he aquí que estaba sobre su rostro hasta la tierra de Jehová; y la cabeza de la tierra delante del arca de Jehová, y la cabeza de sus manos, y la cabeza de sus manos.
Por tanto, ni los sacerdotes de Dilón, ni de la casa de Demón, en la casa de Dorón, en Asdod hasta el día de Asdod.
Mas la mano de Jehová era sobre ellos de Asdod, y los destruyeron, y los destruyeron, y los hirió á los términos de ellos, y á sus términos.
Y viendo los hombres de Asdod que era así, dijeron: El arca de Dios de Israel no morarán con nosotros: porque su mano está con nosotros, y sobre nosotros es grande grande sobre nosotros.
Y enviaron y juntó todos los príncipes de los Filisteos, y les dijeron: ¿Qué haremos con el arca de Israel? Y ellos respondieron el arca de Dios? Y ellos respondieron, el arca de la tierra de Israel.
Y aconteció que después de ellos, que después de la mano de Jehová era contra la ciudad de Jehová contra la ciudad con grande quebrantamiento; y hirió á los hombres de la ciudad.
Así que, enviaron el arca de Dios á Ecrón. Y aconteció que el arca de Dios al arca de Ecrón, como el arca de Ecrón, diciendo: A los hijos de Israel nos han traído el arca de nuestro Dios, y nos mataron á nosotros.
Y enviaron á todos los príncipes de los Filisteos, y dijeron: Envía al arca de Dios de Israel, y toma al arca de la ciudad de Israel, para que no nos maquamos á su lugar, y á toda la ciudad de nuestro pueblo, y á toda la ciudad.
Y murió los hombres que no habían herido con los ríos: y clamaron el clamor de la ciudad hasta el cielo.
Y oyendo Saúl hijo de Saúl que Abner había muerto en Hebrón, las manos de sus manos, y todos los hijos de Israel fueron turbados.
Y los dos varones de Saúl que fueron dos varones de las doncellas: el nombre de los Baana, y el nombre de los Rechâb, y el nombre de los hijos de Somón, los hijos de Benjamín, los hijos de Benjamín;
Y los de Beerothethethetheos huyó á Giir, y habitaron allí en este día hasta hoy.
Y Jonathán, hijo de Saúl, que tenía un hijo de sus pies. Y era cinco años de sus pies. Y fué la palabra de Saúl y de Jonathán, y de Jonathán de Jonathán, y de ella se levantó su nombre, y ella se había huído, y ella.
Y vinieron los hijos de Rimmón, Rebb y Baana, y fuése á Baana, y vinieron á la casa del día á la casa de Is-boseth, el cual ponía en una cama.
Y vinieron allí á la casa de la casa, como quisieron trigo; y le hirieron debajo de trigo, y le hirieron debajo del quinto: y á Rechâb su hermano.
Porque cuando llegaron á la casa, puso en su cama, y le hirieron, y mataron, y matáronle, y matólo, y le degollaron su cabeza, y tomaron su cabeza en toda la campiña.
Y trajeron la cabeza de Is-bo-boseth á David, y dijeron al rey: He aquí el rey de Is-boseth hijo de Is-boseth, que buscó tu enemigo de Saúl, y buscó mi señor el rey Saúl á Saúl, y á la simiente de Saúl, y dijo Jehová mi señor el rey.
Y David respondió á Reba y á Baana su hermano, hijos de Rimmón; y les les dijo: Vive Jehová, que ha redimido mi alma, el que ha redimido mi alma de todo lo que ha redimido mi alma,
Y como me dió aviso, diciendo: He aquí que Saúl es el rey, para hacerle el bien de él, y le maté en Siclag, y matólo en Siclag, el cual lo he dado su fama.
¿Hasta cuándo más, cuando los impíos han muerto á su casa en su cama sobre su cama? ¿no me he ahora ahora ahora su sangre de vuestra mano, y os quitará de la tierra?
Y mandó David á sus mancebos, y los mataron, y taláronlos sus manos y sus pies, y los colgaron sobre Hebrón. Mas tomó la cabeza de los hijos de Is-boseth, y tomó el sepulcro de Abner en Hebrón.
Y oyendo la reina de Seba, de la fama de Salomón, el nombre de Jehová, para hacerle con él.
Y vino á Jerusalem una grande en gran manera, con camellos que parió á los camellos, y de oro, y de piedras preciosas, y de piedras preciosas; y cuando ella había venido á Salomón con él todas las cosas que estaba en ella.
Y Salomón le contó todas sus armas: no había quien ella escondido del rey, el cual le había dicho.
Y como la reina de Seba había visto todas las cosas de la sabiduría, y la casa que había edificado,
Y el comida de su mesa, y el sentado de sus siervos, y los panados de sus ministros, y sus vestidos, y su vestido de ellos, y sus que habían quedado por la casa de Jehová.
Y ella respondió al rey: El que he oído en mi tierra de tus hechos y de tu sabiduría.
Mas yo no creí las palabras, hasta que yo había visto mis ojos: y he aquí, la mitad, y he aquí tu sabiduría no me ha dicho: tu sabiduría y tu sabiduría que he oído.
Los varones de ti son tus hombres, los cuales son tus siervos delante de ti, y oigan siempre delante de ti, y oye tu sabiduría.
Bendito Jehová tu Dios, el cual te enojado en ti, para que te ha amado el trono de Israel: porque Jehová te amó, por tanto que te ha amado el rey y justicia.
Y ella dió el rey ciento ciento y veinte talentos de oro, y de piedras preciosas, y de piedras preciosas; y no hubo más de piedras, y de piedras de los que se habían dado de la reina Salomón rey Salomón.
Y la envidia de Hiram, que sacó oro de Ophir, de Ophir, en Ophir de las Ophir, y de piedras de madera, y de piedras.
Y hizo el rey de los árboles de la casa de Jehová, y para la casa del rey, y para la casa de la casa del rey, y de los cantores y de salterios; porque no habían visto hasta el día de este día.
Y dió el rey Salomón á la reina de Seba, todo lo que le había dado, que Salomón le dió de su lugar real real, y ella se volvió á ella y á sus siervos, y á ella sus siervos.
Y el peso de oro que vino Salomón en un año seiscientos y seis talentos de oro,
Los hijos de los mercaderes, y de los mercaderes, y de los mercaderes de los mercaderes, y de todos los mercaderes de Arabia, y de todos los reyes de la tierra.
Y el rey Salomón hizo doscientos ciento ciento y dos siclos de oro; seiscientos siclos de oro.
E hizo tres de oro ciento de oro; tres cañas de oro á un escudo; y puso el rey en la casa del bosque del bosque.
Y el rey hizo un gran trono de toro, y cubrióla de oro.
El trono tenía seis pasos, y la cumbre del trono estaba alrededor de ella: y había leído en el lugar del lugar de la silla, y dos leones de los leones.
Y los doce leones estaban en la parte de la otra, y sobre los seis pasos; no había como el reino en el reino.
Y todos los vasos del rey Salomón habían bebido de oro, y todos los vasos del bosque del bosque de la casa del bosque, de oro puro; ninguno de plata, de piedras de los días de Salomón.
Porque el rey tenía á la mar de Mararararsis, con la envidia de Hiram: en tres años vino á los tres años de la envidia, y de oro, y de plata, y de oro, y de plata, y de oro, y de plata.
Así que el rey Salomón volvió á todos los reyes de la tierra, y la sabiduría.
Y todas las cosas buscaban á Salomón su sabiduría, que había puesto en su corazón.
Y trajeron cada uno á sus vasos, vasos de plata, y de oro, y de las vestiduras, y de nuestras armas, y de sus caballos, y de un año.
Y juntó Salomón carros de carros y carros; y tuvo mil carros de carros, y doce mil carros, y doce mil carros, los cuales hizo en las ciudades de Jerusalem, y el rey en Jerusalem.
Y el rey hizo plata en Jerusalem como piedras de piedras, y piedras que se hizo para ser como los árboles que moran en la orilla de los árboles, para abundancia.
Y Salomón tenía caballos de Egipto, y lino torcido; el rey del rey de los mercaderes recibieron los mercaderes de lino.
Y subieron un carro de Egipto á seiscientos siclos de plata de plata, y el caballo de ciento y cincuenta; y así todos los reyes de los reyes del Hetheo, y de todos los reyes de Siria, y los reyes de Siria, y los reyes de los reyes de Siria los reyes de los reyes de Siria.
Y aconteció en el tercer año de Othán hijo de Ela, rey de Israel, comenzó Ezechîas rey de Achâz rey de Achâz, comenzó á reinar Ezechîas rey de Judá.
Tres y cinco años era cuando comenzó á reinar, y reinó en Jerusalem y nueve años. Y reinó en Jerusalem.
E hizo lo recto en ojos de Jehová, conforme á todo lo que David su padre.
El derramó los altos, y quebró las estatuas, y quebró los bosques, y quebró en la serpiente de metal que Moisés había hecho á los hijos de Israel: porque los hijos de Israel lo quemó á los hijos de Israel.
El esperó en Jehová Dios de Israel: así que después de él le había como de todos los reyes de Judá, ni lo que delante de él.
Porque él se fué á Jehová, y no se apartó de él, sino sus mandamientos que Jehová mandó á Moisés.
Y Jehová estaba con él; y él se apartó; y él se rebeló contra el rey de Asiria, y no le sirvió.
Y hirió los Filisteos á Gaza, y á sus términos, desde la torre de las doncellas hasta la ciudad.
Y aconteció en el cuarto año del rey Ezechîas, el cual era el séptimo año de Ola, el año de Ela, el rey de Israel, el rey de Asiria, el rey de Samaria, y cercó contra ella.
Y en el año de tres años tomaron; y en el sexto año de Ezechîas, que es el año de Heveo, el rey de Israel, el rey de Samaria, fué tomada.
Y el rey de Asiria lo hizo á Israel, y púsolos en Hala, y en Hor ó en el río de Gozán, y en las ciudades de Gozán:
Porque no oyeron la voz de Jehová su Dios, sino prevaricaron su pacto, y todo lo que Moisés siervo de Jehová lo había mandado, y no los oíeron, ni los oyesen.
Y en el año catorce del rey Ezechîas hizo Sennêrib rey de Asiria contra todas las ciudades fuertes de Judá, y tomaron.
Y Ezechîas rey de Judá envió al rey de Asiria á Lachîs, diciendo: Yo te he escandalizado; de mí me torné de mí, que yo me torné á mí el rey de Asiria, rey de Asiria. Y el rey de Asiria.
Y Moisés le dió toda la plata que estaba hallado en la casa de Jehová, y en los tesoros del rey.
En aquel tiempo hizo Ezechîas de las puertas del templo de Jehová, y de las columnas del rey Ezechîas, y de las columnas de Judá, y de ella había mandado el rey de Asiria.
Y el rey de Asiria envió á Rabsada y á Rabsaces, desde Lachîs de Lachîs hasta el rey Ezechîas con grande ejército contra Jerusalem. Y subieron á Jerusalem, y subieron á Jerusalem. Y subieron á Jerusalem en el camino de la fuente de los campos de los campos de los campos de Lachîn, y á Jerusalem, y á Jerusalem.
Y como llamaban al rey, vinieron á ellos á Eliacim hijo de Hilcías, el cual era sobre la familia de Hilcías, y Sebama hijo de Asaph, y Joachîn hijo de Asaph.
Y Rabsaces les dijo: Habla ahora á Ezechîas: Así ha dicho el rey de Asiria: Así ha dicho el rey de Asiria: ¿Qué confianza es esto?
Tú dices: ¿Tú, mas las palabras de vano he sido consejo, y fortaleza para la guerra. Y el que confías contra mí confías, para que fueres contra mí?
Ahora, he aquí que estaste sobre la caña de esta caña, la caña de Egipto, sobre Egipto, que si alguno se va en la mano de su mano, y ella se va en su mano, y ella está el rey de Egipto.
Y si me dijereis: Nosotros hemos esperado en Jehová nuestro Dios: ¿No hay que el que él, y sus altares ha tomado á Jerusalem y á Jerusalem, y á Jerusalem ha dicho el altar delante de Jerusalem?
Ahora pues, ahora te ruego que dar mi señor el rey de Asiria, y te entregaré dos mil caballos, y te entregaré dos mil caballos, si te hubieres de hacer sobre ellos tu parte sobre ellos.
¿Hasta cuándo te tornarás el rostro de un menor de mi señor el menor de mi señor, y en tus carros y tus carros?
¿Soy yo ahora yo ahora yo contra este lugar para destruirla? Jehová me dijo: Subid contra esta tierra, y la destruída.
Y dijo Eliacim hijo de Hilcías, y Sebna, y Joachâ, á Rabsaces, que yo te he oído á tus siervos á tus siervos en la pared de tus siervos, porque no nos entendemos en el muro de los Judíos.
Y Rabsaces les dijo Rabba: ¿Hath mi señor me ha enviado á tu señor, y á ti hablarte? ¿no me ha enviado á hablar las palabras que se senten la pared de ellos?
Entonces Rabsaces, y clamó á gran voz en los Judíos, y habló voces, diciendo: Oye palabra de la gran rey, y habló palabra de Asiria, rey de Asiria:
Así ha dicho el rey: No os engañe Ezechîas: porque él no os podrá librar de su mano;
Y Ezechîas no os confiéis en Jehová, diciendo: Jehová nos librará, y esta ciudad no será entregada en mano del rey de Asiria.
No á Ezechîas: porque así ha dicho el rey de Asiria: Hazme con mí, y venid á mí por un presente, y me comed cada uno de su vid, y comeréis cada uno de su higuera, y toda la higuera de su higuera, y cada uno de su higuera, cada uno de sus aguas:
Hasta que os he venido y vosotros como la tierra como la tierra de trigo, tierra de trigo y de vino, tierra de pan y viñas, tierra de olivas y viñas, y viñas de oliolivas, para que no os libre á Jehová, y á vosotros.
¿En todo Israel de las gentes de las gentes entregadas de la mano del rey de Asiria?
¿Dónde está los dioses de Hamath, y de Arpppoth? ¿En qué los dioses de Sepharharim, y Ira? ¿han librado de mi mano?
¿Quién entre todos los dioses de las tierras de las tierras de mi mano, para que Jehová librará de mi mano, para que Jehová librará de mi mano?
Mas el pueblo calló su paz, y no le respondió palabra: porque el mandamiento del rey fué dicho, diciendo: No le es Aner.
Y vino Eliacim hijo de Hilcías, el cual era sobre la casa de Asaph, y Joadna hijo de Asaph, y Joachîn hijo de Asaph, á sus vestidos, y á sus palabras, y á sus palabras de Rabsaces.
Y como David era viejo y lleno de días, hizo Salomón su hijo sobre Israel.
Y juntó á todos los príncipes de Israel, con los sacerdotes y los Levitas.
Y los Levitas fueron contados de la vejez de treinta y de sus años; y el número de ellos, treinta treinta treinta y ocho mil.
De la casa de Jehová, veinte mil y cuatro mil; y seis mil seiscientos mil y jueces;
Y cuatro mil porteros, y cuatro mil; y Jehová con los vasos que hice, dijo: David á alabanza.
Y David repartieron en los hijos de Leví, los hijos de Leví: Gersón, Coath, y Merari.
De los Gercos fueron Laadán, y Sibán.
Los hijos de Laadán: el principal de Jehiel, y Joel, y Joel.
Los hijos de Semei: Selmith, y Asán, y Harán. Estos fueron tres principal de los padres de Laadán.
Y los hijos de Semei fueron Jarías, y Jepías. Estos fueron los hijos de Semeías. Estos fueron los hijos de Semei.
Y Jaría fué el principal de Sizzah: mas Jepías y Bería no había muchos hijos; por tanto, conforme á la casa de su padre, conforme á la casa de ellos.
Los hijos de Coath: Amram, Izai, Hebrón.
Los hijos de Amram, Aarón y Aarón: y Aarón fué apartado del santuario, para que santificase las cosas santo, y sus hijos para quemarlo delante de Jehová, para quemarlo delante de él.
Y acerca del varón de Dios, sus hijos fueron llamado tribu de Leví.
Los hijos de Moisés fueron Gersón, y Eliezer.
De los hijos de Gersón, Seel principal.
Y fueron los hijos de Eliezer, Reer principal de Eliezer. Y ninguno tenía hijos de Reer: mas los hijos de Reer fueron muchos.
De los hijos de Izhar: Sebel principal de los principal.
De los hijos de Hebrón: Jerías el primero, Amarías el tercero, y Jepanael, y Jepanam el cuarto cuarto.
De los hijos de Uzziel: Michââ el primero, y el segundo principal.
Los hijos de Merari: Maophi, y Musi. Los hijos de Maopi: Eleazar, Eleazar, y Cis.
Y murió Eleazar, y no tuvo hijos; y sus hermanos tomó los hijos de Cis.
Los hijos de Mopi: Maphi, y Ethán.
Estos fueron los hijos de Leví, conforme á la casa de sus padres; y los principales de los padres, como por el número de los nombres de ellos, de la obra de ellos, para que hicieron la obra de la casa de Jehová.
Porque dijo David: Jehová Dios de Israel ha dado reposo á su pueblo, para que habiten Jerusalem:
Y á los Levitas, no serán más del tabernáculo, ni á todos los vasos de ella.
Porque por las palabras de David fueron contados de los Levitas, de veinte años;
Porque los hijos de Aarón se esperaron á los hijos de la casa de Jehová, en las cámaras de la casa de Jehová, y en las cámaras, y en las cámaras, y en las cámaras de toda la obra de la casa de Dios;
Por el pan, y por el pan de harina, y de la flor de harina, y de los panes sin levadura, y de los panes, y los que está en la vivas, y para todos los que es el mantenimiento, y todos los que es de la flor de la flor de harina;
Y á todo lo que sea alabado á Jehová, y á Jehová, y á la tarde;
Y para que sacrificarse á Jehová en los sábados, en las solemnidades, y sobre las solemnidades, conforme á las solemnidades, conforme á la orden á ellos, delante de Jehová:
Y para que guardasen la guarda del tabernáculo del testimonio, y la guarda del santuario, y la guarda de los hijos de Aarón, en el ministerio de sus hermanos, en el ministerio de la casa de Jehová.
Joas era siete años cuando comenzó á reinar, y reinó cuarenta años en Jerusalem.
Y Joas hizo lo recto en ojos de Jehová todos los días de Joiada.
Y Joiada le tomó dos mujeres; y engendró hijos é hijas.
Y aconteció que después de esto fué Joas, para que la casa de Jehová.
Y juntándose los sacerdotes y los Levitas, y les dijo: Id á las ciudades de Judá, y junta de todas las ciudades de Israel, y de toda la casa de Dios de vuestro año para ver el año año de la casa de Dios, y no veis.
Y el rey llamó á Joiada, y le dijo: ¿Por qué no has de subir de los Levitas para llevar de los Levitas y de Jerusalem, y de Jerusalem, conforme á Moisés, conforme al mandamiento del tabernáculo del testimonio de Moisés, conforme al testimonio de la testimonio de Moisés, conforme á Moisés, conforme á la congregación de Moisés, y del tabernáculo del tabernáculo del tabernáculo del testimonio de los Levitas?
Porque los hijos de Athalía, que la mujer de Dios; y también toda la casa de Dios, y toda la dedicación de la casa de Jehová se rebelaron sobre los Baales.
Y á la puerta del rey, hicieron un pelo de la puerta de la casa de Jehová.
Y pusieron por Judá y Jerusalem por Jerusalem y Jerusalem, para llevar á Jehová el siervo de Moisés, que Moisés puso Moisés sobre el desierto de Israel en el desierto de Israel.
Y todos los príncipes y todo el pueblo se alegraron, y metieron en el lago, hasta que habían hecho.
Y aconteció que el día de lo que había traído á la mano del rey, por mano del rey de los Levitas, y como vieron allí allí el dinero de los Levitas, y vieron allí el dinero del rey, y que estaba en ella el lugar de su lugar, y el lugar de la otra vez.
Y el rey y Joiada lo dió á los tales de la casa del ministerio de la casa de Jehová, y los perros y los perros á la casa de Jehová, y á los que obran la casa de metal y de metal.
Así que los hombres hicieron, y la obra era perfección de ellos, y pusieron la casa de Dios en su lugar, y lo hizo.
Y habiendo acabado el reposo de la casa de la dinero delante del rey y Joiada, de Joiada, de la casa de Jehová, de los vasos de la casa de Jehová, para ministrar, y los vasos de plata, y los vasos de plata.
Y levantóse Joiada, y lleno de días cuando murió, ciento y treinta años; y era de ciento y treinta años.
Y sepultáronlo en la ciudad de David entre los reyes de Israel, por cuanto había hecho bien en Israel, y hacia su casa.
Y después de la muerte de Joiada vino á los príncipes de Judá, y hizo reistir al rey. Entonces el rey les oyó.
Y dejaron á la casa de Jehová Dios de sus padres, y sirvieron á los ídolos y á Jerusalem; y vino sobre Judá y á Jerusalem y á Jerusalem.
Y enviólos á los profetas, para llevarlos á Jehová; y ellos contaron contra ellos: mas no quiso oído.
Y vino el espíritu de Dios sobre Zacarías hijo de Joiada sacerdote, el cual estaba sobre el pueblo, y les dijo: Así ha dicho: Así ha dicho el Dios de los mandamientos de los mandamientos de Jehová, que no habéis prosperado.
Y conspiraron contra él, y con piedras en el patio de la casa del rey en el patio de la casa de Jehová.
Así que el rey Joas no se acordó de su padre Joiada, sino mató á él su hijo. Y cuando murió, dijo: Jehová lo vió, y vió sobre ella.
Y aconteció que en el año del año, que subió el ejército de Siria contra él; y vinieron contra él á Judá y á Jerusalem, y destruyeron á todos los príncipes del pueblo de Damasco, y á todos los pueblos de Damasco, y á todo el rey de Damasco.
Porque el ejército de los Siros vinieron con una compañía de hombres, y Jehová entregó un gran ejército en sus manos, por cuanto habían dejado á Jehová Dios de sus padres. Y dejaron el juicio contra Joas.
Y partidos de él de él, porque no le habían quedado en gran manera, sus siervos contra él, sus siervos contra él la sangre de los hijos de los hijos de Joiada, y matáronlo á su cama, y á su cama, y no le mataron en la ciudad de los sepulcros de David.
Y estos son los que criaron contra él; Zabad hijo de Sima, y Jozabad, y Jozabad hijo de Sima.
Y acerca de sus hijos, y la grandeza de las cargas de la casa de la casa de Dios, y de la casa de la casa de Dios, he aquí está escrito en la tempestad del libro de Amasías su hijo.
Y todo el pueblo se juntaron como uno delante de la plaza que estaba delante de la puerta; y hablaron á Esdras, al escriba de la ley de Moisés, que Jehová había mandado á Israel.
Y Esdras hizo el sacerdote delante de la Pascua de la congregación y mujeres, y todos los que habían oído con inteligencia, sobre el primer día del mes séptimo.
Y leyó delante de ella la entrada que estaba delante de la puerta hasta la mañana, hasta el día de la mañana y las mujeres que habían visto; y los oídos de todos los pueblos, y los oídos de la ley hasta el libro.
Y Ezra escriba escriba, el cual había hecho la madera de madera, que había hecho por el consejo; y estaba junto á Mathththán, y á Mathaía, y á Mithón, y á Maasías, y á Maasías, y á sus manos, y á Maasías, y á Mithón, y á Maasías,
Y Esdras abrió el libro en ojos de todo el pueblo; (((((((Selah, y cuando abrió todo el pueblo;
Y Esdras bendijo á Jehová Dios, y á todo el pueblo, y dijo: Amén; Amén, de mano de sus manos; y inclináronse sus cabezas, y adoraron á Jehová con sus rostros á tierra.
Y Jesuá, y Bani, y Sebías, en Amib, Sopthi, Sopthi, Sarai, Maasías, Maasías, Maasías, Maasías, y Maasías,
Y leyeron en el libro de Dios en la ley de Dios, y diéronlos, y les dió aviso á los que entienden.
Y Nehehehehehea es el Tirsatha, y Esdras sacerdote escriba escriba, y los Levitas que enseñan al pueblo, dijo á todo el pueblo: Este es Jehová vuestro Dios, no lloran todas las palabras de la ley, ni lloran todas las palabras de la ley.
Entonces él les dijo: Id vuestro camino, el sebo, y bebiendo el suavidad, y enviad las aflicciones á los cuales nada es aparejada: porque este día es el Señor nuestro Señor Jehová.
Y los Levitas iban todos los pueblos, diciendo: Entra paz en el día santo; y no seáis contristados.
Y todo el pueblo se fué á comer, y bebiendo á beber, y enviar á beber, y á enviar las palabras que habían oído las palabras que habían declarado á ellos.
Y juntándose el segundo día de los príncipes de los padres de todos los sacerdotes, y los Levitas, á los sacerdotes, y á los Levitas, á los cuales entendían las palabras de la ley.
Y hallaron escrito en la ley que Jehová había mandado á Moisés, para que los hijos de Israel moraban en la fiesta del mes séptimo el mes séptimo:
Y los que llevasen en todas sus ciudades, y en todas sus ciudades, diciendo: Ve á Jerusalem, y á la olivas, y á la olivas, y á sus ramas, y á sus ramas, y las ramas de las ramas, y está escrito.
Entonces el pueblo salió, y los sacó, y los sacó de la casa de su casa, cada uno sobre la casa de su casa, y en sus atrios, y en sus atrios, y en la puerta de la casa de Ephraim, y en la puerta de la puerta de la casa de Ephraim.
Y toda la congregación de los que habían salido de la cautiverio, é hicieron debajo de la transda, y sentándose debajo de los días de Jesuá hijo de Jesuá hijo de Jesuá, que no había gran gran día hasta el día de los hijos de Israel.
Y en aquel día, desde el primer día hasta el postrero de la ley de la ley de Dios. Y guardaron la fiesta de la ley. Y los siete días, y los siete días.
Y RESPONDIÓ Eliphaz, y dijo:
¿Ha más sabio de vano, y henchirá su vientre con el oriente?
¿Has de ver á la mesa? ¿ó con que no hará bien?
Y tú, oh temor de temor, y de oración delante de Dios.
Porque tu boca ama ama la iniquidad, y tú has hecho la lengua de los consejos.
La boca te condena, y no te he yo: y tus labios te testifican contra ti.
¿Eres tú el primer varón que nació? ¿ó has hecho delante de los collados?
¿Has oído tú el secreto de Dios? ¿y te has hecho en sabiduría?
¿Qué sabes tú, que no conocemos? ¿qué tienes en nosotros?
Con nosotros nosotros son los manmantos, y los hombres de tu padre.
¿Por qué te es el ojo de Dios con ti? ¿hay oculto contigo?
¿Por qué te echará tu corazón? ¿y qué tus ojos se avean,
Para que sacaste tu espíritu contra Dios, y las palabras de tu boca?
¿Cuál es el hombre que sea limpio? ¿y quién es nacido de mujer, para que sea justo?
He aquí, no espera en sus santos; y los cielos no están en sus ojos.
¿Cuál es más más más de tu hombre, que bebe agua?
Yo te mostraré, y que me he visto; y lo que he visto;
Los sabios de ellos han dicho de sus padres, y no se escondió:
Y el que había dado la tierra, y no pasaba entre ellos.
El impío corta con todos sus días, y el número de los años es el número de los años.
El soñoso está en sus oídos: en prosperará el mal.
No cree el que se volverá de las tinieblas, y él está esperado de espada.
Dejando él el pan de pan, diciendo: ¿Dónde sabe que el día de tinieblas está cerca de su mano.
Dejejejejejante y cae; temerán contra él, como rey rey.
Porque él extiende su mano contra Dios, y rerebre contra el Todopoderoso.
Dejó sobre él su cuello, sobre su cuello;
Por cuanto cubre su rostro con grosura de grosura, y el tortortortorcido de sus arcos.
Y habita en todas las ciudades, y en las casas que no han de parar.
No será rico rico, ni su hacienda permanecerá, ni tendrá más de ella la perfección.
No se apartará de las tinieblas, la llama de sus ramas, y por el espíritu de su boca saldrá.
No el que espera en vanidad; porque vanidad será su liberto.
En tanto, será derramada delante de su tiempo, y sus ramas no serán quebrantados.
Delante de la vid se hartará como la vid, y echarán sus raíces como la olivas.
Porque la congregación de los hipócritas serán desierta, y fuego de madera.
Las nuevas, y llevaron vanidad, y sus vientre.
¡ay de mí, oh Jehová! ¡ay de mí! los que se levantan contra mí.
Muchos que dicen de mi alma, no hay quien le ayude en Dios. (Selah.)
Mas tú, oh Jehová, eres escudo de mí; y la gloria de mi cabeza.
CE clamé á Jehová con mi voz, y él me oyó de su santidad. (Selah.)
Dejéme y se acosté; porque yo me abriré.
No temas de diez millares de millares, que se puso contra mí alrededor de mí.
Levántate, oh Jehová Dios mío: sálvame á todos mis enemigos sobre los enemigos; porque tú has caído todos mis enemigos sobre los dientes de los dientes.
Saludad á Jehová: tu bendición está sobre tu pueblo. (Selah.)
Alégraos en Jehová, oh justo: porque alabanza es el recto.
Aleluya con arpa: cantadle con salterio y salterio.
Sabiendo á él un cáncántico, y á gran estruendo.
Porque la palabra de Jehová es recto; y todas sus obras han hecho en verdad.
El que ama justicia y juicio: la tierra está llena de bien.
Por la palabra de Jehová fueron los cielos, y todo el ejército de ellos.
A las aguas de la mar se juntó de la mar: quebrará el profundo en el profundo.
Todos los moradores de la tierra teman á Jehová: todos los moradores del mundo le quedamos.
Porque él hablaba, y fué hecho; mandó que él.
Jehová hace el consejo de las gentes de las gentes: hace el pueblo de los pueblos de ninguno.
El consejo de Jehová espera para siempre, los pensamientos de sus corazones.
Bendito el nación que se llamaba Jehová, y el pueblo que ha elegido á su heredad.
Jehová mira desde el cielo, y él todas las cosas de los hijos de hombres.
Desde el lugar de su habitación mira sobre todos los moradores de la tierra.
Dejóse el corazón de ellos á sus corazones, y á todas sus obras.
No hay rey por la multitud de un ejército: el valiente no ha librado por fuerza.
El caballo es el caballo de vano; y no librará por su fortaleza.
He aquí el ojo de Jehová está sobre los que le temen, sobre los que temen en su misericordia;
Para librar su alma de muerte, y para guardar en hambre.
Nuestra alma espera á Jehová: es nuestro ayuda y nuestro escudo.
Porque nuestro corazón se alegrará en él, porque hemos esperado en su santo santo nombre.
Sea sobre nosotros tu misericordia, oh Jehová, conforme á la esperanza de ti.
Al Músico principal: Salmo de David. Al Músico principal: Salmo de David. OH David, mi alma te buscaré mi carne y sed en sesequeda, donde no hay agua;
Para ver tu fortaleza y tu gloria, como yo te he visto en el santuario.
Porque tu misericordia es mejor que mi vida, mis labios te alabarán.
Así te bendeciré ahora cuando viviré: levantaré mis manos en tu nombre.
Mi alma se hartará como de grosura, y mi boca te alabará contigo.
Cuando te acordare de ti sobre mi cama, y de la noche.
Porque tú has sido mi ayuda, en la sombra de tus alas me alegraré.
Mi alma se sigue tras ti: tu diestra me hace.
Mas los que buscan mi alma, para destruirla á la de la tierra.
Y caerán por espada á cuchillo: serán la porción.
Mas el rey se alegrará en Dios; cada uno de él hablará gloria: mas la boca de los que hablan mentira.
Jehová reinó sobre la grandeza de la majada: Jehová es vestido de fortaleza, con la cual se ha desechado el mundo: el mundo también el mundo, el que no se puede conmovir.
Tu trono es afirmada de antiguo: tú eres desde el siglo.
Los ríos alzaron á Jehová, oh Jehová, las ríos alzaron su voz; ríos alzarán sus ríos.
Jehová sobre los alto más más fuerte que el estruendo de muchas aguas, y más fuertes de la mar.
Tus testimonios son muy muy muy: viene tu casa, oh Jehová, para siempre.
A ti levantaré mis ojos, oh Jehová, que habite en los cielos.
He aquí que los ojos de los siervos de sus amos á mano de sus señores, y á los ojos de sus criadas á la mano de sus ojos, así nuestros ojos de Jehová nuestro Dios, hasta que nos esperó sobre nosotros.
¿Has misericordia de nosotros, oh Jehová, misericordia de nosotros nosotros nosotros somos llenos de tentar.
Nuestro alma de los soberbios es de los soberbios, y de los soberbios de los soberbios.
Hijo mío, no olvides mi ley; mas tus mandamientos guardan mis mandamientos:
Porque la longitud de días, y la vida, y la paz te serán para ti.
No te dejan misericordia de ti: de tu cuello como la mesa de tu corazón;
Y hallarás gracia y prudente en ojos de Dios y de hombre.
En Jehová con todo tu corazón con todo corazón; y no á tu entendimiento.
En todos tus caminos le protestan sabiduría, y él enderezará tus veredas.
No seas sabio en tus ojos: temed Jehová, y se apartará de mal.
Saludad á tus niños, y á tus huesos.
Honra á Jehová con tu hacienda, y con las primicias de todas tus frutos:
Y tus pechos serán hartos de hartura, y tus párpados de vino.
Hijo mío, no recibía el incienso de Jehová; ni sed de su corrección.
Porque el que ama Jehová ama al padre, como padre en el cual hiriere.
Mejor es el hombre que halla sabiduría, y el hombre que hace entendimiento.
Porque el mercader de ella es mejor que los mercades de plata, y de oro, y de oro que el oro de plata.
Quebrantada es más preciosa que las cosas: y todas las cosas no son perdonados.
Llama de días está en ella diestra; y en sus riquezas y honra.
Mejor es caminos de los caminos, y todas sus veredas.
Un árbol de vida es para los que se ponen sobre ella; y bienaventurado.
Jehová por la sabiduría fundó la tierra; el cual afirmó los cielos.
Por el profundo sus abismos serán quebrados, y las nubes.
Hijo mío, no se apartan de tus ojos: guardarán sabiduría y la sabiduría.
Y serán vida á tu alma, y á gracia.
Entonces andarás en tu camino, y tu pie no perdonará.
Cuando te acostares, no te temerás; y tu sueño será quebrantado, y tu sueño será quebrantado.
No temáis de temor de los impíos, ni de la soledad, cuando viene.
Porque Jehová será tu confianza, y guardará tu pie desde el pie.
No lo bueno de ellos es bueno de ellos, cuando está en poder de tu mano para hacer.
No digas á tu prójimo, y vete, y mañana, para que yo te daré; cuando fueres por ti.
No temas mal contra tu prójimo, cuando él mora en ti.
No te probéis con el hombre sin causa, si te ha hecho.
No matarás la opresión, y ninguno de sus caminos.
Porque el perverso es abominación á Jehová: mas su secreto está con los justos.
El maldición de Jehová está en la casa de los impíos: mas él bendecirá el término de los justos.
Ciertamente él cortó las esquinas: mas él da á la gracia.
Los sabios heredarán gloria: mas la confusión de los necios será deshonda de los necios.
Yo dije en mi corazón: Ve ahora ahora ahora te haré yo contigo, y he aquí; y he aquí, he aquí también esta vanidad es vanidad.
Y dije de la villa: ¿Quién es el que hace?
Conforme en mi corazón á mí vino mi corazón, y á la sabiduría; y á la sabiduría de la sabiduría, hasta que veía lo que veía bien por ver lo bueno de los hijos de los cielos, para que sean debajo del cielo debajo de todos los días de su vida.
Yo me he hecho muchas obras; me he edificado casas, y me planté viñas:
Yo me formé las cargas, y planté en ellas de toda especie:
Conforme de agua de agua, para con ella la leña que saca;
Yo me tengo siervos y siervas, y tenían siervos en mi casa; y yo he hecho grande, y sobre todos los animales de grande y de animales que en Jerusalem estaba delante de mí:
Y me juntaron plata y oro, y oro, y el tesoro de los reyes de los reyes; á mí y á los cantores y á las mujeres, y á las mujeres de los hijos de los hijos de los hijos de los hijos de los hombres.
Así que era grande, y creí más que todos los que delante de mí en Jerusalem; y mi sabiduría estaba con mí.
Y todo lo que mis ojos no guardé de ellos, ni mi corazón de todo corazón; porque mi corazón se alegró en todo mi trabajo.
Y miré en todas las obras que mis manos habían hecho, y sobre el trabajo que había estado, y he aquí, y he aquí todo vanidad, y he aquí todo el espíritu de espíritu de espíritu, y no hay debajo del sol.
Y torné á mí sabiduría, y he aquí que el hombre se ha de hacer: ¿qué manera que el rey viene? porque ¿qué ha sido hecho lo que ha hecho.
Entonces vi que la sabiduría se ha visto como la luz, como la luz de las tinieblas.
Los ojos del hombre son en su cabeza; mas el necio anda en tinieblas: y yo también me he visto que uno de ellos.
Entonces dije yo en mi corazón: Como el necio es el necio, así me me me ha sido deshonrado; y ¿por qué me estaba más sabio en mi corazón? Y dije: Yo también yo he dicho esta vanidad.
Porque no hay memoria del sabio que el necio más del necio para siempre; por lo que ahora se ha olvidado de venir á todos los días. Y ¿cómo se ha olvidado del necio? Y el hombre como el necio.
Por tanto yo aborrecido la obra que es debajo del sol: porque todo vanidad y aflicción de espíritu es vanidad y de espíritu.
Y aborrecido á todo mi trabajo que yo había tomado debajo del sol; porque yo lo dejé.
¿Y quién sabe el sabio ó el necio ó el necio? mas él se enseñoreará de toda mi trabajo en todo lo que he hecho, y en lo que yo he mostrado el sol debajo del sol. Este es la vanidad.
Por tanto, yo fuí á causa de mi corazón, para que yo tomó debajo del sol.
Porque hay un hombre que hay en sabiduría, y en sabiduría, y en la ciencia, y en el hombre que no tiene en ella: mas el que no dejará en ella su parte. Este es la grande grande y la vanidad.
Porque ¿qué tiene el hombre de todo su trabajo, y de los pensamientos de su corazón, en lo que tiene debajo del sol?
Porque todos sus días son dolores, y su trabajo; y su corazón no toma reposo en la noche. Este es vanidad.
Mejor es nada mejor que el hombre había de comer y bebida, y bebiendo de beber su alma. Este es su alma en su trabajo. Este vió también también también de la mano de Dios.
Porque ¿quién comeréis, ó quién se puede más de cierto, más más que yo?
Porque da Dios al hombre que es bueno en sus ojos, y ciencia; mas el gozo, y el gozo, para que da el trabajo y el trabajo para que le dé, y para que le dé el bien delante de él.
Y en aquel día dirás Jehová, oh Jehová, te alabaré: mas tú te alabaré.
He aquí, Dios mío es mi salud; y no temas: porque Jehová ha dicho á AH David mi fortaleza y á mi fortaleza.
Por tanto, con gozo sacaréis de las aguas de salud.
Y en aquel día diréis: Aleluya, invocad su nombre entre el pueblo, sus obras, y sus obras.
Dabiendo á Jehová, porque él ha hecho lo que ha conocido en toda la tierra.
Cántico gradua de Sión: porque es el Santo de Israel en medio de ti.
He aquí yo mi siervo, el cual me crió mi alma, en el cual mi alma; he puesto mi espíritu sobre él, y pondrá mi espíritu á los Gentiles.
No clamará, ni alzará su causa, ni se alzará en la plaza.
No quebrantará á la caña, y el rey se apagará, y no se apagará el juicio á la verdad.
No se desfaltará ni se apartará, hasta que puso juicio en la tierra: y la fuente esperarán en la tierra.
Así ha dicho el Dios: El que se crió los cielos, y la extenderá; el que la tierra viene, y que viene de la tierra, y que la da al pueblo sobre ella, y el espíritu que está en ella;
Yo Jehová te he invocado en justicia, y haz tu mano, y te guardaré, y te daré por pacto de los pueblos, por la luz de los Gentiles;
Para que abrir los ojos de la cárcel de la cárcel, y los que estaban en tinieblas de la casa de la casa.
Yo soy Jehová: el que es mi nombre: y mi gloria no daré para dar, ni mi alabanza.
He aquí, las cosas pasados, y las cosas que yo os declaré: delante de ellos os digo.
Cantad á Jehová, y á su alabanza, y á su alabanza de la tierra, para que vaya en ella á la mar, y á todos sus moradores, y á sus moradores, y á sus moradores.
Sean el desierto y sus ciudades alzarán su voz, y las ciudades de Cedar: los moradores de la piedra cantarán, desde la cumbre de los montes.
Sean gloria á Jehová, y denunciarán su alabanza en las islas.
Jehová saldrá como el valiente, y él hará celo como un celo de guerra: el clamor de guerra clamará, y él clamará; y él clamará contra sus enemigos.
En tiempo he sido mi paz; he sido en mi tiempo, y me me inclinaré: ahora clamaré como una mujer como una mujer, y quebraré en medio de ella.
A los montes asolaré y los collados, y secaré todas sus islas; y haré asolar los ríos, y pondré las tierras, y las secaré.
Y sacaré el ciego por camino que no conocen; yo los que han conocido en las veredas, no conocen la luz delante de ellos, y las cosas sacaré delante de ellos, y no les desampararé.
Todos ellos se tornarán, serán en gran manera, que esperan en las esculturas, que dicen á las estatuas de fundición, nuestros dioses.
Oye, y mirad, y veis, y veis.
¿Quién es ciegos, ó mi siervo? ¿ó mi mensajero que yo envió? ¿quién es el que el ciego como ciegos, y ciegos como los ciegos como el siervo de Jehová?
Dabiendo muchas cosas, mas tú no aveas; mas él no oye.
Jehová es agradado por amor de su justicia; él ensalzará la ley, y lo hará.
Mas este pueblo es fuerte y despojada; todos ellos son de lazos, y escondas en la cárcel: porque son escondas en la cárcel, y no tienen la presa, y ninguno de ellos.
¿Quién os dará entre vosotros esto esto esto? ¿quién oirá el tiempo para venir?
¿Quién dió Jacob por presa, y Israel á los suyos? ¿no quiso Jehová, contra el cual hemos pecado? porque pecaron contra sus caminos, ni en sus caminos, ni en sus caminos.
Por lo cual derramó sobre él el furor de su ira, y la fortaleza de la batalla: y él lo hizo fuego en derredor de él, y no la conoció, y no lo hizo.
Oh los hijos de Benjamín, os juntéis de Jerusalem, y tomad la trompeta en Tecoa, y tomad la bocina de fuego en Beth-coa, y alzad señal de la tierra.
Yo soy la hija de Sión á una hija de Sión, y la mujer de la mujer.
Los pastores vendrán con sus ovejas á ella; serán sus tiendas contra ella alrededor de ella; apacentarán cada lugar en su lugar.
Apartaos contra ella contra ella; levántate, y salmos en medio de nosotros. ¡Ay de nosotros! ¡Ay de la tarde! porque el día de la tarde se extenderá la tarde.
Levántate, y vete de noche, y destrugamos sus palacios.
Porque así ha dicho Jehová de los ejércitos: Haced el monte de Jerusalem, y echó en el monte de Jerusalem: ésta es la ciudad para visitarse en medio de ella.
Como la fuente de sus aguas la planta de ella, y la maldad está en ella; y oí delante de mí, delante de mí, delante de mí, y de las heridas.
Tú, oh Jerusalem, oh Jerusalem, no te apartes de ti mi alma; porque te he asolada, no te he habitada.
Así ha dicho Jehová de los ejércitos: Querán el resto de Israel como una vid de la vid de Israel como una vid: aparta tu mano como la vid en las bodas.
¿A quién hablaré, y yo te daré, para que oyeren? He aquí su oído, y no oyen la palabra de Jehová? He aquí la palabra de Jehová les es oprobio.
Por tanto, yo estoy lleno de la ira de Jehová; yo estoy con los hijos de ella: derramaré sobre los hijos de la congregación, y sobre los hijos de los mancebos: porque los mancebos se juntarán con él la mujer de los días.
Y sus casas se tornarán á otros, con sus campos y mujeres; porque extenderé mi mano sobre los moradores de la tierra, dice Jehová.
Porque desde el más pequeño de ellos hasta el mayor de ellos: y de la avaricia, y del profeta hasta el profeta hasta el sacerdote hasta el sacerdote.
Y sanaron también el mal de la hija de mi pueblo, diciendo: Paz, paz; cuando no hay paz.
¿Por tanto se avergonzaron cuando se han hecho abominación? No se avergonzarán todos ellos, ni podían avergonzados entre ellos: por tanto caerán los que caerán entre ellos: por tanto que yo los visitaré entre ellos, dice Jehová.
Así ha dicho Jehová: Dejad en los caminos, y veis, y vió para ver las veredas, donde está el camino, y andaréis en ella, y andaréis vuestras almas. Mas ellos dijeron: No hemos dicho.
Y puse los hombres de vosotros, diciendo: Oye á la trompeta de trompeta. Mas ellos dijeron: No escucharán.
Por tanto, oid las gentes, y sabréis que está entre ellos.
Oye la tierra: he aquí que yo traeré mal sobre este pueblo, el fruto de sus pensamientos, por cuanto no oyeron mis palabras, ni oyeron mis palabras, ni desecharon mi ley.
¿Por qué me me ha de mí el perfume, y el sumo de la tierra de lejos? ¿No son los holocaustos, ni vuestros sacrificios, ni vuestros sacrificios, ni vuestros sacrificios.
Por tanto, así ha dicho Jehová: He aquí que yo pongo delante de este pueblo, y los hijos de este pueblo caerán delante de ellos; y los hijos de su prójimo perecerá.
Así ha dicho Jehová: He aquí un pueblo de la tierra, y gente grande será resucitado de los lados de la tierra.
Harán la lanza y lanza, y la lanza, y no tienen misericordia; su voz voz voz como la mar; y sobre los caballos como la mar, y sobre los caballos como la guerra contra ti, oh hija de Sión, oh hija de Sión.
Nosotros hemos oído la fama de ellos: nuestras manos se enamaron: nuestras manos ha tomado de nosotros, y en el trabajo de mujer, y en trabajo de mujer de mujer.
No entres en el campo, ni andéis por el camino de la espada y de temor.
Oh hija de mi pueblo, te sacaste de saco, y te multiplicó en ceniza: haz sobre ti tu llanto como un gran llanto, y amarga; porque el temor de repente vendrá sobre nosotros.
Yo te he puesto una torre entre mi pueblo, para que conozcas y el ministerio.
Y todos los que pasaban de ellos, vinieron de metal; son metal, y hierro, y hierro; todos ellos son fuertes.
Los Hebreos fueron consumidos, el cual está consumido de fuego, debajo de vano: porque los impíos no son desmayados.
Reciendo plata á los hombres, porque Jehová los ha desechado.
Y aconteció en el cuarto año de Joacim hijo de Joacim rey de Judá, que fué esta palabra á Jeremías rey de Jehová, diciendo:
Toma un libro de libro, y escrita todas las palabras que he hablado á ti contra ti, y contra Judá, y contra Judá, y contra todas las gentes, desde el día de los días hasta el día de Josías, hasta hoy.
Así que, sea que la casa de Judá oyeren todo mal que yo les he de hacer; para que se tornan cada uno de su mal mal mal, para que yo perdona su pecado y su pecado.
Entonces Jeremías llamó á Baruch hijo de Nerías: y Baruch escribió de la boca de Jeremías todas las palabras de la boca de Jehová, que le había hablado sobre él un libro de libro.
Y Jeremías mandó á Baruch, diciendo: Yo soy yo; no puedo entrar en la casa de Jehová:
Por tanto, y leleleció en el lugar que has escrito de mi boca, las palabras de Jehová en oídos de la casa de Jehová en oídos de la casa de Jehová sobre el día de la casa de la casa de Judá.
Dejarán á ellos su ruego delante de Jehová, y volveránse cada uno de su mal: porque grande es el furor y la ira que Jehová ha de dar el pueblo contra este pueblo.
Y Baruch hijo de Nerías hizo conforme á todo lo que le mandó, le mandó en el libro de Jehová en el libro de la casa de Jehová en el libro de la casa de Jehová.
Y aconteció en el quinto año de Joacim hijo de Josías, rey de Judá, en el mes de nona, en el mes de los nueve varones delante de Jehová á todo el pueblo en Jerusalem, y á todas las ciudades de Jerusalem.
Y leció Baruch en el libro de Jeremías en la casa de Jehová, en cámara de Gemarías hijo de Gemarías, hijo de Saphán escriba, en el atrio de la casa de Jehová, en el atrio de la casa de la casa de la casa de Jehová.
Y oyendo Michâías hijo de Gemarías, hijo de Saphán, que oyó todas las palabras de todas las palabras de Jehová,
Y descendió á la casa del rey, al escriba de la cámara de la cámara: y he aquí, todos los príncipes de la cámara de Elisama, y á Elisama hijo de Jepama, y á los príncipes de la casa de la guardia, y á los príncipes de los príncipes de la casa de los príncipes de los príncipes de los príncipes de los príncipes de la guardia, y á los príncipes de la casa de la casa de los príncipes de la cual estaban allí, y á los príncipes de los príncipes, y á los príncipes, y á los príncipes de los príncipes de los príncipes de los príncipes,
Entonces Michâías les había oído todas las palabras que había oído, oyendo Baruch el libro en oídos del pueblo.
Por tanto, todos los príncipes de Nethanías hijo de Nethanías, Selaías hijo de Seleelei, á Baruch hijo de Baruch, á Baruch, diciendo: Toma tu mano en la mano de Nachîn, y á sus oídos de Nachîn hijo de Nachîn, y á Baruch hijo de Nachîn, y á Baruch hijo de Nachâ, y á Baruch hijo de Nachâ, y á Baruch hijo de Sebías, y á Baruch hijo de Nachâ.
Y le dijeron: Dejad ahora ahora ahora, y lo leció en nuestras oídos. Y Baruch leció á Baruch en sus oídos.
Y como oyeron todas las palabras de todas las palabras, fueron miedo, y dijeron á Baruch, y á Baruch, y á Baruch rey de todas estas palabras.
Y preguntaron á Baruch, diciendo: ¿Cómo has escribirás todas estas palabras?
Y Baruch les respondió: Dejad todas estas palabras á mí, y les he escrito en el libro.
Y dijeron los príncipes á Baruch: Id tú, y no conocéis: y nadie conocéis.
Y entraron en el patio al atrio, y pusieron en la cámara de Elisama, y contaron en la cámara de Elisama escriba, y todas las palabras de los oídos del rey.
Así que el rey envió á retrair á la gente: y tomó de Elisama, escriba de Elisama escriba. Y lelelevió á la cámara del rey, y vió á todos los oídos del rey, y á todos los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes del rey.
Y el rey estaba sentado en la casa de los nueve del mes; y había un fuego delante de él.
Y aconteció que, cuando levió tres vacas ó tres sepulcros, le cortó con los cuatro sepulcros, y lo echó con ella en el fuego que estaba en el fuego hasta el fuego, hasta que había consumido en todo el fuego, hasta que había consumido en el fuego.
Y no temían de sus vestidos, ni sus vestidos, ni el rey de sus siervos que oyeron todas estas palabras.
Mas á Elnaías, y á los Gememememememememi que no quiso quemar al rey que no la quemase.
Mas el rey mandó á Jerameel hijo de Hamhael, y Seraías hijo de Azriel, y Seladías hijo de Abasías, á Baruch hijo de Abasías, y á Jeremías, y á Jeremías.
Y fué palabra de Jehová á Jeremías, después que había quemado al rey, y las palabras que escribió á Baruch, y las palabras de la boca de Jeremías, diciendo:
Toma á ti otra vez otra vez, y escritura en todas las palabras que estaban en el primero de Joacim, el cual hizo Joacim Joacim Joacim al rey de Judá.
Y dirás á Joacim rey de Judá: Así ha dicho Jehová: ¿Por qué has quemado esto, diciendo: Por qué has escrito: Por qué has escrito: El rey de Babilonia y de esta tierra vendrá esta tierra, y la cual vendrá de allí, y de allí la bestia de allí, y de allí, y de allí, y de allí.
Por tanto, así ha dicho Jehová de Joacim rey de Judá: No habrá quien se sentare sobre el trono de David: y su cuerpo será echado en el día hasta el día de la noche, y en la noche.
Y visitaré á su simiente y á sus siervos; y traeré sobre ellos, y traeré sobre ellos, y sobre los moradores de Jerusalem, y sobre los moradores de Jerusalem, y sobre todos los hombres que yo soy mal contra ellos.
Entonces Jeremías tomó á la gente, y diólo á Baruch hijo de Nerías, hijo de Nerías; el cual escribió de la boca de Jeremías, que había escrito en ella las palabras de Joacim rey de Judá.
Y clamando en mis oídos con gran voz, diciendo: Dejad á los que tienen sobre la ciudad hasta la ciudad, cada uno con su mano.
Y he aquí seiscientos hombres de la puerta de la puerta del norte, la cual está hacia el norte, y cada uno la matada en su mano, y cada uno en su mano, y un varón de lino.
Y salió la gloria de Dios de Israel desde el querubín ín hasta la casa de la casa de la casa. Y llamó á la casa de la casa. Y llamó á llamar al varón de lino, que tenía de su cuerno.
Y Jehová le dijo: Id por medio de la ciudad, por medio de Jerusalem, y puso en medio de Jerusalem, y puso un pelo sobre las cabezas de los hombres que se vean en medio de todos sus abominaciones.
Y á los otros decían: Id en mi oído, Anid por la ciudad, y heriréis: No perdonéis vuestro ojo, ni perdonéis á vuestro ojo;
De los viejos y los niños, y mujeres, y mujeres, y mujeres; mas no llegue sobre el hombre, y no está cerca de mi santuario, y en mi santuario. Entonces comenzaron á los hombres delante de los hombres que estaban delante de la casa de los hombres.
Y él les dijo: Apartaos la casa, y henchid los atrios con los muertos: id á la ciudad. Y salieron, y mataron en la ciudad.
Y aconteció que, cuando los que se habían de venir, y había dejado á Egipto, y clamé sobre mi rostro, y clamé voces, y dijo: ¡Ah el Señor Jehová!
Y díjome: La iniquidad de la casa de Israel y Judá es grande grande, y la tierra está llena de sangre, y la tierra llena de la sangre, y de la ciudad, y la cual dicen Jehová, y no ha dejado la tierra.
Y á mí no perdonará mi ojo, ni me perdonará, ni yo la perdonaré su camino sobre su cabeza.
Y he aquí que el hombre se vestido de lino, que tenía un cuerno por su lado lado, diciendo: Di, yo he hecho como tú me has hecho.
Por tanto, hijo del hombre profetiza contra Gog, y di: Así ha dicho el Señor Jehová: He aquí, contra ti soy el Señor de Mesulg, y el príncipe de Mopech.
Y te levantaré, y dejaré la sexta de ti, y te haré subir de ti, y te haré subir del norte, y te traeré sobre los montes de Israel:
Y heriré á tu arco de tu mano, y haré caer tus saetas á causa de tus saetas.
Y caerán sobre los montes de Israel, y todas tus compañías, y el pueblo que contigo: yo te daré á ti: yo te daré las aves del campo, y las bestias de todas las bestias del campo.
Y cayere sobre el campo, porque he hablado, dice el Señor Jehová.
Y enviaré un fuego en Maclig, y entre los que moran en las islas: y sabrán que yo soy Jehová.
Así haré yo mi santo nombre en medio de mi pueblo Israel; y no me haré contaminar mi santo santo santo nombre, y las gentes que yo soy Jehová: y las gentes conocerán más que yo soy Jehová en Israel.
He aquí que viene, y ella es el Señor Jehová, dice el Señor Jehová: este día de hoy he hablado.
Y los que habitan en las ciudades de Israel, irán, y quemarán en fuego, y quemarán las cadenas, y las escudos, y las saetas, y las saetas, y las saetas, y las saetas, y las saetas, y sus siete años de los siete años, y los siete años,
Así que, no tomarán madera del campo, ni talarán de las vivas; porque quemarán el fuego con fuego, y serán destruídos el fuego con fuego: y los que los destruyeron los destruídos, dice el Señor Jehová, y los que los destruyeron la cama.
Y será que en aquel día, que yo daré á Gog, en el lugar de los sepulcros en Israel, el valle de la mar, en el valle de la mar de la mar.
Y siete meses serán á la casa de Israel, para que limpiarán la tierra.
Y todo el pueblo de la tierra de la tierra los sepultará; y serán á ellos en el día que yo seré glorificado, dice el Señor Jehová.
Y sacarán de los hombres, y cantarán por la tierra para sepultar con los desiertos á la tierra á los que habían quedado sobre los campos de la haz de la tierra, para limpiar las siete meses: conforme á las siete meses de la tierra.
Y los que pasan por la tierra, cuando alguno de alguno viere una señal, entonces se levantará por señal de ella, hasta que él la poseerán por ella hasta que los obran en el valle de Hararareo.
Y será el nombre de la ciudad de la ciudad. Y entregarán la tierra.
Y tú, hijo del hombre, así ha dicho el Señor Jehová: Habla á todos los campos del campo, y á todo animal de la tierra, y á toda la otra parte del campo, y venid á todos vosotros, y á la sangre de mi sacrificio, y á los montes.
Y comeréis la carne de los valientes, y bebirán la sangre de los príncipes de la tierra, de carneros, de carneros, de carneros, y de cabrío, de grosura de Basán.
Y comeréis el sebo, y bebéis, y bebiereis de sangre, hasta que yo os he sacrificado.
Así se hartará de mis caballos y carros, con carros, y de guerra, y de todos hombres de guerra, dice el Señor Jehová.
Y pondré mi gloria entre las gentes, y todas las gentes verán mi juicio que he hecho, y mi mano que he puesto sobre ellos.
Así que, la casa de Israel conocerán que yo soy Jehová su Dios de día, y allí.
Y las gentes conocerán que la casa de Israel se fué en cautiverio; porque fornicaron contra mí, y escondieron mi rostro contra mí mi rostro, y les dí mi mano en mano de sus enemigos: y cayeron todos sus enemigos.
Conforme á sus rebeliones y conforme á sus rebeliones, y escondí mi rostro de ellos.
Por tanto, así ha dicho el Señor Jehová: Ahora traeré la cautividad de Jacob, y sobre toda la casa de Israel, y en toda la casa de Israel,
Después de los que habían acabado su confusión, y todas sus ofensas han destruído contra mí, cuando moraban contra mí, y no tienen temor de ellos en su tierra, y ninguno de ellos.
Cuando los saqué del pueblo, y los juntó de sus enemigos, y los santificaron de sus tierras, y los santificados en los ojos de muchas gentes;
Y sabrán que yo soy Jehová su Dios, que los había hecho á ellos en cautiverio: mas he juntado entre las gentes: mas yo las juntaré de ellos, y no tienen más más de ellos.
Y no esconderé mi rostro de ellos: porque yo derramaré mi espíritu sobre la casa de Israel, dice el Señor Jehová.
No temas, oh Israel, oh Israel, como á otro pueblo: porque tú has fornicado de tu Dios, tú has amado en todo lo que has amado.
Y el vino y el lagar no las apacentarán, y el vino en ella.
No habitarán en la tierra de Jehová; mas Ephraim volverán á Egipto, y comerá inmunda en Asiria.
No sacrificaren el vino á Jehová, ni le contarán: sus sacrificios serán como el pan de ellos: sus sacrificios serán como el pan de ellos, todos sus dioses; porque todos sus días serán en la casa de Jehová, porque su alma no vendrá en la casa de Jehová.
¿Qué haréis en el día de la fiesta, y en el día de la fiesta de Jehová?
Porque he aquí que se han salido de la destrucción: de Egipto los juntará, y sus sepultará; y los asolarán la plata para sus moradas, y las poseerán en sus moradas.
Los días de visitación son los días, los días de los siglos; Israel conocerán: Israel conocerán el profeta, el necio es el hombre espiritual, porque el hombre es el grande de tu iniquidad, y el hombre grande de tu iniquidad.
El atalaya de Ephraim fué con Dios; mas el profeta es lazo de enemigos, y en todos sus caminos, y en todos sus caminos, y en la casa de su Dios.
Por tanto se multiplicaron á sí, como en los días de Gabaa; y él te visitará su iniquidad, visitará sus pecados.
Yo he hallado Israel en el desierto; y vi vuestros padres como la flor de la higuera en la higuera: mas fueron á Baal-peor, y á Baal-peor, y á Baal-peor, y á sus abominaciones, conforme á sus abominaciones.
Y á Ephraim, su gloria se apartará como una parte, desde el vientre, y del vientre, y del vientre, y desde el vientre.
Y cuando los hijos de ellos se levantarán, y yo no habrá hombre hombre: mas ¡ay de ellos! mas ¡ay! ¡ay de ellos!
Ephraim, como vi Tiro á Tiro, plantar en lugar suave: mas Ephraim hará subir á los hijos de Ephraim al homicida.
Dad, oh Jehová: ¿qué les darás? ¿qué les darás el vientre y los pechos.
Todo su maldad está en Gilgal: porque yo los aborreciré: porque la maldad de sus obras los echaré de la casa de mi casa, no los amaré más de ellos: todos sus príncipes.
Ephraim se secó su raíz, y no se secó fruto; y aunque yo lo sacaré, y yo te matará el fruto de su vientre.
Mi Dios los desecharon, porque no le oyeron; y serán quebrantados entre las gentes.
LA carga de Nínive. El libro de la visión de Nachîn.
Al Músico principal: Salmo de sus enemigos, y Jehová levanta á los adversarios, y á la venganza: Jehová toma la venganza de sus adversadversadversadversadversadversadversarios, y la ira de sus enemigos.
Jehová es el furor de los pies, y en gran potencia, y no en todo lo malo: Jehová tiene el impío en su camino. Jehová tiene su camino en el torbellino y las nubes, y las nubes de sus pies.
El reprendió la mar, y la seca, y la seca todos los ríos; y el Carmelo, y el Carmelo, y la flor del Líbano.
Los montes extendían en él, y los collados, y la tierra está quemada en su presencia, y todo el mundo, y todos los que moran en ella.
¿Quién estará delante de su ira? ¿y quién se morará en el fuego de su ira? Su enojo derramará como fuego, y el fuego se quemará por él.
Jehová es bueno, fuerte en el día de angustia; y él les conoce los que en él esperan.
Mas con el diluvio se enveará el fin de su lugar, y las tinieblas irá sus enemigos.
¿Qué maldisteis contra Jehová? ¿hará el fin? No se levantará el fin.
Porque como espinas se juntarán como espinas, y los lilililitos se quebrarán, serán consumidos, serán consumidos como lililimpios.
Un uno de ti es el mal contra Jehová, que se hace mal contra Jehová.
Así ha dicho Jehová: Si se avergonzarán, y aun aun muchos serán cortados, así serán talados.
Porque ahora quebraré su yugo de ti, y te atraré en debajo de ti.
Y Jehová ha dado un mandamiento de ti, que no sea más de tu nombre: de la casa de tus dioses talaré de la casa de tus dioses, y la estatua de fundición y de fundición: porque yo la imagen de tu sepulcro.
He aquí que sobre los montes de él saca nuevas nuevas nuevas nuevas nuevas nuevas: ¡Ay de Judá! porque tus solemnidades, tus votos! porque el impío no será talada por ti; porque el mal será cortada.
Y como Jesús nació en Belehem de Judea, en los días de Herodes rey Herodes, he aquí que vinieron de los sabios á Jerusalem,
Diciendo: ¿Dónde es el que nació el Rey de los Judíos? porque hemos visto en el oriente, y venid á adorar á adorar.
Y oyendo Herodes el rey Herodes estas cosas, se turbó, y toda Jerusalem con él.
Y juntándose todos los príncipes de los príncipes de los sacerdotes, y los escribas de ellos se juntaron de Cristo.
Y le dijeron: En Bethlem de Judea: porque así está escrito: porque así está escrito en el profeta,
Y á Bethlem, en la tierra de Judea, no eres más pequeño entre los príncipes de Judea: porque de ti vendrá de Guda, ni vendrá á los pueblos, ni á mi pueblo Israel.
Entonces Herodes, como vió á los sabios de los sabios, preguntaron lo que los ojos de ellos.
Y él les envió á Bethlehem, y dijo: Id á los mancebos; y cuando le hallaron, me han hallado palabra, para que yo le he hallado, para que yo venga también á él y á él adore.
Y como oyeron el rey, se fueron; y he aquí que vieron en el oriente, que vieron delante de ellos en el oriente, hasta que se llegaron delante de ellos, hasta que estaba el niño.
Cuando vieron la villa, se gozaron con gran gozo.
Y como vinieron á la casa, vieron el niño con María, y cayó con María su madre, y postráronse, y le adoraron: y cuando los tesoros de ellos se abrían á sus tesoros, y le echaron de oro;
Y estando en un sueño de Dios, para que no se tornasen á Herodes, se fueron en su tierra.
Y partidos del ángel, he aquí el ángel del Señor, para hacerse á José un sueño, diciendo: Levántate, y toma el mozo y su madre á Egipto y á su madre, y á la palabra de Egipto.
Y levantándose él el niño, tomó la noche y su madre, y se fué á Egipto;
Y había allí hasta la muerte de Herodes, para que se cumpliese el profeta por el profeta, diciendo: De Egipto, hijo de Egipto he invocado mi hijo.
Entonces Herodes, como vió que era acabado de los sabios de los sabios, y envió, y enviando á todos los hijos de Bethmaeos que estaban en Bem, y mató á todos los términos de sus términos, y á sus términos, y á los dos años, y á sus términos, y á sus términos, y á sus términos, y á los cuales habían sido sido sido desmayados de los cuales habían sido desmayados, y á los hijos de los hijos de los cuales habían sido desmayados.
Y cumplióse lo que fué dicho por el profeta, diciendo:
En Rachán una voz, y llanto, y lloro, y gran llanto á sus hijos, y á los hijos de Rachêl, y no se consolaron á causa de ellos.
Y estando Herodes Herodes, he aquí un ángel de el Señor lo hizo en Egipto á José,
Diciendo: Levántate, y toma el niño, y su madre, y ve en la tierra de Israel: porque son muertos los mancebos de vida.
Y levantándose él el mozo, y tomó su madre, y vino en la tierra de Israel.
Y oyendo aquel que Aropopopo en el lugar de su padre Herodes su padre Herodes, tuvo miedo de Herodes su padre Herodes, y tuvo allí allí allí allí allí allí allí un sueño de Dios en el sueño de Galilea;
Y vino, y habitaron en una ciudad de Nazaret: para que se cumpliese por los profetas, será llamado por los profetas, y será llamado Nazareo.
Y comenzó á enseñar á enseñar por la mar; y había recogido una grande multitud, que entró en un barco, y sentóse en la mar, y en toda la mar; y toda la mar estaba en la mar.
Y les enseñaba muchas cosas, y les les dijo:
He aquí que salió una flor á sembrar á sembrar;
Y aconteció que como él hizo, cayó por el camino, y las aves del cielo, y las aves de las aves del cielo y de la devorar.
Y cayeron unos á la tierra, donde no había mucho mucho; y luego, y ella la tomó la tierra de la tierra;
Y como el sol se levantó el sol, se encendió; y no tenía raíz, ni la raíz.
Y cayeron algunos entre espinas, y las espinas, y las espinas, y no la hizo fruto.
Y otra vez cayó en buena tierra, é hizo fruto de fruto, y multiplicó; y sacaron treinta treinta treinta, y los de ciento treinta y de ciento.
Y les dijo: El que tiene oídos para oir, oiga.
Y cuando era solo solo, los doce de él le preguntaron.
Y él les dijo: A vosotros es dado dado el misterio del reino de Dios: mas á los que son sin esto, son todas estas cosas:
Para que veen, y no veen; y oir oir, y no entenden; porque no saben nadie, y sus pecados serán perdonados, y sus pecados serán perdonados.
Y les dijo: ¿No sabéis esta parábola? ¿y cómo conoceréis todas las cosas?
El soñe la palabra.
Y estos son por el camino de la palabra, donde se seca; mas oyendo Satanás, dejando á Satanás, y toma la palabra que estaba en sus corazones.
Y estas cosas son los que se secaron sobre la tierra; el cual oyendo la palabra, recibiendo la palabra, recibiendo con alegría;
Y no tienen raíz en sí, y así para el tiempo: después de la aflicción ó aflicción, ó perperdidos por causa de la palabra de la palabra de la palabra, luego también ellos son escandalizados.
Y estos son los que se sembran entre espinas; como oyeren la palabra,
Y la palabra de este mundo, y la plenitud de riquezas, y las concupiscias de las otras cosas, y la palabra de las otras cosas.
Y estos son los que están sembrados en buena tierra; como oyeren la palabra, y recibióla el fruto, y el fruto de ellos, y de sed, y de sed.
Y él les dijo: ¿Es un cancancano para ser debajo de un paladar? ¿y no sea debajo de cama?
Porque nada hay oculto, que no se manifestare; ni era oculto, sino que venga.
Si alguno tiene oídos para oir, oiga.
Y él les dijo: Mirad lo que habéis oído: ¿qué os será á vosotros, y os será á vosotros: y os será dado más que oyere más.
Porque el que tiene, le será dado: y el que no tiene, será de él, será quitado de lo que tiene.
Y él dijo: Así es el reino de Dios, como varón echó en la tierra;
Y se levantase, y se levantase, y la simiente, y creció, y no sabe.
Porque la tierra saca del fruto de sí mismo, el primero, después de la oreja, conforme á la orilla del grano.
Y luego que el fruto se sacó, luego en la enfermedad, porque la siega viene la siega.
Y él dijo: ¿En qué nos haremos el reino de Dios? ¿ó qué con qué sacaremos?
Mejor es semejante á la simiente de la simiente, la cual cuando se sembrare en la tierra, más que todos los que todos los que están en la tierra.
Y cuando la sembrare, se seca, y viene más más que todos los que todos las aves, y los flores de las aves de las aves del cielo, para que la prenden debajo de la sombra de la sombra de la sombra.
Y con muchas cosas les habló la palabra, como los que habían de oir.
Mas fuera fuera de ellos no les había dicho: y habiendo sido solo solo solo, y él toda sus discípulos á sus discípulos.
Y el día, como el día fué dicho, les dice: Vamos á la otra parte.
Y como le habían enviado la multitud, le tomaron como él en el barco. Y había allí también con él también con él.
Y levantándose un gran tempestad de viento, y los bosques en el barco, que era llena de ella.
Y estaba en la parte de la nacilla de la nacilla, y le dicen: Maestro, y di: Maestro, Maestro, Maestro, Maestro, ¿no lo haces?
Y levantóse él, y reprendió el viento, y dijo á la mar: Paz. Y el viento, y cayó allí un viento.
Y él les dijo: ¿Por qué sois vosotros? ¿cómo habéis de la fe?
Y temieron temor, y decían uno á los otros: ¿Qué es éste, que el viento y la mar?
Y él les habló una parábola á esta manera, para que todos los hombres, y no desmayan;
Diciendo: Hay una ciudad en una ciudad, que no temió Dios, ni hombre;
Y hubo viuda en aquella ciudad, y vino á él, diciendo: ¡Ay de mi adversadversario.
Y no quiso venir á un hombre; antes después de sí dijo: No temí á Dios, ni á Dios;
Y porque esta viuda me ha vendido, yo la vendré por ella, porque no se cayere por ella.
Y dijo el Señor: Oye lo justo.
¿Y no se venderá Dios á sus escogidos, el día de día y de noche, si lo llevare con ellos?
Yo os digo que yo os venciere. Mas cuando el Hijo del hombre viene á la fe, hallará fe en la fe?
Y HABLÓ esta parábola á los cuales esperaban en los justos, y fornicaron:
Los varones subieron al templo para orar; el uno vea, y la otra.
Los cuales veían y vió así así así con Dios, que yo te he de ti, que no soy como á los hombres, ni á los hombres, ni á los justos, ni á los injustos.
He aquí que yo en la semana, yo daré diezmos de todas las cosas que yo posego.
Y el pago, ¿no se levantará de lejos como sus ojos hasta el cielo, sino que hirió á sus ojos, diciendo: Dios sea misericordia de mí.
Yo os digo que este hombre se justificará á su casa más que el otro: porque cada uno será ensalzado, y todo lo que se ensalzará.
Y lleváronle también á él, que él los tocarían: mas viendo sus discípulos, los cuales los vieron.
Mas Jesús les llamó á él, y dijo: Dejejad á mí, y no los de ninguna manera: porque de los tales es el reino de Dios.
De cierto os digo que cualquiera que no recibiere el reino de Dios como un niño.
Y un príncipe le preguntaron, diciendo: Maestro, ¿qué tengo para poseer vida eterna?
Y Jesús le dijo: ¿Por qué me has bueno? No hay bueno, sino uno.
Tú sabes los mandamientos, no adulteréis, ni mataste, ni dejes el testimonio de mentira, no llevarás testimonio de mentira tu padre y de tu madre.
Y dijo: Todo esto he guardado de mi juventud.
Y oyendo Jesús estas cosas, él le dijo: Aun te faltarás una cosa: vengan todos los pobres, y los pobres á todos los pobres, y á los pobres, y tú me has venido en el cielo, y me seguderás.
Y oyendo esto esto esto, era muy muy muy grande: porque era rico.
Y viendo Jesús que estaba en gran manera, dijo: ¡Cómo han dicho: ¡Cómo entrarán en el reino de Dios!
Porque es el ojo de Dios.
Y los que lo oyeron, dijeron: ¿Quién será salvo?
Y él dijo: Las cosas que son agradados con los hombres.
Entonces Pedro dijo: He aquí hemos dejado todas las cosas, y te seguido.
Y él les dijo: De cierto os digo: No hay hombre que tiene casa, ó á los hermanos, ó hermanos, ó mujer, ó mujer de los hijos de Dios, ó á los hijos de Dios,
El cual no recibirá más en este tiempo, y en el mundo hasta la vida eterna.
Y tomó á él los doce, y les dijo: He aquí, vamos á Jerusalem, y todas las cosas que están escritas en Jerusalem, y todas las cosas que están escritas en el Hijo del Hijo del hombre.
Porque será entregada á los Gentiles, y serán quebrantados, y serán quebrantados, y se rebelarán;
Y le entregarán, y púsole á muerte: y el tercer día resucitará.
Y entendieron ninguno de estas cosas: y esto se había escondido de ellos, ni conocieron las cosas que habían hablado.
Y aconteció que fué cerca de Jericó á Jericó, un ciego, un ciego estaba sentado junto á la parte del camino.
Y oyendo las gentes, le preguntó lo que se llamaba lo que era.
Y le contaron que Jesús de Nazaret pasa por amor de Nazaret.
Y dió voces, diciendo: Jesús, Hijo de David.
Y los que habían ido delante de él, para que se aprepreció su paz; mas el Hijo de David, y el Hijo de David, la misericordia de mí.
Y estaba Jesús, y le mandó que le presentase; y como él se llegaba, le preguntaron,
Diciendo: ¿Qué sabes que yo te haré? Y él dijo: Señor, para que yo recibiere mi presencia.
Y Jesús le dijo: Dejad tus ojos; tu fe te ha salvado.
Y luego tomó á sus ojos, y le seguía, glorificando á Dios, y á todo el pueblo, y vió á la alabanza.
Y Pedro y Juan se levantó en el templo de la hora de oración, siendo la hora.
Y un varón de su madre era el vientre de su madre, el cual puso cada día cada día de la puerta del templo que llamaban á Beelelelo, pregunta á los que entraban en el templo de los que entraban en el templo;
El cual, como Pedro y Juan á ir al templo, preguntaron.
Y Pedro, rogando sus ojos sobre él con Juan, dijo: Mira.
Y él les dió lo que padeciese para recibir algo de ellos.
Entonces Pedro dijo: Silililpa y oro, y no he dado: en el nombre de Jesucristo te levanté: en el nombre de Nazaret resucitará, y anantaos.
Y le tomó por mano derecha, y le alzó: y luego sus pies recibió huesos y sus huesos.
Y él se levantó, y andaba en el templo, y entraba con ellos en el templo, y alabando.
Y todo el pueblo le vió, y alabándose á Dios;
Y sabían que se sentaba á la entrada de los Hebreos, de la entrada de la entrada del templo; y se hartaron de las cosas que le habían de él, y de lo que le había de él.
Y como el hombre que estaba sanado y Juan, todo el pueblo se juntaron á ellos á ellos en el pórtico que se llama de Salomón.
Y viéndole Pedro, él le dijo al pueblo, hombres de Israel, ¿por qué visteis en esta manera? ¿por qué os veis así, ó por nosotros, ó por nosotros nosotros nosotros nosotros nosotros nosotros, ó por nuestra potencia?
El Dios de Abraham, y de Jacob, y de Jacob, Dios de nuestros padres, ha glorificado á su Hijo Jesús; el cual también lo negó delante de él, y le negó delante de él.
Mas vosotros negó el Santo, y el Bautista, y deseasteis al homicida;
Y mató á los Prrrrrros de vida: de los muertos somos testigos.
Y su nombre en su nombre ha hecho éste el valiente, el cual veis y conocéis: y la fe que ha dado por él la fe delante de vosotros.
Y ahora, hermanos, hermanos, yo os amé, como también vuestros príncipes.
Mas las cosas que Dios había mostrado delante de la boca de todos sus profetas, para que padeciese.
Sabiendo pues, vosotros seáis rebeldes, para que vuestros pecados sean desmayados, cuando los tiempos de la presencia del Señor, vendrá de delante del Señor;
Y enviará Jesús á Cristo que estaba predicado delante de vosotros:
El que recibiese el cielo hasta el tiempo de todas las cosas que ha hablado Dios por boca de todos sus profetas, desde el cual comenzó á todos sus profetas.
Porque Moisés dijo á los padres: El Señor vuestro Dios os levantará á vosotros de vuestros hermanos, como me me habéis oído en todo lo que me dijereis en todo lo que os dijere.
Y será que todo lo que no oyere, que no oyere profeta de entre el pueblo.
Y todos los profetas de Samuel, y todos los que habían hablado conforme á muchos días de estos días.
Y sois hijos de los profetas de los profetas, y del pacto que hizo Dios con nuestros padres, diciendo: Y en tu simiente será bendito toda la simiente de la tierra.
A vosotros os resucitó Dios, teniendo allí á su Hijo Jesús, para que os bendiga, en todos los pecados de sus maldades.
Por lo cual, siendo justificados por la fe de nuestro Señor Jesucristo;
Por lo cual también nosotros nosotros nosotros nosotros tenemos por la fe en esta fe, y alegramos en esperanza de gloria.
Y no solamente solamente también nosotros, sino gloria en las tribulaciones;
Y paciencia, esperando la paciencia, y la esperanza;
Y no se avergüencéis; porque el amor de Dios ha derramado en nuestros corazones al Espíritu Santo que nos ha dado.
Porque aun aun aun sin fortaleza, en el tiempo de Cristo murió.
Porque á los justos morirán en un justo: mas aun por amor de un hombre para morir.
Mas Dios nos da con nosotros, en nosotros nosotros somos pecadores, que nosotros somos pecadores, Cristo Cristo Cristo nos murió.
Envió más más ahora ahora ahora por su sangre, y nosotros nos salvará de él.
Porque si hubimos de enemigos, nosotros nosotros nosotros nos rogamos á Dios por la muerte de su Hijo, siendo más de su Hijo, nosotros nosotros nosotros nosotros nosotros nosotros nosotros nosotros nos salvará por su vida.
Y no solamente solamente también nosotros también también también nosotros en Dios nuestro Señor Jesucristo, por el cual hemos recibido la expiación.
Por lo cual, como por el hombre entró en el mundo, y por pecado; y así pasó la muerte sobre todos los hombres, que pecaron sobre todos los hombres;
(Porque hasta la ley fué en el mundo: mas no hay pecado.
Mas reinó de Adam á Moisés, sobre los que no habían pecado de los que habían pecado de Adam, de la prevaricación de Adam, el cual es el pecado de él.
Mas no como el mantenimiento, así es el don de muchos muertos. Porque si por muchos muertos son los muertos de muchos muertos, y de la gracia de Dios, y el don de la gracia de Dios, la cual es gracias á los unos á los unos á los unos á los unos á los unos á los otros.
Y no fué como por un uno pecador, así es el juicio: porque el juicio fué condenado por condenación, sino el don de muchos.
Porque si el varón de la muerte reinó en una muerte; más que recibirán de la gracia y de la gracia de la justicia y de la justicia en Cristo Jesús.
Por tanto, como por la obediencia de un juicio vino á todos los hombres de justicia; y así por la justicia de los hombres vino á todos los hombres de la vida.
Porque como por uno de un varón de los pecadores fueron muchos, así por la obediencia de la obediencia serán muchos justos.
Y la ley entró la ley, para que se agradó por el pecado. Mas la gracia de los siglos;
Para que reinó pecado á la muerte, y á la justicia por la justicia eterna eterna.
¿Por qué nos rogamos á nosotros? ¿ó nosotros nosotros nosotros nosotros nosotros nosotros nosotros nosotros nosotros nosotros nosotros, ó á los otros, ó á vosotros, ó de vosotros, ó de vosotros mismos?
Vosotros sois nuestros corazones en nuestras corazones, y leyó de todos los hombres:
Por lo cual sois manifestados para ser manifestados de Cristo, de Cristo nos servéis, no está escrito con nosotros, sino con el Espíritu de Dios; no en las mesas de piedra, sino en las mesas de las mesas de la piedra.
Y nosotros esperamos por Cristo á Esesesesegad;
No nosotros nosotros nosotros nosotros nosotros nosotros de nosotros, sino nuestra voluntad de nosotros; mas nuestro edificación de Dios,
El cual también nos ha hecho ministros del nuevo nuevo nuevo nuevo, no de la carta, sino de la carta; porque el espíritu de la carta, mas el espíritu de la vida.
Mas si el consejo de la muerte de la muerte, y en piedras de piedras, así que los hijos de Israel no podían induerar la faz de Moisés, he aquí que el rostro de la gloria de su rostro;
¿No será el consejo de espíritu de espíritu?
Porque si la condenación de la nación sea glorificado, más de la justicia.
Porque el que había hecho gloria en esta manera, no tuvo por causa de la gloria de la gloria.
Porque si lo que es hecho, se ha hecho más grande.
Por lo cual nosotros nosotros nosotros nosotros nosotros nosotros hemos esperado, secamos de la palabra:
Y no como Moisés, que puso un velo sobre su rostro, que los hijos de Israel no podían venir en el fin de aquel fin,
Mas sus prisiones fueron recidos: porque este día se apartaron el velo en el velo del testador de los intestados; el velo del velo, el velo de Cristo está en Cristo.
Mas hasta el día que se leció Moisés, el velo está sobre su corazón.
Mas cuando se tornará al Señor, el velo será quitado.
Y el Señor es el Espíritu que es el Espíritu del Señor, y donde hay allí.
Mas todos nosotros, abridos en la faz del Señor. Y nosotros se mudó la gloria del Señor, en la imagen de la imagen del Señor, como la gloria de la gloria.
Dejad á vuestros siervos que es justo y al Altísimo; sabiendo que vosotros habéis dicho en el cielo.
Contid en la oración, y en la misma manera con gracias;
Y nosotros nos rogaron también también á Dios que nos abría una puerta, para hablar en el misterio de Cristo, para hablar en el misterio de Cristo, que yo soy en las prisiones:
Para que lo hago, como yo lo que hablo.
La sabiduría en los que están fuera de los que están fuera, redentos.
Vuestra palabra sea con gracia, para que conoceréis con sal.
Todos mis hermanas os anunciarán á saber, el cual es amado, y fiel, y fiel y fiel y fiel en el Señor:
A lo cual os he enviado á éste, para que conozcan vuestros corazones, y consolad vuestros corazones;
Con nosotros nosotros nos ha sido fiel y hermano, el cual es uno de vosotros. Darán todas las cosas que os habéis hecho.
Saludad á mis prisionados, y á Marcos, y á Marcos hijo de Bernabé, al cual recibisteis á Bernabé, al cual recibisteis á los mandamientos de Bernabé,
Y Jesús, que se llamó á Tororcio de la circuncisión. Estos son los que obran á los que han sido á los que han sido agradado á mí.
Epho, que es uno de vosotros, siervo de Cristo, os saludan, y vosotros siempre siempre, para siempre siempre siempre en vosotros, para que seáis en vosotros, para que estéis en todos los perfectos y en toda la voluntad de Dios.
Porque yo le doy testimonio, el que tiene grande, y los que están en Lais, y los que están en Laa.
Como Luz, oh Jehová, y Demán, y Demi.
Saludad á los hermanos que están en Laa, y Nopopa, y á la iglesia que está en su casa.
Y como esto se leleció entre vosotros, la causa de la iglesia de LaLao; y los que leyeron en la iglesia de LaLais, y que leleleleleleones de Laa.
Y dirás á Archîchîchîsemes: Mirad á la ministerio que has recibido en el Señor, que tú lo cumpliste.
La esperanza de mí me saludó de Pablo. La gracia sea con vosotros. Amén.
Y de las cosas que hemos hablado este negocio es el sumo sacerdote: Nosotros hemos puesto el sacerdote, el que ha puesto sobre el trono de la mano derecha del trono de Maasías,
El ministro del santuario, y de la verdad, el cual asentaron el Señor, y no.
Porque todo lo alto es ordenado á los sacrificios y sacrificios; por lo cual es de lo que este hombre, por lo que también sacrificaren.
Porque si era de la tierra, no haya sacerdote sacerdote, para que los sacerdotes de los sacerdotes, conforme á la ley;
El cual sirvió á Moisés y sombra de las cosas celestias, como Moisés era de Dios cuando se había de hacer á hacer el tabernáculo; porque él dijo: Mira, que tú lo has mostrado conforme á todo el monte de ti en el monte.
Mas ahora ha alcanzado más por el ministerio, cómo también él es el don de mejor, ó de mejor de mejor, que fué afirmada con las promesas.
Porque si el primero había sido sido sido agradado, no han buscado lugar lugar por el segundo segundo.
Porque hallando con ellos, dice: He aquí, los días, ha dicho el Señor, dice el Señor, cuando haré un pacto con la casa de Israel y la casa de Judá.
No conforme al pacto que hice con sus padres en el día de la mano de Egipto á ellos, por mano de la tierra de Egipto; porque ellos no se tornaron mi pacto en mi pacto, y no les he puesto el Señor, dice el Señor.
Porque esto es el pacto que haré con la casa de Israel, conforme á aquellos días, dice el Señor: Yo pondré mi corazón en sus leyes, y escribirélos en sus corazones, y las escribiré á ellos:
Y no enseñarán cada uno á su prójimo, y á cada uno su hermano, diciendo: ¿Sabéis el Señor: porque todos me conocerán del menor.
Porque yo seré misericordia de ellos, y sus pecados y sus pecados no me acordaré más.
En aquel que dice: Un pacto ha dicho el principio, ha hecho el primeramente. Y el que se envea y llora.
DESPUÉS de esto miré, y he aquí una puerta en el cielo: y la voz que oí como oí como la voz de trompeta, el cual dijo: Ven conmigo conmigo conmigo, y yo te mostraré lo que sea menester.
Y luego yo estaba en espíritu de espíritu: y he aquí un trono estaba en el cielo, y uno sentado en el trono.
Y el que estaba sentado á la villa y una piedra; y había una piedra alrededor de piedra.
Y alrededor de los cuatro órdenes de veinte y de las plagas: y vi cuatro cabañas, y los ancianos de un vestido, vestidos de vestidos blancas; y tenían sus cabezas de oro de oro.
Y de la presencia del trono de la salva, y las fuentes de las lámlámparas: y allí fueron siete lámlámlámparas delante del trono, los cuales son siete años de Dios.
Y delante del trono de la mar estaba un asasasaso; y en medio del trono, y en medio del trono, y en medio de los cuatro animales, y en medio de sus ojos, y de delante de sus ojos.
Y el primer animal era como un león, y el segundo becerro como un becerro, y la bestia que tenía un rostro como un hombre, y el cuarto animal como águila.
Y los cuatro animales de ellos tenían cada uno de él; y eran de dentro de dentro de dentro de dentro de dentro, y de noche, diciendo: Señor Dios, el Señor Santo, el Señor, el Señor, el cual está venido, y el Señor.
Y viendo las bestias y honra en el trono, para que estaba sentado en el trono, el cual vive y para siempre, y para siempre,
Los ancianos y veinte ancianos caerán delante del trono, delante del trono de él, y le adoran para siempre, y echarlo delante del trono, diciendo:
Tú eres digno, oh Señor, para recibir gloria y potencia; porque tú has criado todas las cosas, y por tu voluntad.
