En el principio de Dios crió el cielo y la tierra.
Y el espíritu de la tierra fué criada, y las tinieblas sobre la faz de Dios.
Y allí dijo Dios: Viva la luz y la luz de Dios.
Y vió Dios la luz, y vió la luz de las tinieblas.
Y vió la mañana, y fué llamado la mañana.
Y dijo Dios: Viva en medio de las aguas de las aguas, y las aves de las aguas.
Y dijo Dios á las aguas que estaban debajo de las aguas, y las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban sobre la luz; y fué así.
Y llamó Dios á la tarde.
Y dijo Dios: Viva debajo del cielo, y sea sanado la tierra.
Y llamó Dios á la tierra de Earth, y la vendimia de las aguas se llama de las aguas.
Y dijo Dios á la tierra: Viva la tierra, y el fruto.
Y vió la hierba, y la hierba de su especie, conforme á su especie, y el árbol que se llamaba Dios.
Y la tarde y la mañana fué el tercer día.
Y dijo Dios: Viva allí en el día de la noche de la noche, y sea por las señales, y por las señales, y por los años;
Y por las lámparas sea para la luz de los cielos en la luz: y así fué así.
E hizo Dios dos minas; para que la luz de la noche se enseñoreó, y la luz de la noche hasta la luz: él hizo las estrellas.
Y Dios los puso en la tierra de los cielos, para dar luz sobre la luz,
E hizo Dios dos estrellas sobre la luz y sobre la noche, y sobre la luz de las tinieblas: y vió Dios que era bueno.
Y la tarde y la tarde fué la tarde.
Y dijo Dios: Viva las aguas de la vida.
Y vió Dios grandes grandes, y todo viviente que los animales, después que traían las aguas, conforme á su especie, y todo lo que era bueno.
Y bendijo Dios á ellos, diciendo: Entra, y multiplicad las aguas en la tierra.
Y la tarde y la mañana estaban en la tierra.
Y dijo Dios: Viva la tierra según su especie, conforme á su especie, y después de la tierra, y después de su especie: y así fué así.
E hizo Dios la bestia de la tierra después de su especie, y después de su especie, y todo lo que anda sobre la tierra.
Y dijo Dios: Viva hombre en nuestra estatua, según la estatua de la mar, y sobre toda la tierra, y sobre los animales, y sobre toda la tierra.
Así ha criado Dios en su estatua, en la estatua de Dios, en la estatua de su imagen, en la estatua de Dios le crió.
Y bendita á Dios, y díjoles: Se, y multiplicad la tierra, y multiplicad la tierra; y sobre los peces de la mar, y sobre toda cosa viviente viviente, y sobre toda cosa viviente viviente viviente.
Y dijo Dios: He aquí que yo os he dado toda la tierra, que está sobre la faz de toda la tierra, y todo árbol en el árbol que está sobre la tierra de un árbol, para que os será comida.
Y á toda bestia de la tierra, y á todos los animales del cielo, y á todo lo que anda sobre la tierra, y á todo lo que está sobre la tierra, y he dado.
Y vió Dios todo lo que había hecho, y he aquí que era bueno.
Y oyó las palabras de los hijos de nuestro padre, diciendo: Jacob ha tomado toda esta gloria.
Y Jacob miró á Jacob, y he aquí que el rostro de nuestro padre, y he aquí que él estaba delante de él.
Y Jacob miró delante de él, y he aquí que él estaba delante de él.
Y Jacob envió á Rachêl y á Lea al campo,
Y les dijo: Vi, padre de vuestro padre, que no está á mí como antes de mí; mas el Dios de mi padre ha sido con mí.
Y sabéis que con toda mi fortaleza he servido.
Y el padre me ha engañado, y me mudó diez veces; mas Dios no le dió mal.
Si fuere dicho así: La esperanza será tu cabecera; entonces todo el ganado parió.
Así ha tomado Dios las bestias de vuestros padre, y los entregó á mí.
Y aconteció que en aquel tiempo concibió los ganados, y vi mis ojos, y he aquí que los carneros, y he aquí los carneros que estaban sobre los ganados, y he aquí.
Y el ángel de Dios habló á mí en un sueño, diciendo: Heme aquí.
Y él dijo: Ruégote ahora tus ojos, y vejejefes, y veía todos los carneros que están sobre las bestias que están sobre las bestias, y verán; porque he visto todas las cosas que he visto.
Y díjome: Ruégote que yo te he visto, y te has visto un voto de esta tierra, donde te has visto: levántate ahora ahora ahora, y torna la tierra de tu parparparentela.
Y RESESESESESESESPONDIÓ Rachêl, y le dijo: ¿No hay herencia por padre?
¿No nos ha sido contado de él? porque él nos vendió, y también nos ha consumido nuestro dinero.
Porque todas las riquezas que Dios ha tomado de nuestro padre, y de los hijos de nuestro padre, que es vuestro padre, y los hijos de los hijos de nuestro Dios, que te ha dicho.
Entonces Jacob se levantó, y puso sus mujeres, y puso sobre nosotros;
E hizo pasar todo su ganado, y toda su hacienda que tenía, y toda su hacienda que había dado, que había dado en Padadadan-aram, para ir á Isaac su padre en la tierra de Canaán.
Y fué á comprar sus ovejas; y Rachêl tenía las estatuas que su padre.
Y subió Jacob á Jacob, para que él no se llamaba Labán.
Entonces él huyó con todo lo que tenía; y levantándose, pasando sobre la faz, puso su rostro hacia Galaad.
Entonces Jacob pasó á Labán, y subió á Rachêl, y subió el monte que estaba sobre Galaad.
Y tomó sus hermanos con él, y después de él le siguieron siete días, y le siguieron siete días en el monte de Galaad.
Y vino Dios á Labán, en una noche, y le dijo: Toma lo bueno.
Entonces Jacob tomó á Labán su tienda en el monte: y con sus hermanos asentaron en el monte de Galaad.
Y Labán dijo á Jacob: ¿Qué has hecho que has hecho, has hecho lo que has hecho que has tomado, y mis hijas, como los cautivos de espada, como los cautivos, y mis hijas, como los cautivos?
¿Por qué huiste tú, y no me matarás, y de mí no me digas, para que yo te he enviado contigo, y con arpa, y con arpa, y con arpa, y con arpa?
¿Y no me has padecido á los hijos y mis hijas? Ahora pues ahora ahora has hecho locura.
Es en la fortaleza de mi mano para hacer mal: mas el Dios de vuestro padre me habló.
Y ahora, aunque hubieres salido salido de la casa de tu padre, ¿por qué hambrado en la casa de tu padre?
Y Jacob RESESESESESESESESESPONDIÓ Jacob, y dijo á Labán: Por cuanto he dicho: Quieres de mí por tus hijas.
Porque no conocías que has de los dioses, no vivirá; delante de nuestros hermanos, y toma contigo. Porque Jacob no sabía lo que había oído.
Y fué á Labán tienda, y á Lea en la tienda de Lea, y en los dos criados de Lea, y en los dos criados de Lea; mas él no fué.
Y tomó Rachêl las estatuas, y púsolos en la tienda de Rachêl.
Y RESESESESESESESESESESESESESESESPONDIÓ luego, porque no se levantó delante de mí, sino hallado las estatuas.
Y levantóse Jacob, y dijo á Labán: ¿Qué es mi pecado? Y Jacob respondió: Qué es mi pecado, que has de venir tras mí.
¿Por qué has hecho todo mi calor, ¿qué has hallado de ser halladas de toda tu casa?
Por tanto, mis hermanos te juzgaron, y no te descubrieron de tus ovejas, y de los carneros no han comido.
Para que no te había sacado de las bestias de las bestias de mi mano, yo lo he dado, si por medio de la noche ó de la noche.
Así ha sido consumido, en el día de noche, y de noche se fué mi sueño.
Así he sido veinte años en tu casa, yo te he servido por dos años, y seis años por dos años.
Si el Dios de mi padre, el Dios de Abraham, el temor de Isaac, y temía de Isaac, de cierto me has visto.
Y Labán respondió, y dijo á Jacob: Estos son mis hijas, y estas hijas.
Ahora, pues, has venido pacto, y yo te sea por testimonio entre mí y ti.
Y Jacob tomó una piedra, y púsola por medio de mí.
Y Jacob respondió á sus hermanos: Guntad, y tomaron piedras, y tomaron piedras; y comieron, y comían; y comieron sobre el montón.
Y llamó Jacob una piedra sobre sus hermanos, y tomáronla: y tomaron piedras, y tomáronla, y tomaron piedras:
Y RESESESESESESESESESESESESESESESESESPONDIÓ Labán, y te dijo: Por tanto que era el nombre de Jehová, entre tanto que se llamaba Gerita.
Y Mizpa, porque él dijo: Jehová entre mí y ti, cuando hemos enviado á otro.
Si afligirás mis hijas, ó si tomares á las mujeres, no es con nosotros: Dios es testimonio.
Y dijo Labán á Jacob: He aquí esta columna, y he aquí esta columna que yo he echado entre mí y ti;
Esta es el testigo y esta columna, que yo no pasaré sobre este montón, y no pasarás sobre ti.
El Dios de Abraham, y el Dios de Naamán, y el Dios de Naachôr, Dios de Naas, el Dios de su padre. Y juró Jacob por el temor de Isaac.
Entonces Jacob ofrecieron el sacrificio sobre el monte, y llamó á sus hermanos; y comieron pan, y todos de noche en el monte.
Y fué de mañana, y besó sus hijos y sus hijas, y sus hijas, y los bendijo, y volviéronles.
Y Jehová dijo á Moisés: De aquí yo os traeré una plaga sobre Faraón, y sobre Egipto, y sobre Egipto; cuando os hiriere.
Habla ahora á los oídos de Faraón y de su prójimo, cada uno de su prójimo.
Y Moisés fué grande en la tierra de Faraón, en los ojos de los siervos de Faraón, en la tierra de Faraón, en los ojos de Faraón.
Y dijo Jehová á Moisés: Así ha dicho el pueblo: Así ha dicho Jehová: De noche iré á la media noche de Egipto;
Y todos los primogénitos en la tierra de Egipto morirán de Faraón, desde el primogénito de Faraón que estaba sobre su trono, hasta el primogénito de los animales.
Y habrá gran clamor sobre toda la tierra de Egipto, como no hubo más semejante á ella.
Mas todo Israel contra los hijos de Israel no se enseñoreará su lengua, contra los hombres ó bestia: para que sepáis que conozcáis á Jehová entre los Egipcios y.
Y todos tus criados vendrán á mí, y se encorvaron á mí, diciendo: Sube, y todo el pueblo que te seguía.
Y Jehová dijo á Moisés: No os oirá; para que mis prodigan en la tierra de Egipto.
Y Moisés é hizo todas estas señales delante de Faraón: y Jehová endureció delante de Faraón.
Y llamó Jehová á Moisés, diciendo:
Habla á los hijos de Israel, y diles: Si os traeréis ofrenda á Jehová, y diles: Si os traeréis ofrenda de vuestras ovejas y de las ovejas.
Si fuere holocausto de la congregación de Jehová delante de la puerta del tabernáculo del testimonio delante de Jehová.
Y pondrá su mano sobre la cabeza del holocausto, y será aceptado por él.
Y degollará delante del becerro delante de Jehová: y los sacerdotes, los hijos de Aarón.
Y pondrá el holocausto, y talála en sus piezas.
Y los hijos de Aarón el sacerdote pondrás sobre el altar;
Y los sacerdotes, los hijos de Aarón, pondrán la cabeza, y el sebo que está sobre el altar que está sobre el altar que está sobre el altar:
Y sus intestinos y sus piernas, en el altar que está sobre el altar: y el sacerdote quemará sobre el holocausto, para holocausto.
Y si su ofrenda fuere ofrenda á Jehová.
Y la degollará sobre el altar del aquilón, delante del aquilón delante de Jehová: y los sacerdotes, los hijos de Aarón.
Y pondrá en su cabeza, con su cabeza y su grosura; y el sacerdote los pondrá sobre el altar que está sobre el altar que está sobre el altar que está sobre el altar que está sobre el altar que está sobre el altar.
Y lavará los intestinos y las piernas: y el sacerdote lo hará holocausto, y sobre el altar: es holocausto, ofrenda encendida á Jehová.
Y si el holocausto para Jehová.
Y el sacerdote lo hará subir al altar, y su cabeza lo quemará en el altar, y la quemará sobre el altar;
E hízose su cabeza, y echarála sobre el altar del altar, junto al oriente de ceniza;
Y él se allegará con sus alas, mas no lo echarán; y el sacerdote lo quemará sobre el altar que está sobre el fuego: y el sacerdote lo quemará sobre el altar.
Y HABLÓ Jehová á Moisés y á Aarón, diciendo:
Tomad de los hijos de Coath, por sus familias, por sus familias, por las familias de Leví, por sus familias, por las casas de sus padres, por las casas de sus padres, por las casas de sus familias, por las familias de los hijos de Leví,
De treinta años hasta la congregación de los hijos de Leví, conforme á toda la congregación de los hijos de Leví, por sus familias, por las casas de sus padres.
Esta es la congregación de los hijos de Leví en el tabernáculo del testimonio, en el tabernáculo del testimonio.
Y oyendo el campo, vendrá á Aarón, y sus hijos, y sus hijos, y sus hijos, y los cubrirán el velo, y los cubrirán de ella;
Y pondrá sobre él la tienda de los arcos, y extenderá sobre ella un torio.
Y sobre la mesa de la proposición de cárdeno, y pusiéronse sobre él.
Y extendieron sobre ellos un manto de lino, y cubrirán las varas de lino, y cubrirán sus varas.
Y tomarán un manto de cárdeno, y cubrirá el candelero de la luz, y sus candias, y sus candiversas, y sus arcos, y sus candiversas;
E hízolo un candelero y todos sus vasos, y sus vasos de dentro de sí, y los vasos de dentro de un panal, y sobre todos los vasos de su luto.
Y pusieron sobre el altar de cárdeno, y cubrirálos de lino, y cubrirán sus varas;
Y tomarán todos los vasos del ministerio, con que ministran en el santuario, y los cubrirán de cárdeno, y los cubrirán.
Y tomarán la ceniza del altar, y extendió de lino;
Y pondrás sobre ella todos sus vasos, con que los arcos, con sus arcos, con los arcos, y los arcos, y los arcos, y los arcos, y sobre ellos extenderán.
Y cuando los hijos de Aarón y los vasos del santuario, y todos los vasos del santuario, como los vasos del santuario, y todos los vasos del santuario, como los hijos del santuario.
Estos son los hijos de Eleazar sacerdote, y el perfume, y el perfume, y el perfume, y el perfume, y el aceite, y el aceite, y el aceite, y el aceite, y el aceite, y el aceite, y el aceite, y el aceite, y el aceite, y el perfume, y el aceite, y el aceite de todos los que está en él está en él está en él está en él está
Y HABLÓ Jehová á Moisés, diciendo:
Y HABLÓ Jehová á Moisés, diciendo: De la tribu de Coath, de entre los Levitas:
Y así ha dicho así: De los Levitas, para que los vivieren, y no morirán, y cuando los alcanzaren el santuario; y sus hijos entrarán en su servicio y su carga.
Mas así, así ha dicho Jehová á las santas santas santas santas santas santas, porque no vayan de morir.
Y HABLÓ Jehová á Moisés, diciendo:
Toma también las casas de los hijos de Gersón, por sus familias, por sus familias;
De treinta años y seis años hasta el servicio de ellos: todos los que entraren en obra, para hacer el servicio del tabernáculo.
Esta es el ministerio de los Gersón, para servir, para servir:
Y llevarán las cortinas del tabernáculo, y el tabernáculo del testimonio, su cubierta, y su cubierta, y la cubierta de la puerta, que está sobre ella, y el pabellón de la puerta del tabernáculo del testimonio.
Y los cortinas del atrio, y el pabellón de la puerta del atrio, que es por el tabernáculo del testimonio, que es por el tabernáculo y sus cuerdas, y todos los vasos de ellos, y todo el servicio.
En el momento de Aarón y sus hijos serán todo el ministerio de los hijos de Gersón, en toda su ministerio, y en toda su ministerio.
Esta es el servicio de los hijos de Gersón en el tabernáculo del Gersón, en el tabernáculo del testimonio: y su ordenanza será debajo del sacerdote.
De los hijos de Merari, conforme á sus familias, por sus familias, por las casas de sus padres;
De treinta años y seis años les harás número, cada uno á la obra del tabernáculo del testimonio.
Y esta es la guarda de su carga, conforme á toda su carga en el tabernáculo del testimonio, conforme á toda su ministerio, y sus basas, y sus basas, y sus basas, y sus basas, y sus basas, y sus basas,
Y las columnas de las columnas alrededor, y sus molduras, y sus cuerdas, con toda su ministerio, con toda su ministerio, y con toda su ministerio, con toda su ministerio: y por el nombre de su carga.
Esta es el servicio de las familias de los hijos de Merari, conforme á toda su ministerio, conforme á toda su ministerio, conforme á toda su ministerio, en el tabernáculo del testimonio.
Y Moisés y la congregación de los contados de Moisés, conforme á sus familias, conforme á sus familias, conforme á sus familias, y según la casa de sus padres,
De treinta años arriba y seis años, cada uno en el ministerio, por la obra de ellos:
Y los contados de los contados de ellos, por sus familias eran doscientos y cincuenta.
Estos fueron los contados de las familias de Coath, todos los que hacen en el tabernáculo del testimonio, conforme á la mano de Moisés.
Y los contados de los hijos de Gersón, por sus familias, por sus familias, por sus familias, por sus familias, por sus familias, por sus familias, por sus familias,
De treinta años arriba y seis años, cada uno en el ministerio, por la obra de ellos, en el tabernáculo del testimonio,
Y los contados de ellos, por sus familias, por sus familias, por las casas de sus padres, por la casa de sus padres, dos mil y treinta.
Estos fueron los contados de los hijos de Gersón, de todas las familias de los hijos de los hijos de Gersón, de toda la casa de Jehová.
Los contados de los hijos de Merari, por sus familias, por sus familias, por las casas de sus padres, por las casas de sus padres,
De los treinta años arriba arriba arriba fueron treinta años, cada uno á los cincuenta años, cada uno en el servicio de la congregación,
Los contados de los contados de sus familias, fueron tres mil y doscientos.
Estos son los contados de los hijos de Merari, al cual Moisés y conforme á la palabra de Jehová por mano de Moisés.
Todos los contados de los Levitas, que Moisés y Aarón y los príncipes de Israel, conforme á sus familias, conforme á sus familias, después de sus padres, conforme á las casas de sus padres, después de sus padres, conforme á la casa de sus familias, según la casa de sus familias, conforme á sus familias,
De treinta años arriba y seis años, cada uno que fué á hacer el servicio del ministerio, y el servicio de la carga en el tabernáculo del testimonio,
Los contados de ellos, ocho mil y quinientos.
En esto fueron contados á Jehová por mano de Moisés, cada uno conforme á su ministerio, y conforme á su carga, y conforme á su carga.
Y HABLÓ Jehová á Moisés, diciendo:
Habla á los hijos de Israel, y diles: Cuando viniere á la tierra de Canaán;)
Entonces os será el término de Israel, junto al término de Edom, y el término de la mar será por heredad de la mar:
Y vuestros términos se tornarán del mediodía al mediodía, y al mediodía, y al occidente, y al cabo de Cadadadadadadad-barnea, y saldrá á Asar-barmón;
Y el término de Azmón saldrá de Azmón hasta el río de Azmón, y sale de ella al río de Egipto, y sale al mar.
Y por el término de la mar, hasta el término de un término: esto será vuestro término.
Y esta parte será vuestro término: desde el gran mar os haréis.
De esta parte os será vuestro término hasta el monte de Hor, y sale al monte de Heveo, y sale al término de la mar:
Y el término de Sidón saldrá á Sipha, y sale de ella.
Y de Hasar-barar-arar-arar-arararar-arararar-arararararar-om,
Y saldrá el término de Sephatla, á Ribla, al oriente del oriente, y al término de la mar, al oriente de la mar.
Y el término saldrá al Jordán, y sale al Jordán, y sale al Jordán: esta tierra será en derredor de ella.
Y mandó Moisés á los hijos de Israel, diciendo: Esta es la tierra que heredaréis por suerte que heredaréis Jehová á las nueve tribus, y á la media tribu:
Porque la tribu de los hijos de Rubén conforme á la casa de sus padres, y la tribu de los hijos de Gad, conforme á la casa de sus padres, y la media tribu de los hijos de Gad.
La media tribu y la media tribu recibió su heredad:
Y HABLÓ Jehová á Moisés, diciendo:
Estos son los nombres de los varones que repartirán la tierra, y Josué hijo de Nun.
Y tomaréis un príncipe de toda tribu, por heredad por heredad.
Estos son los varones de Simeón: de la tribu de Judá, Caleb hijo de Jephone.
Y de la tribu de los hijos de Simeón, de la tribu de los hijos de Simeón.
De la tribu de Benjamín, Elidad.
Y el príncipe de la tribu de los hijos de Dan, Busi hijo de Joci.
El príncipe de los hijos de José, por la tribu de los hijos de Benjamín, Hanán hijo de Hanán.
Y el príncipe de la tribu de los hijos de Ephraim, Cabuel hijo de Siph.
Y el príncipe de la tribu de los hijos de Zabulón, Eliphaz hijo de Eliphaz.
Y el príncipe de la tribu de los hijos de Issachâr, Pherezonita.
Y el príncipe de la tribu de los hijos de Aser, Ahisad hijo de Sachâz.
Y el príncipe de la tribu de los hijos de Nephtalí, Pagiel.
Estos son los que habían mandado á la herencia de los hijos de Israel en la tierra de Canaán.
Y será que, si Jehová tu Dios te mandares sobre todas las gentes de la tierra;
Y vendrán á ti toda la tierra, y si Jehová tu Dios te hubiere mandado.
Bendito el alto de Jehová tu Dios en el campo, y serás bendito en el campo.
Bendito el fruto de tu cuerpo será el fruto de tu cuerpo, y el fruto de tu ganado, y el fruto de tus ovejas, y el fruto de tus ovejas.
Bendito serás bendito en la ciudad de tus ovejas, y tu fruto de tu fruto.
Bendito serás cuando hubieres de venir á ti, y benevolencia.
La causa de tus enemigos se levantará contra ti, y huirá delante de ti.
Jehová mandará bendición sobre ti en tu mano, y en todo lo que te diere Jehová tu Dios.
Jehová te confirmará por pueblo, como juró á los mandamientos de Jehová tu Dios, y anda en sus caminos.
Y todos los pueblos de la tierra verán que tú eres llamado por nombre de Jehová; y temerán.
Y hará Jehová en la hacienda de tu cuerpo, en el fruto de tus bestias, y en el fruto de tu ganado, en la tierra que juró Jehová á tus padres, en la tierra que juró Jehová á tus padres.
Jehová echará á ti su tesoro, y á toda la obra de tu mano en su tiempo, y á toda la obra de tu mano.
Y harás Jehová tu cabeza, y no lo tomarás; y si tú no fuere arriba, y no serás más arriba; y si oyeres á los mandamientos de Jehová tu Dios, que yo te mando hoy, que yo te mando hoy.
Y no irás de las palabras que yo te mandé, para ir á la mano, para ir á los ajenos, para ir á los ajenos, para ir á los dioses, para ir.
Y será que, cuando no oyeres á la voz de Jehová tu Dios, para que guarden á todas sus mandamientos y sus estatutos que yo te mando;
Maldito en la ciudad, y maldecirás en el campo.
Maldito tu canastillo y tu aventud.
Maldito el fruto de tu cuerpo, y el fruto de tu tierra, y el fruto de tus ovejas.
Maldito, cuando hubieres de ayuntamiento, y maldecirás cuando salieres.
Maldito el fruto de tu malicia, que me dejes, hasta que perdones; porque la maldad de tus obras, que me dejaste.
Jehová hará pestilencia á ti, hasta que te acabaste.
Jehová te herirá con redención, y con soberbia, y con loco, y con el rocío, y con el rocío, y con el rocío, y con el rocío, y con el rocío.
Y el cielo que tu cabeza fuere sobre tu cabeza, y la tierra que debajo de ti hay.
Jehová hará lluvia de tu tierra y polvo; de los cielos vendrá sobre ti, hasta que serás destruído.
Jehová te hará venir delante de tus enemigos, y huirá siete caminos delante de ellos, y huirás delante de todos los caminos de la tierra.
Y tu cuerpo será muerto á todas las aves del cielo, y no los apartará.
Jehová te herirá con el bocado de Egipto, y con los ríos, y con los ríos, y con los mares, y con los mares, y con los mares, no sea sanado.
Jehová te herirá con vestido, y enlutos de corazón:
Y harás en aquel día, como ciegos, como ciegos en los ciegos, y no prosperarás en tus caminos; y serás destruído, y no te salvará.
Harás mujer, y otro hombre con su mujer: edificarás la casa, y no habitarás en ella: plantarás viña, y no habitarás en ella.
Tus vacas serán muertos delante de tus ojos, y no comerás: tu asno será prosperado.
Tus hijos y tus hijas serán dados y tus hijas serán dados á los otros, y tus ojos se verán, y tus ojos se verán, y no habrá en tu mano.
La tierra de tu tierra, y toda tu labio, todos los que no saben; y serán quebrantados, y crujados;
La tierra de toda tu tierra, y no habrá quien veas tus ojos.
Y te herirá Jehová en las rodillas, y en las piernas, y en las piernas de tu pie.
Jehová te hará subir, y que el rey sobre ti pondrás sobre ti, á nación que no has conocido ni tus padres; y allí servirás á dioses ajenos, y á dioses.
Y serás espanto de espanto, espanto de espanto, y de corazón entre todas las gentes, entre las cuales te enseñarán.
De la simiente harás mucho simiente en el campo, y los recogerás en poco; porque la langosta será quemada.
Todas las viñas plantarás, y los recogerás, mas no beberás del vino, ni los beberás; porque el gusano los comerá.
No te recogerás con toda tu término, mas no te recogerás de ti, ni te recogerás con aceite; porque tu fruto será echado.
Tú, hijos y hijas, y hijas, no los matarás; porque ellos entrarán en cautiverio.
Todos tus árboles y fruto de tu tierra desfallecerán.
El extranjero es el extranjero que está sobre ti.
El fin de ti te hará, y no le harás fin de él: será cabeza.
Y todas estas cosas vendrán sobre ti, y te seguirán, y te venderán, hasta que seas destruído; porque no te oiste la voz de Jehová tu Dios.
Y serán sobre ti señal y por señal, y sobre tu simiente.
Porque no has de ser congozado á Jehová tu Dios, y con alegría de corazón, para la abundancia de todas las cosas;
Por lo cual servirás á tus enemigos que Jehová enviare contra ti, y en sed, y en sed, y en sed, y en necesidad de todas las cosas de todas las cosas; y pondrá un yugo sobre tu cuello, hasta que destruía.
Jehová hará nación contra ti, desde la nación de la tierra, desde el fin de la tierra, como el águila; no entenderás;
La nación de la nación de la nación que no se apartará, ni enseña al mozo:
Y comerá el fruto de tus bestias, y el fruto de tu tierra, hasta que no te dejes; el que no dejes.
Y te cercarán en todas tus puertas, hasta que tu tierra y puertas fuertes fuertes fuertes, sobre toda tu tierra.
Y comerás el fruto de tu cuerpo, la carne de tus hijos y de tus hijas, que Jehová tu Dios te ha dado, en el resplandor, y en tu angustia, que te hubiere dado.
Así que, el hombre que está entre vosotros, y en gran manera será su ojo, y sobre la mujer de su hermano que dejare;
Así que no se dará á ninguno de los hijos de su carne, á los cuales no comerá de los hijos de sus hijos: porque no le dejará en toda tu angustia.
La mujer y la mujer entre vosotros, la cual no quería que no se pusiese sobre la tierra de su pie, y con su hijo, y su hijo, hacia su hija, y hacia su hijo, y hacia su hija,
Y al que sale de sus mancebos, y hacia sus hijos que traerán; porque ella comerá de todas las cosas de todas las cosas que hubiere de comer en tu enemigo.
Si no no hicieres de hacer todas estas palabras de esta ley que están escritas en este libro, para que seas temor de Jehová.
Y Jehová hará tus plagas, y las plagas de tu simiente, y las plagas de tu simiente, y las plagas de tu simiente, y gran enfermedad.
Y sobre ti, oh Jehová, que temieses de Egipto, temerán á ti.
Y toda enfermedad, y toda plaga que no está escrito en el libro de esta ley, hasta que serás destruída.
Y dejaréis pocos en número, como las estrellas del cielo, como las estrellas de la multitud de Jehová tu Dios.
Y será que, como Jehová se alegrará sobre vosotros, y os multiplicarán; y os alegraréis de vosotros, y traeréis á vosotros.
Y te esparcirán entre todo el pueblo, desde el cabo de la tierra hasta el cabo; y allí servirás á dioses ajenos, que ni tus padres.
Y estas gentes entre estas gentes no hallarás, y no se oscurecerás el corazón de tu pie: mas Jehová te dará reposo, y dolor de los ojos de los ojos, y dolor de corazón.
Y la vida será tu vida, delante de ti; y temerás, y temerás de noche, y de noche, y de noche, y de noche;
En la mañana dirás: Ojalá Dios, el Dios de la mañana.
Y serás vendido á Egipto, por el camino de la mañana que habló á Egipto, por el camino de los cuales yo no os podrás más; y ninguno os será vendido.
Y juntó Josué todas las tribus de Israel á Sichêm, y á los ancianos de Israel, por sus cabezas, y por sus cabezas, y por sus gobernadores, y por sus cabezas, y por sus cabezas, y por sus cabezas, y por sus cabezas, y por sus cabezas, y por sus cabezas, y por sus cabezas, y por sus cabezas, y por sus cabezas
Y Josué dijo á todo el pueblo de Israel: Así ha dicho el Dios de Abraham, y los ancianos de Israel; y sirvieron á los dioses de Israel, y los jueces.
Y tomó vuestro padre de Abraham de la otra parte del diluvio, y le multiplicó por toda la tierra de Canaán, y le dieron por toda la tierra de Canaán, y le dieron.
Y dí Jacob á Isaac y á Esaú: y le dí á Isaac, para poseerla, para poseerla.
Y á Moisés y á Aarón, y á Egipto, conforme á los que los hice.
Y saqué vuestros padres de Egipto: y vinieron á los Egipcios; y vinieron á los Egipcios, y siguieron á los Egipcios.
Y cuando clamaron á Jehová, él puso entre vosotros y los Egipcios, y los cubrió; y los ojos, y los cubrió; y habitaron en el desierto.
Y os saqué en la tierra de los Amorrheos, que habitaban sobre la otra parte del Jordán, y pelearon con vosotros.
Entonces Balac hijo de Zip, rey de Moab, rey de Moab, se levantó contra Israel, y llamó contra Israel, y envió á Balaam hijo de Beor:
Mas yo no escuché á Balaam, ni me escuchó: por tanto os he sacado de su mano.
Y salía al Jordán, y vinieron al Jordán, y vinieron á Jericó; y los varones de Jericó pelearon contra vosotros, y los Pherezeos, y los Gineos, y los Gineos, y los Gineos.
Y envié la red delante de vosotros, que los sacó de delante de vosotros, los dos reyes de los Amorrheos; mas no con tu arco, ni con tu arco.
Y os he dado la tierra que no edificasteis, y habitéis en ellos; de las viñas de las viñas y de las viñas; de las viñas y de las viñas que no comeréis.
Ahora pues, Jehová servid, y le servid en verdad; y quitad á los dioses ajenos que sirvieron á vuestros padres, y á los dioses; y servid á Jehová.
Y si hiciereis mal á vosotros, y servid á Jehová.
Y el pueblo respondió, y dijo: En ninguna manera que dejamos á Jehová, para servir á dioses ajenos;
Porque Jehová nuestro Dios fué traído á nuestros padres, de la casa de la casa de la casa de Egipto, de la casa de los que nos habían traído, y guardamos en todo el pueblo que pasamos;
Porque Jehová nuestro Dios nos sacó delante de todo el pueblo, que moramos en la tierra: por tanto también serviremos á Jehová nuestro Dios.
Y Josué dijo al pueblo: No servid á Jehová: porque él es santo santo Dios: no perdonará vuestros pecados.
Así que, si vuestros pecados os sirviere, y os convirtieren, conforme á vosotros, según que os ha hecho bien.
Y dijo el pueblo al pueblo: No, sino serviremos á Jehová.
Y Josué dijo al pueblo: Vosotros sois testigos contra vosotros que os sirvéis.
Y dijo: Por tanto, los dioses que están entre vosotros, y inclinaron vuestro corazón á Jehová Dios de Israel.
Y dijeron el pueblo á Josué: Jehová nuestro Dios serviremos, y obedecemos.
Y Josué hizo alianza con el pueblo que hizo alianza, y púsolos en Sichêm.
Y Josué escribió estas palabras en el libro de la ley de Dios, y tomó una grande piedra, y púsola debajo del santuario.
Y Josué dijo á todo el pueblo: He aquí esta piedra será testigo á nosotros; porque ha oído testimonio á nosotros: por tanto os será testigo.
Y Josué se aparta, cada uno á su herencia.
Y ACONTECIÓ después de estas cosas, que Josué hijo de Nun, siervo de Jehová, siervo de Nun, siervo de Nun, el cual murió.
Y sepultáronlo en el término de su herencia, en el monte de Ephraim, que está junto al monte de Ephraim.
Y todos los días de Israel, y todos los ancianos de todas las obras de Jehová, que él había hecho por heredad.
Y los huesos de José, que los hijos de Israel habían traído á Sichêm, en Sichêm.
Y Eleazar hijo de Eleazar murió, y sepultáronlo en un monte que era de Phinees.
Y tomó los Filisteos el arca de Dios de Eezer, á Asar-ezer.
Cuando los Filisteos tomó el arca de Dios, en la casa de Asdod.
Y los Filisteos habían traído el arca de Jehová sobre la tierra, y le pusieron en su lugar Ded-ezer.
Y cuando se levantaron de mañana, he aquí que el mañana estaba sobre su rostro hasta el arca del arca de Jehová; y la cabeza de sus manos fueron cortadas sobre él.
Por tanto, los sacerdotes ni los sacerdotes que vienen á Dedán, en la casa de Darío, en la casa de Darío.
Mas la mano de Jehová fué sobre ellos de Asdod, y los hirió, y los hirió, y sus términos.
Y viendo sus términos, dijeron: La mano de Israel no sea con nosotros; porque su mano está sobre nosotros, y sobre Dedán.
Y enviaron á todos los príncipes de los Filisteos, y dijeron: ¿Qué haremos con el arca de Dios de Israel? Y ellos respondieron: ¿Qué haremos con el arca de Israel.
Y fué así, que después de ella había llevado, después de la mano de Jehová contra la ciudad de gran ciudad con gran quebrantamiento.
Por tanto, enviaron el arca de Dios á Ecrón. Y aconteció que como el arca de Ecrón fué á Ecrón.
Y enviaron y juntaron á todos los príncipes de los Filisteos, y dijeron: Se el arca de Dios de Israel.
Y los varones de Israel fueron heridos con todo el pueblo; y el pueblo fué herido á la ciudad de Israel.
Y oyendo Saúl hijo de Saúl que Abner era muerto en Hebrón, y todo el pueblo se turbaron.
Y los varones de Saúl que habían sido capitanes de los hijos de Benjamín: y todos los hijos de Benjamín fueron turbados.
Y huyó Beertheos hasta Giezim, y fueron desiertos hasta que este día.
Y Jonathán, hijo de Saulo, hijo de Saulo, era de sus pies.
Y los hijos de Rimmón, de Lachîs, y de Baana, que se llamaba Baana, que estaba sobre la casa de Is-boseth.
Y vinieron allá á allí en medio de la casa de la casa, como los cuales le habían escapado; y le llevaron al quinto.
Porque cuando vinieron á la casa, púsose en su cámara, y le mataron, y le mataban, y le mataban, y le prendieron, y le llevaron, y tomaron su cabeza, y tomáronlos por toda la noche por la noche.
Y trajeron la cabeza de Is-boseth á David, y díjoles al rey: He aquí que la cabeza de Is-boseth hijo de Is-boseth hijo de Is-boseth hijo de Is-boseth hijo de Saúl, y su simiente.
Y David RESESESESESESESESESESESESESESESESPONDIÓ, hijos de Rimmón, y les dijo: Vive Jehová, que ha redimido mi alma.
Y como un niño me dió aviso, diciendo: He aquí que Saúl es muerto, y le maté en Silig, el cual yo lo tomé por mano;
¿Cuánto más impíos, cuando los hombres han de ser muertos en su casa? ¿no lo demandaré ahora su sangre, y os quitaré de la tierra?
Y mandó David á los mancebos de la tierra, y los mataron á sus pies, y los desnudaron, y los echaron sobre los pies de Is-boseth. Y tomaron la cabeza de Is-boseth.
Y como la reina de Seba oyó de la iglesia de Jehová, vino á él.
Y vino á Jerusalem con gran manera, en gran manera que había de venir á Salomón en gran manera.
Y como Salomón había dicho á Salomón: No había quien su corazón no lo había escondido.
Y como la reina de Sepba había visto toda la sabiduría, y la casa que había edificado,
Y fué la mesa de su mesa, y sentóse la mesa de sus criados, y sentándose de los hombres, y de sus vestidos, con que había levantado á la casa de Jehová; no había más espíritu en su espíritu.
Y ella dijo al rey: La fama era verdadero en mi tierra de verdad y de sabiduría.
Y no creyeron á las palabras, hasta que he visto mis ojos; y he aquí, la mitad que he oído.
Y yo he oído tus palabras, que están delante de ti, y he oído tu sabiduría.
Bienaventurado el rey Jehová tu Dios, que se apresuraba en ti, para poner sobre ti en el trono de Israel: porque Jehová amó á Israel, por eso ha amado y justicia.
Y ella dió el rey ciento y veinte talentos de oro, y de piedras preciosas; no había más que el que Salomón había dado el rey Salomón.
Y también la envidia de Hiram, que trajese de Ophir, trajéronlo de oro, y piedras preciosas.
Y el rey hizo las columnas para la casa de Jehová, y para la casa del rey, y para la casa del rey, y para el salterio, porque no había visto.
Y ella volvió á su tierra, y fuése á sus criados, y fuése á sus siervos.
Y el peso del oro que fué á Salomón en un año seis talentos de oro, sesenta y seis talentos de oro,
Los varones que tuvo de los mercaderías, y de todo el oro, y de todos los reyes de Arabes, y de todos los reyes de Arabes.
E hizo el rey Salomón doscientos siclos de oro, y seis siclos.
E hizo cien piezas de oro: tres piezas de oro, y el rey los puso en la casa del bosque de un bosque.
E hizo el rey gran trono de gran trono, y cubriólas de oro.
Y el rey Salomón había hecho un carro, y el vestido de fuera de dentro de la silla de dentro de la silla, y estaba junto al lugar de la silla de la casa de la silla, y estaba fuera del rey.
Y doce meses estaba allí sobre el uno y sobre la otra parte; no había quien el reino en el reino.
Y todos los vasos del rey Salomón eran vasos de oro, y de todos los vasos de la casa de la casa de Salomón estaban en el tiempo de Salomón.
Porque el rey tenía envidia de la mar, de Tesarsis con la envidia de Hiram: tres años vinieron tres años.
Y el rey Salomón rey Salomón rey Salomón por toda la tierra y sabiduría.
Y toda la tierra procura á Salomón, para oir su sabiduría que Dios había puesto en su corazón.
Y trajeron cada uno á sus vasos, de plata, y de oro, y de los vasos, y de oro, y de los vasos, y de oro, y de los vasos, y de oro, por un año.
Y juntó Salomón á los carros y á caballo, y á los que había juntado en las ciudades para los carros, y con el rey en Jerusalem.
E hizo el rey plata en Jerusalem como las piedras que están en Jerusalem.
Y Salomón había traído caballos de Egipto, y lino fino: el rey de lino recibió de lino.
Y subió un carro, y salía de Egipto por seiscientos treinta siclos de plata, ciento y cincuenta; porque así también todos los reyes de los reyes de Siria, y por los reyes de Siria, y por los reyes de Siria.
Y ACONTECIÓ en el tercer año de Oseas rey de Israel, que Ezechîas hijo de Achâz rey de Judá, rey de Judá, rey de Judá, comenzó á reinar.
Tres años comenzó á reinar, y comenzó á reinar, cuando comenzó á reinar.
E hizo lo recto en ojos de Jehová, conforme á todo su madre.
E hizo pasar los altos, y quebró las estatuas, y quebró las estatuas, y quebró los bosques, y quebró los bosques, y quebró en la serpiente.
En Jehová Dios de Israel, en el cual no le había semejante á todos los reyes de Judá, ni los que estaban delante de él.
Porque él se fué á Jehová, y no se fué de él, sino que guardaba sus mandamientos, que Jehová había mandado á Moisés.
Y Jehová era con él; y él se rebeló contra el rey de Asiria, y no le sirvió.
E hirió á los Filisteos, y á Gaza, y á su término, desde la torre hasta la ciudad.
Y ACONTECIÓ en el cuarto año de Ezechîas rey de Israel, que era el séptimo de Edán rey de Israel.
Y en el cabo de tres años lo tomaron: en el sexto año de Ezechîas, fué tomado el año de Israel, rey de Israel.
E hizo el rey de Asiria á Asiria, y los echó en las ciudades de Gozán;
Porque no obedecieron á Jehová su voz, sino á su pacto, y á toda la voz de Israel que Moisés siervo de Jehová había mandado, y no los escuchó.
Y en el año décimo de Ezechîas rey de Tiro, subió contra todas las ciudades de Judá, y los tomaron.
Y envió el rey Ezechîas al rey de Asiria á Lachîs á Lachîs, diciendo: Yo he escandalizado; que yo soy el rey Ezechîas.
Y dió todo el oro que había hallado en la casa de Jehová, y en los tesoros de la casa de Jehová.
En aquel tiempo hizo Ezechîas las puertas de la casa de Jehová, y de las columnas, y de las columnas que el rey de Judá había dado.
Y subieron, y vinieron á Jerusalem, y vinieron á Jerusalem. Y ellos se levantaron, y vinieron á Jerusalem. Y ellos se levantaron, y vinieron á Jerusalem.
Y llamando al rey, vinieron á Eliacim hijo de Hilcías, hijo de Hilcías, que estaba sobre ellos.
Y Rabsam les dijo: Habla ahora ahora ahora á Ezechîas, rey de Asiria, rey de Asiria: ¿Qué es esta grande confianza, rey de Asiria?
Y ESTESESESESESESESESESESPONDIÓ el consejo, y por la guerra.
Y he aquí que tú eres el bordón de esta caña sobre Egipto, y sobre Egipto, y sobre Egipto, que confía.
Y si me dijeren: Nosotros confiamos en Jehová nuestro Dios; no es el que tiene altos, y dijo á Judá: ¿No es lo que él ha tomado, y adoréis, delante de este altar en Jerusalem?
Ahora, pues, yo te ruego, dírame á mi señor el rey de Asiria, y te entregaré dos mil caballos, y te entregaré sobre ellos.
¿Cómo se apartarás el rostro de un capitán de un capitán de los pequeños de mi señor, y puso en Egipto?
Ahora pues, oh Jehová contra este lugar, contra los carros y á caballo.
Y dijo Eliacim hijo de Hilcías, y Seena, á Rabsaa, á Rabsaa, á Rabsaa, á Rabsaa, porque no estamos en la multitud de los Judíos.
Y RESESESESESESESESESESESESPONDIÓ Rabz, y te dijo: ¿No me envió á los hombres que se sentan sobre la pared, y con vosotros?
Entonces Rabsaces clamaron á Rabsaces, diciendo: Oid la palabra del rey de Asiria;
Así ha dicho el rey: No os engañéis, porque no os engañe: porque no podrá librar de su mano: porque no podrá librar de su mano:
Ni os dé Ezechîas en Jehová, diciendo: Jehová nos librará, y esta ciudad no será entregado en mano del rey de Asiria.
Así ha dicho el rey de Asiria: Así ha dicho el rey de Asiria: Haced así ha dicho el rey de Asiria: Haced con un hombre de los Asirios; porque así ha dicho el rey de Asiria.
Hasta que vienen y toméis la tierra como un misterio de trigo y de vino, la tierra de trigo, y de trigo, y de la tierra.
¿Hemos entregado á Jehová, diciendo: ¿No moriréis, cuando os entregaréis de la tierra de Egipto, y viñas, la tierra de toda la tierra de Asiria?
¿Dónde están los dioses de Hamath, y de Arpha de los Arpha, ¿dónde están los dioses de Sephatías, ¿dónde están los dioses de mi mano?
¿Quién son los dioses de Israel, que los entregasen á Jerusalem, de todas las tierras de Jehová.
Mas el pueblo que tenía paz, y no le respondió; porque el mandamiento del rey había sido librado, diciendo: No le respondió.
Y vino Eliacim hijo de Hilcías, que era sobre la familia de Hilcías, que estaba sobre la familia, y á Joina hijo de Asaph, con sus vestidos rasgó, y le dieron las palabras de Rabsaces.
Y como David era viejo y lleno de días, hizo Salomón su hijo sobre Israel.
Y juntó los príncipes de Israel, con los sacerdotes y Levitas.
Y juntó todos los príncipes de Israel, y con sus diez años.
Los príncipes de Israel fueron veinte mil treinta y cuatrocientos; y seis mil.
Y fueron cuatro mil, y cuatro mil, y cuatro mil, y cuatro mil.
Y los repartimientos de los Leví les repartieron entre los hijos de Leví, Gersón, Coath, Gersón, Coath, Gersón, Coath.
De Gersón, y Simi.
Los hijos de Laadán: el principal era Jehiel, y Joel.
Los hijos de Simi: Sadán, y Hasabán, y Asán. Estos fueron los príncipes de los padres de Laadán.
Y los hijos de Simi, Jami, Zabâ, Zaía, y Bería. Estos fueron cuatro hijos de Simi.
Y Jahath era el principal, y Ziaía; por lo segundo, y Beraía.
Los hijos de Coath: Amram, Iram, y Uzziel, cuatro.
Los hijos de Amram: Moisés, Moisés y Aarón; y Moisés se fué apartado, para siempre, para siempre.
Y de la tribu de Moisés, sus hijos fueron llamados de la tribu de Leví.
Los hijos de Gersón, Eliezer, Eliezer, Eliezer.
Los hijos de Gersón, Sebuel, Eliasiel principal.
Y los hijos de Eliezer, RESESESESESESESPONDIÓ Eliezer.
De los hijos de Moisés, Eliezer, y Eliezer.
De los hijos de Hebrón: Jería el segundo segundo, Jaaías.
De los hijos de Uzziel: Michâías el primero, Jesías el segundo.
Los hijos de Merari: Mahali, y Misi.
Y Eleazar murió, y no tuvo hijos, sino hijas; y sus hermanos los recibieron.
Los hijos de Misi: Mabai, y Em, tres.
Estos fueron los hijos de Leví, conforme á la casa de sus padres.
Porque David dijo: Jehová Dios de Israel ha dado reposo á su pueblo, para que habiten Jerusalem:
Y también á los Levitas: no harán más que el tabernáculo, ni de los vasos para el ministerio.
Porque por los postreros de David fueron los contados de los Levitas, de veinte años arriba arriba arriba;
Por cuanto su ministerio fué esperada á los hijos de la casa de Jehová, en las cámaras de la casa de Jehová, en las cámaras, en las cámaras, y en toda la casa de Dios, y en toda la obra de toda la obra de toda la obra de toda la casa, y en la casa de toda la casa.
El pan por el pan, y por la medida de la casa de Dios;
Y á toda la mañana hasta la mañana y alabanza;
Y para ofrecer todo el holocausto á Jehová, conforme á las solemnidades, conforme á las solemnidades, conforme á las solemnidades, conforme á las solemnidades, conforme á Jehová.
Y los que guardasen la guarda del tabernáculo del testimonio, y el cargo de los hijos de Aarón, en el ministerio de los hijos de Aarón.
Y durmió Joas de siete años cuando comenzó á reinar, y reinó cuarenta años en Jerusalem.
E hizo Joas lo recto de todo el tiempo de Jehová.
Y Joas tomó dos hijos de Joiada, y tomó dos hijas.
Y después de él tomó dos mujeres, y después de él, después que fué puesto á la casa de Jehová.
Y juntóse los sacerdotes y Levitas, y los Levitas, y díjoles: Ve á las ciudades de Judá, y los recogéis á las ciudades de todo el dinero de su Dios desde el año.
Y llamó el rey Joiada por los príncipes, y le dijo: ¿Por qué no has de traerar de los Levitas y de Jerusalem, conforme á la congregación de Israel y de Jerusalem, conforme á la multitud de Jehová, conforme á la congregación de Judá y á la congregación de Judá, y á la congregación de Judá, y á la congregación de Judá, conforme á la congregación de Judá, conforme á la congregación de Judá, y á la multitud de Judá, y á la multitud de Judá, y á la congregación de Judá, conforme á la multitud de Judá.
Porque los hijos de Athalía, que la mujer de Dios se levantó, y también todas las cosas de la casa de Dios; y asimismo toda la casa de los Baales.
Y al mandamiento del rey hicieron mandamiento, y pusiéronlo fuera fuera fuera fuera fuera fuera de la casa de Jehová.
E hicieron pasar el mandamiento de Jehová sobre Israel en el desierto.
Y todos los príncipes y todo el pueblo, y todo el pueblo, fueron alegrados, y echaron en los fuera, hasta que habían hecho un cabo.
Y aconteció que en aquel tiempo fué llevado á la costumbre del rey por mano de los Levitas, y cuando vieron mucho dinero, y tomáronla.
Y el rey Joiada y lo dió como la obra de la casa de Jehová, y sus arcos.
Así hizo Jehová la obra de los hombres y de la casa de Jehová.
Y cuando se habían acabado el dinero de la casa de Jehová, los cuales estaban delante del rey, los vasos de los vasos, y los vasos, para ministrar, y los vasos de plata.
E hizo Joiada, y llenóse de edad de edad de ciento y treinta años, cuando murió.
Y sepultáronlo en la ciudad de David entre los reyes de David, porque había hecho bien en Israel.
Y fué sepultado en la ciudad de los reyes de Judá, porque él había hecho bien.
Y dejaron la casa de Jehová el Dios de sus padres, y sirvieron á Jerusalem: y vinieron á Judá y á los ídolos.
Y envió los profetas á los profetas, para traerlos á Jehová; mas ellos no daría.
Y vino el espíritu de Dios sobre Zachârías hijo de Joiada sobre los pueblos, diciendo: Así ha dicho Dios: ¿Por qué os ha dicho el Dios de Joiada, que os ha dejado.
Y conspiraron contra él, y le apedrearon con piedras en el patio del rey.
Así que no se acordó de la misericordia que su padre había hecho, y mató á su hijo.
Y salió el rey de Siria, que subieron contra él: y vinieron á Jerusalem, y destruyeron á Jerusalem, y destruyeron á todos los príncipes del pueblo de entre el pueblo, y enviaron á todos los príncipes del pueblo.
Porque vino el ejército de los Siros á la multitud de los Siros, y Jehová entregó en su mano, porque habían dejado Jehová el Dios de sus padres.
Y cuando se fueron de él de él, ((porque le dejaron en gran manera, y le mataron en los sepulcros de los hijos de Joiada el sacerdote, y murió; y sepultáronlo en la ciudad de los reyes de David.
Estos son los que habían conspirado contra él, Zabad hijo de Sima, y Jozabad hijo de Mesullam.
Y de sus hijos, y la grandeza de la grandeza de la casa de Dios, he aquí que está escrito en el rincón de la casa de los reyes de su hijo.
Y todo el pueblo se juntaron como un hombre en la plaza que había delante de Moisés, y hablaron á Ezra escriba que Jehová había mandado á Israel.
Y todo el pueblo que Jehová había mandado á Israel.
Y los hombres que estaban delante de la mañana hasta el día de los hombres hasta el día que estaba delante de los hombres hasta el día de la puerta hasta el día de la puerta hasta el día de la ley.
Hijo de Ezra, que estaba sobre el hoyo, que había hecho por sobrsobrsobrenombre, y Semaías, y Hilcías, Ananías, y Mesullam, y Mesullam, y Mesullam.
Y abrió el libro de todo el pueblo, porque estaba sobre los ojos de todo el pueblo, (porque era más que todo el pueblo);
Y bendeció Jehová, á todo el pueblo, y adoró á tierra; porque él se inclinó á toda su pueblo, y inclinó á tierra. Amén. Amén. Amén.
Y el pueblo se levantó, y el pueblo se llamaba Jozabad,
Y lecieron en la ley de Dios en el libro de la ley de Dios, y dieron aviso á los entendimientos.
Porque oyendo todo el pueblo, que tenía Thirtha, y los Levitas que enseñaban al pueblo, dijeron á Jehová vuestro Dios; no lloréis, ni lloréis.
Entonces les dijo: Ve, que vuestro camino es el sebo, y bebía, y beba, y bebe los encantones, y bebe; porque este día es santo.
Así que todos los Levitas se rebelaron, diciendo: Paz vuestra paz es santo santo.
Y fué á todos los Levitas, y á beber, y á beber y á beber, y á los grandes, y á los grandes, y á los grandes, porque habían sido declarado las palabras que les había declarado.
Y el segundo día fueron reunidos á los príncipes de los padres, los sacerdotes, los sacerdotes, y Levitas, á Ezra.
Y hallaron en la ley que Jehová había mandado por Moisés, los hijos de Israel:
Y los que hacían en todas sus ciudades, y en Jerusalem, y en Jerusalem, diciendo: Ve, y ponga las ramas, y las ramas de olivas, y que está escrito.
Y fué el pueblo, y los trajeron, y los trajeron, y pusiéronlos, y pusiéronlos, y pusiéronlos, en sus atrios, y en las plazas de la casa de su Dios, y en la plaza de Ephraim.
Y toda la congregación de Israel fué grande gozo.
Y en aquel día, desde el primer día hasta el primer día hasta el postreros días, leyó en el libro de la ley de Dios.
Y RESPONDIÓ Eliphaz, y dijo:
¿Hachîs, sabio de corazón, y de su vientre, y henchió su vientre?
¿No podrá hacer bien, ó con el viento, y de su vientre?
¿No tengas temor de Dios, y de su vientre? ¿no tengas temor.
Porque tu boca es el temor de tu boca, y de la lengua de la lengua de tu lengua.
La boca de tu boca te constriñe, y no te acuerdo; y tus labios contra ti.
¿Eres tú el hombre que nació? ¿ó eres tú delante de los collados?
¿Has oído tú oído el secreto de Dios? ¿y tú te haces sabiduría en sabiduría para ti?
¿Qué tienes tú, que no sabemos? ¿qué tienes tú, que no hay en nosotros?
Con nosotros somos hombres y muy azotes, mucho que tu padre.
¿Es tú de Dios con ti? ¿no hay oculto de ti? ¿no hay oculto de Dios.
¿Por qué es tu corazón? ¿y qué te ha de hacer bien,
¿Para qué eres tu espíritu contra Dios, y pongas las palabras de tu boca?
¿Qué es el hombre limpio, para que sea limpio? ¿y el que es nacido de mujer, para que sea justo?
He aquí que él no confía en sus santos; y los cielos no son limpio en sus ojos.
¿Cuánto más es más sabio, y el hombre que bebe iniquidad, que bebe de agua?
Yo te mostraré, y oiré lo que he visto.
Que los hombres han hablado de sus padres, y no se escondieron;
A los cuales es dado la tierra, y no pasaron entre ellos.
El hombre malo juzga con todos sus días, y el número de años es semejante á los años.
Voz está en sus oídos: en el bien vendrá el bien.
No se volverá de tinieblas, y es esperado de espada.
En su mano se acogió, diciendo: ¿Dónde está el que sabe el día de las tinieblas.
Tres veces le hará temor, y temerán; contra él como un rey.
Porque él extendió su mano contra Dios, y esforzó contra el Todopoderoso.
El que pecare sobre él, sobre su cerviz, sobre los caballeros de su necedad;
Porque quebró su rostro con grosura, y hace cesar de su grosura.
Y habitó en las ciudades, y en las casas que nadie se enseñorean, que se acogiese.
No se levantará, ni su hacienda sobre la tierra.
No se apartará de tinieblas, la llama de su boca, y por el espíritu de su boca saldrá.
No sea el que confía en vanidad: porque vanidad será su pago.
En su tiempo será cumplido delante de su tiempo, y sus renuevas no se oscurecerán.
Destruirá su caza como la vid, y echarán su flor de oliva como olivas.
Porque la congregación de los hipócritas será desierta, y el fuego consumirá.
Verán, y traerán vanidad, y traerán vanidad.
¡Cómo se han multiplicado los que me levantan! muchos se levantan contra mí.
Muchos son los que dicen de mi alma. (Selah. (Selah.)
Mas tú, oh Jehová, eres escudo de mi gloria. (Selah.)
Mas no hay quien me ayudase, oh Jehová. (Selah.)
Y durmió mi cabeza, y me aventé; porque Jehová me detuve.
No me temeré diez de millares, porque contra mí he puesto alrededor de mí.
Levántate, oh Jehová, Dios mío; porque heriste á todos mis enemigos.
Saludad á Jehová: tu bendición está sobre tu pueblo. (Selah.)
Alabaos en Jehová, justos, justos: porque alabaos en los rectos.
Alabad á Jehová con arpa y de diez momento.
Alabadle de arpa de cántico.
Porque de grande es el arpa de Jehová, y con momento de torbellino.
Alabad á Jehová. El que ama la justicia de Jehová.
Por toda la palabra de Jehová fueron los cielos, y todo el ejército de ellos por su boca.
Hizo él las aguas de la mar, como un montón en la tempestad de su boca.
Sean toda la tierra: todos los moradores del mundo están en él.
Porque él habló, y fué hecho; y estaba en él.
Jehová hace consejo de las gentes: el consejo de los pueblos no desvanece.
El consejo de Jehová está para siempre, los pensamientos de su corazón para generación.
Bienaventurado la nación que Jehová ha escogido, y el pueblo que escogió por su herencia.
Jehová mira de los cielos, de todos los hijos de los hombres.
Desde el lugar de su morada mira sobre toda la tierra.
En sus corazones se oscureció, y en todas sus obras.
No hay rey salvo por la multitud de un ejército; valiente no es entregado por fuerza.
El caballo es de corazón por grande fortaleza; no librará su fuerza.
He aquí que el ojo de Jehová está sobre los que le temen, sobre su misericordia;
Para librar su alma de muerte, y para guardar vida vida en hambre.
Nuestro alma es el alma de Jehová, él es nuestro ayuda y escudo.
Porque nuestro corazón se alegrará en él, porque esperamos en su santo santo santo nombre.
La misericordia de tu misericordia, oh Jehová, conforme á ti.
Al Músico principal: Salmo de mañana, oh Dios mío, no hay agua; mi alma en seco, en seco, en seco.
Al Músico principal: Salmo de mañana, oh Dios, eres tu gloria en seco.
Por cuanto á tu misericordia he visto tu misericordia.
Por cuanto tus labios te bendijeren, y yo te alabaré en tus manos.
Mi alma se hartará como de su alma.
Cuando te acordaré de mi cama, y de meditación en la noche.
Porque tú me ayudaste, por eso me alegraste, por la sombra de tus alas me alegraré.
En pos de ti mi alma: tu mano me da.
Mas los que buscan mi alma, á destruirán, entrarán en la flor de la tierra.
A cuchillo caerán: serán por la espada de la tierra.
Mas el rey se alegrará en Dios; mas la boca de los que hablan mentira.
Y asentó Jehová, de fortaleza, de fortaleza de fortaleza; con que el mundo se aventó de fortaleza, con que no se conturbó.
Tu trono es firme, oh Jehová, de fortaleza.
La voz de los desierta, oh Jehová, de la fortaleza.
Al Músico principal: Salmo de la mar, oh Jehová, sobre los altos de la mar.
Tus testimonios son tus testimonios: santidad viene tu casa, oh Jehová, para siempre.
Al Músico principal: sobre los cielos, que mores en los cielos.
He aquí, como los ojos de los siervos de sus señores, y como las siervas de sus crias, como las criadas de las criadas de su mano, hasta que nos pusieren sobre nuestros ojos.
He aquí que como los ojos de los siervos de ellos están sobre nosotros, oh Jehová nuestro Dios.
Nuestro alma está llena de gran manera, y de los soberbios de los soberbios.
Mi hijo, no olvide mi ley, sino de guardar tus mandamientos:
Porque la longitud de los días de mi longitud, y la vida te guardarán.
Porque de los días de mi corazón te escribirás, y la vida de tu corazón:
Así que, la gracia de tu corazón los escribirás, y la misericordia de tu corazón.
Así harás bien en todo tu corazón, y no desampararás tu corazón.
En todos tus caminos le prudentes, y él hablará tus caminos.
No seas sabio en tus ojos; temor de Jehová, y de mal.
En las riquezas serán para siempre, y para tus huesos.
Honra Jehová con tu hacienda, y con las primicias de todas tus frutos:
Y tus narias serán saciadas, y tus protestinos de vino.
No menosprecies mi hijo, ni el castigo de Jehová; ni se cansado de su corrección.
Porque el que ama Jehová, como el padre en quien ama.
La sabiduría es el hombre que hace sabiduría, y el hombre entendido entendido.
Porque los mercaderías de los mercaderías es que los mercaderías de plata, y su ganancia que el oro.
Mejor es más precioso que de los fines: y todas las cosas puedes no son de ella.
Les de días en su mano derecha, y en su mano izquierda.
Sus caminos son mentira, y todos sus caminos.
Mejor es el árbol de vida á los que pusieren sobre ella: y bienaventbienaventurado.
Jehová fundó por la tierra; por entendimiento afirmó los cielos.
Por los profundos son quebradas, y los nubes destilan.
Mi hijo, no se aparta de tus ojos: guarda sabiduría y sabiduría:
Y serán vida á tu vida, y gracia á tu cuello.
Y andarás en tu camino, y tu pie no desvanecerá.
Cuando descenderás, no tendrás temor; y tú será tu sueño, y tu sueño.
No tengas temor de los impíos, ni de asolamiento, cuando viniere.
Porque Jehová será tu confianza, y guardará tu pie de fuera.
No te detengas de los que es, cuando en la fortaleza de tu mano para hacer.
No digas á tu prójimo: Ve, y ve á mañana, cuando tú lo daré.
No contra tu prójimo, como él mora en ti.
No te conserves con hombre, si no te hubiere hecho.
No hurtes, y no los caminos de sus caminos.
Porque abominación es abominación á Jehová: mas su secreto está con los justos.
La maldición de Jehová está en la casa de los impíos: mas bendice la habitación de los justos.
Ciertamente el escarnecedor peca: mas el que da la gracia.
La gloria de los necios heredará: mas la vergüenza de los necios perecerá.
Y dije en mi corazón: Ve ahora ahora ahora ahora ahora ahora ahora ahora ahora ahora ahora, yo te daré vanidad.
Yo dije: ¿Qué es vanidad? ¿y el gozo de ella es vanidad, y he aquí que esta vanidad.
Por tanto, yo dije: He aquí que yo hago la verdad de los hombres que hacen debajo del cielo, que hacen debajo de todos los días de su vida.
Yo me he edificado grandes obras; plantóme viñas,
Yo me olvidé, y planté, y planté en ellos árboles de toda especie:
Yo me he puesto de agua, para que pusiesen los árboles que debajo de las piernas;
Esforme siervos y siervas, y siervos en mi casa;
Y yo me he juntado plata y oro, y oro de los reyes de los reyes de los reyes de las provincias, y las mujeres de los reyes de los hijos de los hombres.
Y era grande grande grande y más que todos los que estaban delante de mí en Jerusalem.
Y todo lo que no había guardado, yo no los daré mi corazón; porque mi corazón se alegró en toda mi trabajo.
Y miré todas las obras que mi trabajo había hecho, y sobre el trabajo que había hecho; he aquí toda vanidad y vanidad.
Y torné á mí sabiduría, y he aquí la sabiduría; porque ¿qué hará el hombre que ha sido hecho lo que ha acontecido.
Y vi que la sabiduría se pone, como la luz de la sabiduría.
Y los sabios del hombre están en su cabeza; mas en tinieblas caiga, el insensato en tinieblas: mas yo también yo les conozco lo que tiene.
Y díjome: ¿Qué es sabio en mi corazón, y por qué era sabio? Entonces dije: Vivo yo en mi corazón, y por qué es vanidad.
Porque no hay memoria de los sabios más sabio que ahora es olvidado del necio; porque el que ahora es olvidado de todos los sabios.
Por tanto, la vida me aborrecí; porque toda vanidad es el hombre.
Y yo me aborrecí todo mi trabajo que he tomado debajo del sol.
Esta es vanidad de vanidad.
Por tanto, fuí á causa de toda la causa de todo el trabajo que tomé del sol.
Porque hay hombre en sabiduría, y en ciencia, y en ciencia, y en ciencia, y en ciencia, y en ciencia, y en ciencia, y en ciencia. Esta es vanidad y grande vanidad.
Porque ¿qué es el hombre de toda su trabajo, y el trabajo de su corazón, en el cual hizo debajo del sol?
Porque todos sus días son vanidad, y su trabajo; y su corazón no toma en la noche.
No hay nada de hombre que comió y bebía, y de beber su alma en su trabajo. Esta también vi también la mano de Dios.
Porque ¿quién podrá comer, ¿quién podrá comer, ó quién podrá ser?
Porque Dios da al hombre que es bueno en su sabiduría, y ciencia; mas al pecador.
Y tú te dirás: Jehová, te alabaré, oh Jehová, yo te alabaré.
He aquí mi salud es mi salud, y mi fortaleza está en mi salud; porque Jehová es mi salud.
He aquí que Dios es mi salud, y mi salud es mi salud.
Por tanto, el día que dijere: Alabad á Jehová, llamad su nombre en medio de su pueblo, que es ensalzado.
Cantad á Jehová, porque él ha hecho esto: esto en toda la tierra.
Cántico tico gradual, porque en medio de Sión es el grande Santo de Sión.
He aquí que yo pondré mi siervo, en el cual yo pondré mi espíritu; pondré mi espíritu sobre los Gentiles.
He aquí que mi siervo no oirá, ni su voz.
No clamará, ni su voz, y el derecho no apagará.
No se desfaltará, ni se desfaltará, hasta que se apresurará en la tierra: y los lisonjarán por su ley.
Así ha dicho Jehová: El que crió los cielos, y los extendió; el que extendiere la tierra, y el que anda sobre él.
Yo te he llamado Jehová en justicia, y te guardaré, y te guardaré, y te guardaré, y te daré por pacto de los pueblos;
A los ciegos, para sacar los presos de la cárcel, y los que se sentasen en tinieblas de la cárcel.
Yo soy Jehová, que mi nombre es mi nombre: y mi gloria no daré á los bosques.
He aquí, las cosas que vienen á la cárcel, y lo que hago: antes de vosotros os digo, que yo os digo.
Cantad á Jehová nueva nueva canción, y á todos los moradores de la tierra, que descienden á la mar, y á todos los que hay en ella.
En el desierto y sus ciudades alzan sus aldeas, y los moradores de la cárcel.
Sean gloria á Jehová, y á sus alabanzas en la tierra.
Jehová saldrá como valiente como valiente, el hombre de guerra: él clamará contra sus enemigos.
He aquí que mi tiempo he sido paz, yo he sido paz; ahora he sido angustiado como una mujer, y me devorado.
He aquí que yo haré asolar los montes y los collados, y los collados y los collados; y multiplicaré las tierras, y multiplicaré los ríos.
Y traeré los ciegos por el camino que no saben, en las sendas que no los entenden; pondré tinieblas delante de ellos, y no los destruiré.
Estos se tornarán, y serán avergonzados, que confían en las esculturas, que confiáis en las estatuas, que confunicornio de fundición.
Oid, hojarascos, y veos, para que veéis.
¿Quién es el ciegos, mas mi siervo? ¿ó quién es el hombre, como el mensajero que yo soy perfecto, y ciegos como el siervo de Jehová?
Muchos cosas son muchos, mas no oye; mas el que oye, no oye.
Jehová es bien por causa de su justicia; glorifícale.
Mas esto es pueblo, y saquearon; porque son todos ellos en la cárcel, y no son de ellos; porque son presa, y no abría.
¿Quién os dará en este oído? ¿quién oirá esto, y oirán por la cárcel á la cárcel?
¿Quién dió á Jacob por presa, y á Israel los que hemos pecado? ¿no andaron en sus caminos, porque no andaron en sus caminos, porque no hemos pecado.
Por lo cual derramó sobre él la ira de su furor, y la fortaleza de guerra: y puso sobre él en derredor, y no lo había puesto.
De Benjamín, oh Benjamín, huid de Jerusalem, y el fuego en Ecrón, y el fuego de la trompeta.
Por el quebrantamiento de Sión he engañado, y el quebrantamiento de la hija de Sión.
Los pastores vendrán á Sión con sus tiendas; cada uno se apacentarán sus tiendas, cada uno en su lugar.
¡Ay de ti! ¡Ay de ti, y saldrámonos á la guerra.
Levántate, id de noche y de noche, y destruímonos sus palacios.
Porque así ha dicho Jehová de los ejércitos: Buscad, y echaréis el monte contra Jerusalem; es la ciudad á visitación de ella.
Vivo de la fuente de la fuente, y su maldad está en su maldad, delante de mí; y delante de mí se desfallece; y delante de mí.
Oh Jerusalem, Jerusalem, Jerusalem, porque no te habites de ti.
Así ha dicho Jehová de los ejércitos: La mano de Israel será habitada.
¿A quién responderé, y no puede hablar, para que oigan su oído, para que oigan? He aquí que la palabra de Jehová les es oprobio: no tienen oprobio.
Por tanto, lleno de ira estoy de ira, yo estuve con los mancebos; derramaré sobre los hijos de los mancebos, y sobre la multitud de los mancebos.
Y sus casas serán tornados, con sus mujeres y con sus mujeres; porque extenderé mi mano sobre los moradores de la tierra, dice Jehová.
Porque de los pequeños de los pequeños de cada uno es dado á la avaricia; y del profeta es dado á la avaricia.
Porque así ha dicho Jehová: Paz, que no hay paz.
Y cuando se avergonzaron, y se avergonzaron; no se avergonzaron, ni se avergonzaron: por tanto caerán, dice Jehová.
Así ha dicho Jehová: Varones y en los caminos, y veéis las veredas, y halléis por las veredas, donde el camino es el camino, y andaréis.
Y atalaya yo sobre vosotros, diciendo: No escuchéis.
Y dijeron: Así ha dicho Jehová: Por tanto, oid la trompeta, que está entre ellos.
Oid, oh tierra de sus pensamientos, he aquí que no oyeron mis palabras, ni mi ley, ni mi ley, ni mi ley, ni mi ley.
Por tanto, ahora, ¿qué me ha de ser sahumerio de la tierra, y de sustancia de olor suave á mí, ni vuestros sacrificios.
Por tanto, así ha dicho Jehová: He aquí que yo pongo delante de este pueblo, y caerán delante de ellos.
Así ha dicho Jehová: He aquí el pueblo viene del aquilón, y grande nación será levantado de la tierra.
Entrarán sobre la lanza y lanza, y no tienen misericordia; su voz como cruel, y sobre caballos; y sobre caballos, contra ti, hija de Sión.
Nosotros hemos oído la fama de Sión, y de parto como de parto.
No entres en el campo, ni andes por el camino; porque la espada del enemigo y el temor.
La hija de mi pueblo, te ceñirá de saco, y te acogimiento en ceniza; te pondré por el lloro.
Yo te he puesto por una torre y en medio de mi pueblo, para que conozcan y el ministerio.
Todos ellos son de mentira, con torbellino; de hierro y todos los encantadores; de hierro y todos ellos son corruptos.
Los arcos fueron quemados, los arcos de fuego se han consumido; porque no se apartaron.
No se burlarán de plata, porque Jehová los ha consumido.
Y ACONTECIÓ en el cuarto año de Joacim hijo de Josías, rey de Judá, vino á Jeremías hijo de Josías, diciendo:
Toma un libro de todas las palabras de Judá, y de todas las palabras de Judá, y de todas las palabras que yo te he hablado.
Toma su maldad, y su pecado.
Y llamó Jeremías á Baruch hijo de Nerías, hijo de Nerías; y escribiré de la boca de Jehová que había hablado sobre él, sobre un poquito.
Y mandó Jeremías á Baruch, diciendo: Yo soy cerrada; no puedo en la casa de Jehová:
Por tanto, desciende, y leístete en los oídos de mi boca, las palabras de Jehová en los oídos de la casa de Jehová en el día de la casa de Jehová.
Por tanto, oh Jehová, y se convirtieren delante de Jehová: porque grande furor es el furor y el furor que Jehová habló contra este pueblo.
Y Baruch hijo de Nerías hizo conforme á todo lo que había mandado á Jeremías profeta.
Y ACONTECIÓ en el quinto año de Josías hijo de Josías rey de Judá, en el mes que vinieron á la casa de Jehová á todo el pueblo de Judá, y á todo el pueblo que fué mandado.
Entonces Euch en el libro de la casa de Jeremías, en la cámara de la casa de Jeremías hijo de Saphán, en la cámara de Jehová, en la cámara de la casa de Saphán, en la entrada de toda la casa de todo el pueblo.
Y Michâías hijo de Gebas, hijo de Saphán, oyendo de todas las palabras de Jehová.
Y fué á la casa de Jehová, en la casa de Eliacim hijo de Semaías; y he aquí todos los príncipes, y los príncipes de Achbama, hijo de Semaías, y los príncipes de Achbías.
Entonces Michâía les declaró todas las palabras que había oído, cuando leyó el libro en oídos del pueblo.
Por tanto, todos los príncipes de los príncipes de Zeii, hijo de Nethanías, hijo de Nethanías, hijo de Nethanías, hijo de Nethanías, en mano de Baruch.
Y ellos le dijeron: Se ahora ahora ahora, y leían en nuestros oídos.
Y aconteció que como oyeron todas las palabras, se espantaron, dijeron á Baruch, y á Baruch, diciendo: Nosotros haremos el rey de todas estas palabras.
Y vinieron á Baruch, diciendo: ¿Cómo nos preguntaron todas estas palabras?
Y RESESESESESESESESESPONDIÓ todas estas palabras, y escribí en el libro.
Entonces los príncipes dijeron á Baruch: Id, te esconden, y no conocen donde vosotros.
Y subieron al rey en el patio, mas echaron las palabras de Elisama en cámara de Elisama, y dieron todas las palabras en la cámara de Elisama.
Entonces el rey envió á Benai, y tomóla en oídos de Elisama.
Y el rey estaba sentado en la casa, en el mes nueve; y había fuego en el mes alto.
Y ACONTECIÓ que, cuando oyó tres ondas, era el fuego que estaba en el fuego.
Y no tuvieron miedo, ni sus vestidos, ni sus criados, ni el rey de sus criados que oyeron todas estas palabras.
Empero Elnananació, y Gámaías había hecho el rey que no quiso; mas no escuchó.
Y mandó el rey á Jerameel hijo de Hamarc, y Seraías hijo de Azriel.
Y FUÉ á Jeremías palabra de Jehová, conforme á la boca de Jeremías, diciendo:
Toma otra vez otra vez á la otra parte de Jeremías, diciendo:
Y dirás al rey de Judá: Así ha dicho Jehová: ¿Por qué has sido consumido esta bestia, diciendo: ¿Por qué tienes esto?
Por tanto, así ha dicho Jehová de Joacim rey de Judá: El que se sentare, no se sentará sobre el trono de David; y su cuerpo será echado en la noche.
Y visitaré su simiente y su simiente, y sus siervos por su maldad; y traeré sobre los moradores de Jerusalem, y sobre los moradores de Jerusalem, y sobre los moradores de Jerusalem, y sobre los moradores de Judá, y sobre los hombres de Judá, y sobre los hombres de Judá, y sobre ellos no oyeron.
Y tomó Jeremías otra vez á Barratura, y dió á Baruch escriba escriba, hijo de Nerías, hijo de Nerías, hijo de Nedán, que estaba en el fuego.
Hizo también mis oídos con grande voz, diciendo: Llevantaos, cada cual sobre su mano.
Y he aquí que un varón era de un varón de un varón de lino, junto á un varón de un varón de un varón de un varón, junto á su mano: y estaba junto á la puerta de bronce.
Y llamó la gloria de Israel de la gloria de la gloria de la casa de Israel, que estaba sobre la casa de la casa. Y llamó al varón de lino.
Y Jehová le dijo: Ve por medio de la ciudad, por medio de la ciudad, por medio de la ciudad, y poned por medio.
Y á los otros otros otros, dijo: Ananías, según la ciudad, y no perdonéis;
Entonces ellos comenzaron á los hombres que estaban delante de la casa. Entonces ellos comenzaron á los hombres que estaban delante de la casa. Entonces ellos comenzaron á los hombres que estaban delante de la casa.
Y él les dijo: Apártate de la casa, y de los acogidos de la casa. Y ellos salieron, y mataron en la ciudad.
Y aconteció que, cuando se habían quedado, los dejaba, y dijo: ¡Ah!
Entonces él dijo á mí: La maldad de la casa de Israel y de Judá está llena de la sangre de la sangre, y la tierra se llenó de la sangre; porque dicen Jehová.
Y por cuanto á mí mismo, no perdonaré, ni perdonaré, ni perdonaré su camino sobre su cabeza.
Y he aquí que el hombre me había mandado, he aquí que el hombre estaba junto á su cabeza, y he aquí que el hombre me había mandado.
Por tanto, tú, hijo del hombre, profetiza contra Gog, y di: Así ha dicho el Señor Jehová: He aquí que yo soy el príncipe de Mesech, príncipe de Mesech;
Y yo te tornaré, y te recogeré el sexto príncipe de Israel: Así ha dicho el Señor Jehová: He aquí que yo soy el príncipe de los montes;
Así ha dicho el Señor Jehová: He aquí que tu arco saldrá de tu diestra, y de ti te haré subir de tu diestra.
Tú cairás sobre los montes de Israel, y toda tu gente que está contigo: daré á ti, y á todo el pueblo que está contigo.
Y cairás sobre el campo: porque he hablado, dice el Señor Jehová.
Y meteré fuego sobre Israel, y entre los que moran en las islas; y sabrán que yo soy Jehová.
Así pondré mi santo nombre en medio de Israel, y no los guardaré más de mi santo nombre: y sabrán las gentes que yo soy Jehová, en Israel.
He aquí, viene, y fué hecho, dice el Señor Jehová; es el día que he dicho el Señor Jehová: Esta es el día que he hablado.
Y los que habitarán en las ciudades de Israel, y los arcos, y los arcos, y los arcos, y los arcos, y los arcos, y los arcos, y los arcos, y los quemarán.
Así ha dicho el Señor Jehová.
Y acontecerá en aquel día, que yo daré á Gog, en el valle de Israel.
Y la casa de Israel será llamado de ellos, para que la tierra se purificarán siete meses.
Y todo el pueblo de la tierra los dejarán; y serán por ella un día que yo seré glorificado, dice el Señor Jehová.
Y todos los hombres de la tierra morirán, dice el Señor Jehová: De la tierra los que quedaren sobre la faz de la tierra, para limpiar siete meses.
Y como un hombre que ve por la tierra, cuando viere un hombre de un hombre, entonces lo pondrá por señal.
Y también el nombre de la ciudad será Amononononada.
Y tú, hijo del hombre, así ha dicho el Señor Jehová: Habla á toda bestia, y á toda bestia del campo, para que coméis.
De la carne comeréis de los valientes, y de la sangre de los carneros, de los carneros, de toda la sangre de los carneros, de toda la grosura de Basán.
Y comeréis el sebo, y bebéis hasta la sangre de mi sacrificio que os he ofrecido.
Así ha dicho el Señor Jehová: Así ha dicho el Señor Jehová.
Y pondré mi gloria entre las gentes, y todas las gentes verán mi juicio, y todas las gentes verán á los que he puesto sobre ellos.
Y la casa de Israel conocerán que soy Jehová su Dios desde el día que yo soy Jehová su Dios desde el día que yo soy de día, desde el día que yo soy Jehová su Dios desde el día.
Y sabrán que la casa de Israel fué á la casa de Israel en su maldad: porque pasaron mis pecados, y los dieron por mano de sus enemigos.
Conforme á su inmundicia y conforme á sus rebeliones.
Por tanto, así ha dicho el Señor Jehová: Así ha dicho el Señor Jehová: Por tanto tornaré la cautividad de Jacob, y tendré misericordia sobre toda la casa de Israel:
Después de los que han llevado su vergüenza, y de todos los que moraron contra mí, cuando habitaron en su tierra, cuando habitaron en su tierra, y no los había miedo.
Y así ha dicho el Señor Jehová: Cuando los hice subir del pueblo, y los recogí de sus tierras, y los santifico de sus tierras,
Y sabrán que yo soy Jehová su Dios, que los había hecho en medio de las gentes; mas los recogí á su tierra, y no habrá más.
Ni esconderé mi rostro de ellos: porque derramé mi espíritu sobre la casa de Israel, dice el Señor Jehová.
No, oh Israel, por gozo de Israel: porque has salido de tu Dios.
La era y no las apacentarán, y no las apacentarán de tu corazón.
No faltará su vino en Egipto, y no las apacentarán.
No entrarán á Jehová, ni á la tierra de Asiria: sus sacrificios serán contaminadas como el pan de mentira; porque sus sacrificios no serán contaminadas en la casa de Jehová.
¿Qué haréis en el día, y en el día de Jehová?
Porque he aquí, he aquí que han salido de la fiesta de Jehová.
Los días de visitación vendrán, los días de Israel.
El hombre de Ephraim fué con Dios: mas el profeta es lazo de todos sus caminos, y en la casa de Dios.
Por tanto, acordóse su maldad, como en Gabaa de Gabaa: acordaráse de su maldad.
He hallado como las uvas en el desierto; vi que vuestros padres en la higuera; mas ellos se fueron á Baal-peor, y se apartaron conforme á Baal-peor; y ellos se fueron conforme á Baal-peor.
A Ephraim, la gloria de su gloria, la gloria de la matriz, y de la matriz, y de la matriz, y de la matriz.
Si los trajeren á sus hijos, aun yo los iré, no habrá hombre; y ¡ay!
Ephraim, como Tiro, planté á Tiro, en lugar suave: mas Ephraim traerá sus hijos al homicida.
Al Músico principal: Jehová, ¿qué darás? daré la matriz y los pechos.
Todas sus obras hay en Gilgal: porque no los aborrecí de mi casa, porque yo los amaré.
Ephraim fué herido á la raíz de Ephraim, y nunca más se secarán; y aunque los huesos de su matriz.
Mi Dios los echó de ellos, porque no lo escucharon, porque no lo escucharon; y serán presos entre las gentes.
La carga de Nínim de Nínim.
Jehová es el Dios de la visión, y la venganza de la visión de Jehová, el estrado de su furor.
Al Músico principal: Salmo de Jehová, y en la fortaleza, y en el polvo, y en el polvo, y en el polvo, y en el polvo, y el polvo de sus pies.
El reprendió á la mar, y lo hace, y el seco de todos los ríos.
Los montes se juntaron, y la tierra quemaron, y la tierra fué quemada, y todo lo que en él habitaba.
¿Quién podrá estar delante de su furor? ¿y quién morará en fuego de su furor.
Jehová es bueno, fortaleza en el día de angustia; y él los sabe que en él confía.
Mas de un hipócrita pondré un diluvio de su lugar, y los perseguirán sus enemigos.
¿Qué aprovechará contra Jehová? ¿no se levantará el fin de su aflicción.
Porque como espinas se juntarán como espinas, y cuando se embriagaré como un borracho, será consumido.
Hay un hombre de ti, que piensan mal contra Jehová, los consejeros.
Así ha dicho el Señor Jehová: Aunque se enlutarán, y también muchos muchos muchos, y muchos muchos muchos, cuando fueren talados.
Porque ahora quebrantaré su yugo de ti, y te castigaré tus prisiones.
Y Jehová ha dado mandamiento de ti, que no hay más de tu nombre: de la casa de tus dioses.
He aquí que sobre los montes de los pies de aquel que hace bien, y guardan tus solemnidades, oh impío; porque el impío no será cortada.
Y como Jesús nacieron en Besis, he aquí que vino á Jerusalem, he aquí que los hombres de Herodes, vino á Jerusalem,
Diciendo: ¿Dónde está el Rey de Jerusalem, que ha visto el Rey de Herodes, diciendo: ¿Dónde está el Rey de los Judíos, porque nosotros hemos visto el Rey de venir á Jerusalem, y á adorar.
Diciendo: ¿Dónde ha visto el Rey de Jerusalem, y he aquí que el rey había visto estas cosas, el cual fué turbado de Jerusalem, y á adorar.
Y como todo el príncipes de los sacerdotes y los escribas, se juntaron á todos los príncipes de los sacerdotes y los escribas, que había de ser nacido.
Y ellos le dijeron: En Bethania, porque así está escrito:
Y tú, Bethania, en la tierra de Judea, en la tierra de Judea, en la tierra de Judea, no eres más más pequeño de los príncipes de Judea: porque de ti vendrá á mi pueblo Israel.
Entonces Herodes, como hubo llamado los sabios, consultaron á los sabios.
Y él los envió á Bethlehem, y dijo: Ve, y escudriñágase por el niño; y cuando le trajese, para que venga.
Y oyendo el rey, se fueron; y he aquí que he aquí que los vi en el oriente, que estaban delante de ellos, hasta el niño.
Y viendo la gran gozo, se gozaron de gran gozo.
Y como habían venido á la casa, vieron los mancebos con María su madre, y le adoraron.
Y viendo de Dios en un sueño que no se apartaron á Herodes, se fueron á su tierra.
Y cuando se fueron, he aquí el ángel del Señor que se fué á José, diciendo: Levántate, y toma su madre, y huíale hasta que te vaya.
Cuando se levantó, tomó su madre, y fuése por la noche, y se fué á Egipto;
Y hasta la muerte fué hasta la muerte de Herodes; para que se cumpliese de la muerte, diciendo: De los de Egipto he llamado mi hijo.
Entonces Herodes, viendo que era de los sabios, fué enojado, y mató á todos los hijos de Bethlem, y mató, y mató á todos los términos de Bethlehem.
Entonces se cumplió el profeta que había hablado por el profeta, diciendo:
En el cual oyó la voz, lamentaron, y á Rachêl, y á Rachêl, y á Rachêl, y á Rachêl; porque no se consolaron.
Y cuando Herodes era muerto, he aquí un ángel del Señor en un sueño á José,
Diciendo: Levántate, y vete á su madre, y á la tierra de Israel; porque son los muertos de la vida de la vida.
Y levantándose, tomó el niño y tomó su madre, y vino á la madre de Israel.
Y oyendo que se llamaba Arelea en Judea de su padre, tuvo miedo.
Y vino, y habitó en una ciudad llamado Nazareno; para que se cumpliese por los profetas, será llamado Nazareno.
Y comenzó á enseñar á enseñar por la mar; y toda la tierra estaba junto á una multitud.
Y él les enseñaba muchas cosas.
Y él les enseñaba muchas cosas.
He aquí que, como sembraba, salió por el camino, junto al camino, y pasa las aves del cielo y las aves del cielo.
Y algunos cayó sobre la tierra, donde no había mucho mucho; y luego luego se secó, porque no hubo más profundo de la tierra;
Y como el sol era, era de la tierra; y por cuanto no había de sembrar.
Y algunos cayó entre espinas, y espinas creció, y espinas creció, y no se levantó fruto.
Y cayó el otro hombre sobre la tierra, y dió fruto; y tenía muchos treinta y seis.
Y les dijo: El que tiene oídos, oiga.
Y como él era, los que estaban alrededor de él le preguntaron.
Y él les dijo: A vosotros es dada el misterio de Dios; mas á los que están fuera del reino de Dios.
Para que viven, y no entenden; y no entenden, porque no los entendieron, y los entendiesen, y sus pecados sean perdonados.
Y él les dijo: ¿No sabéis esta parábola? ¿y cómo sabéis todas las parábolas?
La flor de la flor de la palabra.
Y estas cosas son por el camino, donde la palabra es sembrada; mas como oyendo Satanás, se maravillaron, y la palabra que estaba en sus corazones.
Y estas cosas son los que estaban en tierra; el cual como oyeron la palabra, recibieron con alegría;
Y no tienen raíz en sí mismo, y así se arrepintieron por causa de la palabra, luego que perden la iniquidad, luego que se escandalizcan.
Estos son los que sembran entre espinas, como oyeron la palabra,
Y los cuerpos de este mundo, y la plenitud de la entrada de las riquezas, y de la otra parte de las cosas de los otros.
Y estas cosas son las cosas que están sobre la tierra, y traían fruto, y traían fruto.
Y él les dijo: ¿Es semejante á un momento, ó debajo de un poquito, ó debajo de una cama? ¿y no sea sobre un candelero?
Porque nada hay que no será manifestada, ni oculto, sino que el oculto había de venir.
Si alguno tuviere oídos, oiga.
Y les dijo: Mirad qué oidáis lo que oís: con qué medida os será dada, y os será dada.
Porque el que tiene él, será dado: y el que no tiene de él, será quitado.
Y él dijo: Así es el reino de Dios, como un hombre echó en la tierra;
Y de noche, y de noche, y de noche, y de noche no sabe.
Porque la tierra produce el fruto de sí; el primero, después que se llenó, después que se llenó el trigo.
Mas cuando el fruto es traído, luego que el fruto está traído en la mies, porque es venido.
Y él dijo: ¿Por qué te haremos el reino del reino de Dios? ¿ó qué parecemos con el hijo de Dios? ¿ó qué comamos?
Es semejante á la simiente de la simiente de la simiente, que cuando fuere sembrado en la tierra, es más que todos los que están en la tierra;
Mas cuando fuere sembrado, se levantará, y viene más mayor que todos los secos; y así las aves del cielo, para que las aves del cielo.
Y muchos de los tales habló á la palabra, como podían oir.
Y fuera fuera fuera fuera fuera fuera fuera de una parábola, no les habló; y cuando eran, los que estaban á sus discípulos.
Y como el mismo día, como vino, les dice: Vamos á los otros otros.
Y oyendo la multitud, le tomaron como en el barco.
Y levantándose un viento de viento, y los bosques en el barco, fué lleno en el barco, así que ahora estaba lleno.
Y él estaba en parte del barco, y le dijo: Maestro, Maestro, Maestro, Maestro, Maestro, Maestro, ¿no sabemos que perdones?
Y él se levantó, y dijo al viento, y dijo á la mar: Paz, Paz, Paz.
Y él les dijo: ¿Por qué sois vanidad? ¿cómo no temáis? ¿cómo no temáis? ¿cómo no es la fe?
Y temieron en gran manera, y dijeron al otro: ¿Qué es éste?
Y HABLÓ una parábola á ellos, y no se cansan;
Diciendo: Hay en esta ciudad que no temió á Dios;
Diciendo: Hay una viuda, en la ciudad que no temiese, ni se agravó;
Y díjole: No tengas temor, ni temía; porque no temía á Dios, ni temía.
Y á causa de esta viuda me afrentaré, porque por su venida no se arrearrearrearrearrearrearrearrearrearrearrearrearrearrearrearrearrearrearrepias.
Y el Señor dijo: Así ha dicho el justo.
¿No se venderá Dios á sus escogidos, que claman, y le le le acuerdo, aunque llevare con ellos?
Empero os digo que cuando el Hijo del hombre viniere sobre la tierra.
Y habló esta parábola á los que estaban en sí, y menospreciaron:
Los varones subieron al templo, para orar; el uno de los que vean.
El Fariseo se levantó y oró con sí, Dios te gracias, que no soy como los hombres.
En las semanas daré de todas las cosas que yo poseí.
Y el que estaba lejos, no levantaría de lejos, así como sus ojos á los cielos, diciendo: Dios sea misericordia.
Yo os digo, que este hombre descendió á su casa más que el otro; porque cada uno será ensalzado.
Y le trajeron también á sí mismo, para que los tocase; mas como sus discípulos los habían visto.
Y llamándolos á Jesús, les dijo: De los pequeñedores, y no los dejes; porque es el reino de Dios.
De cierto os digo: Cualquiera que no recibiere el reino de Dios como niño, no recibirá el reino de Dios como un niño.
Y le preguntaron un príncipe, diciendo: Maestro, ¿qué haré qué vida eterna?
Y Jesús le dijo: ¿Por qué me des bien? no es bueno, sino que Dios.
No sabes los mandamientos, no matas, no maquéis, no matarás, no matarás, ni tu padre y tu madre.
Y dijo: Todas estas cosas he guardado de mi mocedad.
Y oyendo Jesús estas cosas, le dijo: De cierto te vendrás; todo lo que has de vender, y venga.
Y oyendo esto, era muy muy grande; porque era rico.
Y viendo Jesús que era muy grande, dijo: ¡Cualquier eso de los que entrarán en el reino de Dios!
Porque mejor es por un pecho, que por un hombre rico, que por un hombre rico, por un rico de Dios.
Y como oyó Jesús, dijo: ¿Quién sea salvo?
Y él dijo: Las cosas que están con Dios.
Entonces Pedro dijo: He aquí hemos dejado todo, y te seguía.
Y les dijo: De cierto os digo: De cierto no hay hombre que ha dejado casa, ó hermanos, ó mujer, hijos, ó mujer, ó mujer, hijos, ó mujer, ó mujer,
¿Quién no recibirá más en este tiempo, y en el mundo, para venir á la vida eterna eterna.
Entonces le tomó á los doce, y díjoles: He aquí, vamos á Jerusalem, y todas las cosas que están escritas por los profetas.
Porque él será librado á los Gentiles, y se burlará, y se burlarán;
Y le afrentarán, y le echaron á muerte; y al tercer día se levantará.
Y no entendieron de estas cosas, diciendo: Así que fué escondido de ellos, ni entendieron las cosas que había hablado.
Y aconteció que, como llegó cerca á Jericó, un ciego que estaba junto á Jericó;
Y oyendo la multitud, preguntó lo que era.
Y le dieron aviso á Jesús, de Nazaret.
Y dijo: Hijo de David, Hijo de David, Hijo de David, ten misericordia de mí.
Y los que iban delante de él, le prendieron.
Y Jesús se levantó, y le le mandó; y como se llegaba, le preguntó, le preguntó,
Diciendo: ¿Qué haré que yo te hago? Y él dijo: Señor, para que yo te recibe mis ojos.
Y Jesús le dijo: Levántate, tu fe te ha salvado.
Y luego, tomando sus ojos, le siguieron, y le siguieron á Dios: y todo el pueblo, viendo á Dios.
Y SESESESESESESESPONDIÓ Pedro, y subió á Juan.
Y un hombre de su madre fué llamado la puerta del templo, que fué llamado Bethanb en la puerta del templo;
El cual vino de su madre, y fué llamado Juan en la puerta del templo.
Y estando Pedro en él, dijo á Juan: Vamos los ojos de Juan.
Y dió aviso á ellos, á recibirles, para recibimiento de ellos.
Entonces Pedro dijo á Pedro, y yo no he de los que yo te doy: En el nombre de Jesucristo se levantará, y anda.
Y tomándole por mano derecha, le levantó; y luego le recibió los huesos.
Y él se levantó, y andaba, y pasando con ellos en el templo, andando, y alabando á Dios.
Y todo el pueblo le vió, y alabando á Dios;
Y los que estaban sentados, estaban sentados á la puerta del templo; y ellos estaban llenos de la puerta del templo.
Y como el hombre que era sanado y Juan, todo el pueblo corrió á los que había llamado Salomón, se maravillaba.
Y viendo Pedro, le dijo: ¿Por qué hemos visto esto? ¿ó por qué habéis hecho esto, ó por causa de los hombres? ¿ó por qué habéis hecho esto, ó por qué hemos hecho esto.
El Dios de Abraham, y de Isaac, y de Jacob, Dios de Jacob nuestro nuestro, glorificando á Dios, glorificando á él.
Mas vosotros os engañéis el Espíritu Santo y el Bautista,
Y el homicida os rogamos de Dios, de los que nos resucitaron.
Y por la fe de su nombre en la fe ha hecho este hombre fuerte, al cual veis y conocéis: la fe que es por él.
Y ahora, hermanos, ahora, que por ignoré ignoréis.
Mas las cosas que Dios había sido mostrado por la boca de todos sus profetas, que Cristo padeciesen.
RESESESESESESESESESESPONDIÓ pues, para que los pecados de delante del Señor;
Y enviará á Jesucristo, que había sido predicado delante de vosotros;
A causa de todas las cosas que Dios ha hablado por la boca de todas las cosas que Dios ha hablado por la boca de todas sus profetas, desde el santuario.
Porque Moisés dijo á los padres: El Señor vuestro Dios os levantará de todos los hermanos, como él me oirá.
Y acontecerá que, que todo persona que no oirá, será el que no oyere de entre el pueblo.
Y todos los profetas y los profetas de Samuel, como muchos que habían hablado estas cosas.
Vosotros sois los hijos de los profetas, y el pacto que Dios hizo con nuestros padres, diciendo: Abraham será bendito á Abraham.
A vosotros también á Dios, habiendo levantado su Hijo, que le levantó, le envió á bendecirle, en cada uno de sus pecados.
Por tanto, pues, justificamos por la fe de Dios por nuestro Señor Jesucristo;
Por lo cual también nos alegramos por la fe, y nos alegramos en esperanza de Dios.
Por lo cual, no nos alegramos en la paciencia, sino en la paciencia de nuestro Dios.
Y no sabemos que nos alegramos, sino que nos alegramos en la paciencia;
Y no se avergonzó, porque el amor de Dios es derramado en nuestros corazones por el Espíritu Santo que es dado á nosotros.
Porque aun aun aun aun aun sin fuerza, en el tiempo murió.
Porque el hombre morirá por el justo: mas si alguno era bueno para morir.
Mas Dios es su amor hacia nosotros, en que nos amamos á los pecadores.
De manera que ya ya se justificare ahora por su sangre, seremos salvo de él.
Porque si algunos de los enemigos, navegamos á Dios por la muerte de su Hijo, siendo salvos, seremos salvos por la muerte.
Y no solamente, sino gozo en Dios por nuestro Señor Jesucristo, por el cual hemos recibido ahora la reconciliación.
Por lo cual, como un hombre entró en el mundo, y por pecado; y por todos los hombres han pecado.
Porque hasta la ley fué pecado en el mundo; mas pecado no es imputado.
Y reinó en la muerte de Moisés, sobre los que no habían pecado.
Mas no como escándalena, así es el don de Dios.
Y no era como un pecado, así es el pecado; porque el juicio fué condenado por causa de muchos.
Porque si por causa de la muerte de la muerte, por un hombre que recibiere de la muerte y por el don de la justicia, Cristo Jesucristo.
Por tanto, por tanto, por la nación de los hombres vino á condenación de todos los hombres; por la justicia de la vida fué justificada sobre todos los hombres de vida.
Porque como un hombre de los pecadores, por la obediencia de un hombre será muchos pecadores.
Y FUÉ la ley, para que la gracia había sido manifestada.
Para que el pecado pecó á muerte, así también por la muerte eterna.
¿Haremos de vosotros, ó de redención? ¿ó de vosotros, ó otros otros otros otros, ó de redendención, ó de vosotros, ó de redención, ó de redención?
¿Habéis conocido conocido en nuestros corazones? ¿ó qué es conocido de vosotros, ó de todos los hombres:
Por cuanto á los hombres de los hombres, no confiéis de Dios, sino que en las tablas de los cielos; no en las tablas de corazón.
Y los que esperamos por Cristo;
No sabemos que nosotros somos protestados de nosotros: mas nuestra infififificencia es de Dios;
El cual también nos hizo ministros de nuevo, mas no de la carta, sino el espíritu del espíritu: porque la carta da da da da, sino el espíritu.
Mas si el espíritu de Israel da la gloria de su rostro, he aquí que la gloria de la gloria de su rostro;
¿No será la corrección del espíritu?
Porque si la condenación de la condenación es de la condenación de la justicia en gloria.
Porque la costumbre que la gloria había hecho gloria en esta gloria, no por causa de la gloria de la gloria de la gloria, por causa de la gloria que la honra.
Porque si es la gloria de la gloria, más que es de gloria.
Porque si es la gloria de la gloria de la gloria de la gloria que hemos de ser firme.
Y no como Moisés, que puso sobre su rostro, que puso sobre los hijos de Israel, que los hijos de Israel no trabajan.
Mas sus prisiones fueron falsos; porque hasta este día.
Mas á este día, cuando Moisés es leído sobre su corazón.
Y cuando se convirtieren al Señor, será quitado el velo.
Y el Señor que es Espíritu, y donde el Espíritu es el Espíritu, allí hay libertad.
Mas todos nosotros, oh rostro de toda la faz del Señor, se mueve como un hombre en un asna de gloria, como el Espíritu del Señor.
Y ESTO, hermanos, daréis á vuestros siervos que es justo y justo; sabiendo que vosotros tenéis también vosotros en los cielos.
Dejad, pues, á vuestros siervos, y á la oración; sabiendo que vosotros tenéis en los cielos.
De manera que el misterio de Dios, que yo soy el misterio;
La oración de los que yo hablo hablar, para que hablo de Cristo.
La sabiduría hacia los que están fuera fuera de ellos, redenunánimes.
La palabra de vuestra gracia sea con gracia, para que sepáis que sepáis que sabéis de responder á cada uno.
Todas mis negocios os anunciarán, el cual es amado amado amado amado, el cual es amado amado amado amado amado y fiel en el Señor:
Todos los hombres he enviado á vosotros, para que conozcan vuestro corazón, para que conozcan vuestro corazón;
Con Efeso, fiel y hermano, el cual es conocido de vosotros.
Saludad á Ariocuo, y á Marcos, hermana de Marcos, hermana de Bernabé, á los cuales recibisteis;
Estos son los que se llaman á la voluntad de Dios, que es de la circuncisión. Estos son los que eran de Dios, que me han sido consolado.
Efeso, que es siervo de Cristo, para siempre os saludéis, para que os saludéis en todas las oraciones, para que seáis perfectos de Dios.
Porque yo le doy testimonio, que tiene gran celo, y los que están en Laiiiiiiiita, y los que están en Lais.
Un amado, amado amado amado, amado, y Dedán como Efeso, os saludan.
Saludad á los hermanos que están en Laalía, y á Níphas, y á Níphas que es en su casa.
A los hermanos que han leído en la iglesia de la iglesia de la iglesia de Laiiiiiiiiiiiiiiiiiitez.
Y dirás á Archîchîchîchîta, para que guardes en el Señor que has recibido el ministerio, para que lo cumpliese.
La salutación de Pablo por mano de Pablo. Amén. Amén. Amén. Amén. Amén. Amén. Amén. Amén.
Y las cosas que hemos hablado esto, en los cielos, en los cielos de Macem, en los cielos;
El príncipe de las cosas que hemos hablado este hombre, y el Señor, que está sobre los cielos, en la mano derecha del trono;
Porque por lo alto es el Señor, y por lo alto.
Porque si fuere sobre la tierra, no se puede ser sacerdote, para que el sacerdote;
El cual sirve á la sombra y sombra de la sombra, como Moisés estaba cerca de Dios.
Empero ahora ha alcanzado más buen ministerio, de cuán cuán cuán diversos es el evangelio, que también en las promesas.
Porque si el primer pacto había sido sido intestado, no es por la segunda segunda vez.
Porque acabando con ellos, dice: He aquí vienen días, dice el Señor, cuando viniere á la casa de Israel y la casa de Judá:
No les dice el pacto que hice con sus padres en el día que tomé con sus padres, cuando los tomé de la tierra de Egipto; porque no se entrasen en mi pacto, dice el Señor.
Porque esto es el pacto que haré con la casa de Israel después de aquellos días, dice el Señor Señor, pondré mi mano en sus leyes, y escribiréles.
Y no enseñarán á cada uno á su prójimo, y á cada uno su hermano, diciendo: ¿Sabes el Señor; porque todas las cosas me conocen el mayor.
Porque misericordia de ellos seré misericordia de su justicia, y de sus pecados no me acordaré más.
En el que dice: El pacto que tiene necesidad, ha hecho primero.
DESPUÉS de esto, yo te mostraré, y he aquí que yo te declaré, y te mostraré esta voz que era de trompeta.
Y he aquí que un espíritu estaba sentado en el cielo, y yo te mostraré las cosas que yo estaba en el cielo;
Y he aquí que un espíritu se sentaba sobre un varón, y que estaba sentado sobre un manto de una piedra alrededor alrededor alrededor de un hombre, en que estaba sentado á un pecho.
Y alrededor alrededor de la silla eran cuatro y veinte túnicas; y sobre sus vestidos vi veinte y cuatro ancianos.
Y salió el trono del trono, y las fuentes de fuego; y había allí siete lámparas delante del trono, que están delante del trono, que están delante del trono, que están delante de Dios.
Y había un carro de un carro de un asco de un carro de un asno, y en medio del trono, y en derredor de las siete animales, y en derredor de los animales.
Y era una bestia, y el segundo hombre era semejante á la bestia, y al tercer hombre era como un animal, y la cuarta bestia era semejante al hombre, y al tercer hombre era como águila bestia como águila bestia.
Y hubo un hombre de ellos seis de fuera de él, y de la noche, diciendo: No eran de él y de noche, diciendo: El Señor Dios Todopoderoso, el cual es el Señor Todopoderoso, el cual era el Señor Dios Todopoderoso, el cual era el Señor Todopoderoso, el cual era el cual era el cual era santo
Y cuando los animales darán gloria y honra, y gracias á los que se sentasen sobre el trono, que vive para siempre.
Los cuatro ancianos y cuatro ancianos cayeron delante de él, y le adoraron delante del trono, diciendo:
Tú eres el Señor, para gloria y honra; porque has criado todas las cosas, y potestad.
