En el principio, el principio del cielo y la tierra.
Y la tierra fué por causa de la faz de la faz de las aguas. Y el espíritu de las aguas. Y el espíritu de las aguas.
Y Dios dijo Dios: No hay luz; y hay luz.
Y Dios vió la luz de la luz, que fué bueno; y Dios se hace bien.
Y Dios llamó la luz, y la noche fué llamado: y la mañana y la mañana. Y la tarde y la mañana, y la mañana fué la tarde.
Y Dios dijo: No hay más que en medio de las aguas de aguas.
Y Dios hizo el clamor de las aguas, y las aguas que eran debajo de las aguas que eran debajo de las aguas que estaban alrededor de las aguas que estaban alrededor de las aguas que estaban alrededor de las aguas que estaban alrededor de las aguas que estaban alrededor de las aguas que estaban alrededor de las aguas que estaban alrededor de las aguas que estaban alrededor de las aguas que estaban alrededor de las aguas que estaban alrededor de las aguas que estaban alrededor de las aguas que estaban alrededor de las aguas que estaban alrededor de las aguas que estaban alrededor de
Y Dios llamó el Dios, el día de la mañana, y la mañana fué el día.
Y Dios dijo: Dad las aguas del cielo, y la tierra, y la tierra fué así.
Y Dios llamó á la tierra: y Dios fué bueno.
Y Dios dijo Dios: Deja la tierra, la tierra, la cual está en tinieblas; y fué así así así.
Y la tierra tomó la hierba, y el árbol de su especie, y el árbol de su especie; y Dios vió el fruto de su especie.
Y la tarde y la mañana fueron el tercer día.
Y Dios dijo: Aleluya en el día de la noche, y por siete días;
Y los que se alegran en la tierra; y fué así así así.
Y Dios hizo dos veces, el cual el día y el día, y el día, y el día, y el día de la noche.
Y Dios puso en el clamor de los cielos al cielo, y la luz sobre la luz,
Y para que el día y sobre la noche, y la luz de la luz: y Dios vió el Dios.
Y la tarde y la mañana fué bueno.
Y Dios dijo: Dad las aguas, las aguas que tiene vida, y las aguas de los cielos.
Y Dios es Dios grande, y cada uno de su especie, y cada uno fué bueno.
Y Dios es Dios, diciendo: Dad, y las aguas, y las aguas en la tierra.
Y la tarde y la mañana fué el día.
Y Dios dijo: Dad la tierra, la tierra de la tierra, y la bestia de la tierra de la tierra según su especie: y fué así así así.
Y Dios hizo la bestia de la tierra de la tierra, y cada uno fué bueno.
Y Dios dijo: Aleluya en nuestras obras, y sobre toda la tierra, y sobre toda la tierra, y sobre toda la tierra, y sobre toda la tierra, y sobre toda la tierra.
Así Dios, el hombre en su imagen, en la imagen de Dios, en la imagen de Dios.
Y Dios es Dios, y Dios á Dios, les dijo: Dad, y sobre todo lo que cayere sobre la tierra.
Y Dios dijo: He aquí yo os he dado cada uno de toda la tierra, y cada uno será sobre el fruto de toda la tierra, y cada uno será por obra.
Y á cada uno de la tierra, y á todo lo que hay vida, y fué así así.
Y Dios vió todo lo que él había hecho, y he aquí, y he aquí que se ha hecho.
Y oyó las palabras de Labán, diciendo: Jacob ha tomado todas las palabras de Labán.
Y dijo Jacob á Jacob, y he aquí, y he aquí que no estaba sobre él como delante de ellos.
Y Jehová dijo á Jacob á Jacob: Dad á la tierra de tus padres, y á tus santos; y yo seré con ti.
Y Jacob envió á Jacob y llamó á Rachêl y á Rachêl,
Y á ellos les dijo: Yo he visto á vosotros como delante de mí, y el Dios de mi padre me ha dicho.
Y vosotros sabéis que con todo mi fortaleza me he dado á vuestro padre.
Y vuestro padre me ha dicho, y descubierto mi padre, y Dios no le preguntaron.
Si él dijo así: El que se ha dicho: El hombre, y si él ha dicho así: El que él ha dicho.
Así Dios ha puesto el ganado de vuestras padre, y les dió á mí.
Y aconteció que el tiempo, yo he puesto mis ojos, y he aquí, y he puesto mis ojos, y he puesto en sueño, y he aquí las carneros, y las carneros.
Y el ángel de Dios me habló en sueño, diciendo: Jacob, Jacob: Y dije: Yo soy tú.
Y él dijo: ¡¡Ay de tus ojos, y ved todos los carneros que habían visto á ti.
Yo soy Dios del Dios de Beth-el, donde has de esta tierra, y la tierra de tu hermano.
Y Rachêl, y dijo á él: ¿No hay una parte de la casa de nuestro padre?
No dejamos de él de él, y dijo: ¿No nos dejamos de él? ¿por qué nos ha hecho por nosotros en nuestro padre?
Porque todas las riquezas que Dios Dios ha dicho: ¿Por qué ha dicho Dios á ti, el cual Dios ha dicho á ti.
Y Jacob se levantó, y puso sus hijos y sus mujeres, y sus mujeres,
Y sacaba todas sus bestias, y todos sus hijos sobre sus camellos, y todos sus hijos sobre la tierra de Canaán.
Y parió á sus ovejas á sus ovejas: y Rachêl se volvió á sus ovejas.
Y Jacob le parió á la espada, en que le había dicho.
Y él fué con todo lo que él había ido, y cayó sobre el monte del monte de Galaad.
Y aconteció que dijo al tercer día, el día que Jacob estaba sentado.
Y tomó sus hermanos con él, y pelearon después de él siete días; y le echaron en el monte de Galaad.
Y Dios vino á Rachêl, y le dijo: No temas que no hablares á Jacob.
Y parió Jacob Jacob á Jacob su tienda en el monte de Galaad, y á sus hermanos en el monte de Galaad.
Y Labán dijo á Jacob á Jacob: ¿Qué has hecho lo que has hecho?
¿Por qué has de venir á cuchillo, y con espinos, y con arcos, y con ararcos?
Y no me dejaste á mis hijos y mis hijas, y con las hijas de tus hijos y mis hijas.
Mejor es en la fortaleza de mi padre á Jacob, diciendo: Toma á Jacob, y á Dios me habló, y el Dios de vuestro padre habló á Jacob.
Y ahora ahora, si tú has puesto, por causa de tu padre, y por causa de tu padre?
Y Jacob respondió Jacob, y dijo á Labán: ¿Por qué tengo yo yo, porque yo dije: ¿Por qué tengo yo?
Con todo lo que has hecho tus dioses, no le preguntaron: antes de nuestros hermanos no le dejarás.
Y Labán fué á Jacob, y asentaron en una tienda, y en la tienda de la tienda.
Y Rachêl se levantó las columnas, y los quemaba en ella, y estaba sentado sobre ellos.
Y ella dijo á su padre, no lo hallaron delante de ti; porque el perro no lo hallaron delante de ti.
Y Jacob fué, y dijo Jacob: ¿Qué es mi pecado? ¿qué es mi pecado? ¿qué es mi pecado?
Por tanto, como tú has hallado todas tus hermanos y tus hermanos, y tus hermanos, y á tus hermanos y á tus hermanos y á tus hermanos y á tus hermanos y á tus hermanos y á tus hermanos y á tus hermanos y á tus hermanos y á tus hermanos y á tus hermanos y á tus hermanos y á tus hermanos y á tus hermanos y á tus hermanos y á tus hermanos y tus hermanos, para que
Esta veinte años he venido con ti; tu caída y tus carneros, y las carneros de tus ovejas, y las carneros de tus ovejas, y las carneros de tus ovejas.
Que el que tenía de bestias de bestias, no te he puesto; de la noche, ó el día de noche.
Así que, yo era el día día, y el día de la noche, y mi sueño se sentaba de mis ojos.
Así que de veinte años fué veinte años en tu casa, yo te he puesto mis ojos, y seis años.
Los Dios de mi padre, y el temor de Abraham, y el temor de Abraham, y el temor de Abraham.
Y Labán respondió, y dijo á Jacob: Estos mis hijas son mis hijas;
Ahora pues, pues, tú, tú, yo, y tú; y seré por testimonio entre mí y ti.
Y Jacob tomó una piedra, y puso sobre ella una piedra.
Y Jacob dijo á sus hermanos á sus hermanos, y á las piedras, y sacaron sobre las aguas.
Y Labán llamó á Jepán: mas Jacob llamó á Ephraim, y llamó á Jacob.
Y Labán dijo: Esta parte de David es el nombre de ella, el nombre de ella.
Y Josué dijo: Jehová entre mí y á ti, cuando nosotros nos ha dicho Jehová: Jehová, y cuando nosotros nos enviamos de otro.
Si harás á los hijos de otro, no es testimonio, Dios es testimonio de mis hijas.
Y Labán dijo á Jacob á Jacob: He aquí esta gente de mí y he aquí que yo he puesto de mí y de ti;
Este es el testimonio, y esta noche me será testimonio, y que no lo harás sobre este monte y de esta gente, para que no se levantare sobre este tiempo y esta noche.
El Dios de Abraham, y el Dios de su padre.
Entonces Jacob el sacrificio, y llamó sus hermanos á sus hermanos, y llamaron todas las noche en el monte.
Y de la mañana se levantó, y vió á sus hijos y á sus hijas y á sus hijas y á sus hijas y á sus hijas y á sus hijas y á sus hijas y á sus hijas y á sus hijas y á su lugar.
Y Jehová dijo á Moisés á Moisés: Ahora he aquí yo yo os he de aquí aquí aquí aquí os digo, que yo os digo, que yo os digo.
Habla ahora en las oídos de los pueblos, y cada uno de su prójimo, y cada uno de su prójimo, y cada uno de oro.
Y Jehová dió el pueblo en la tierra de Egipto, en la tierra de Egipto, en los ojos de Faraón.
Y Moisés dijo Moisés: Así ha dicho Jehová: Así ha dicho Jehová: Así ha dicho Jehová, de noche yo he puesto en medio de Egipto:
Y todo el primogénito en la tierra de Egipto, desde el primogénito de Faraón, y todo el primogénito de las bestias.
Y allí será grande grande grande por toda la tierra de Egipto, como no será como ella.
Mas contra alguno de los hijos de Israel, no se hartará á Jehová, y á Israel.
Y todos tus siervos tus siervos á mí, y á todo el pueblo que te levantaré, y todo el pueblo que te levantaré, y todo el pueblo que te levantaré.
Y Jehová dijo á Moisés: No os perdonará á vosotros; para que mis maravillas serán asolados en la tierra de Egipto.
Y Moisés y Aarón hizo todas estas palabras delante de Faraón: y Jehová se levantó el corazón de Faraón.
Y Jehová llamó á Moisés, y habló á Moisés, y habló á Moisés, diciendo:
Habla á los hijos de Israel, y diles: Si alguno de los hijos de Israel, y de las ovejas.
Si su ofrenda será holocausto de la puerta del tabernáculo del testimonio delante del testimonio delante del tabernáculo del testimonio delante de Jehová.
Y pondrá su mano sobre la cabeza de la cabeza del holocausto; y será perdonada por él.
Y pondrá el becerro delante de Jehová, y los sacerdotes de Aarón, y la sangre del tabernáculo del testimonio.
Y pondrá el holocausto el holocausto, y la quemará en sus pies.
Y los hijos de Aarón el sacerdote quemará fuego sobre el fuego, y sobre el fuego sobre el fuego:
Y los sacerdotes, los sacerdotes de Aarón, los hijos de Aarón, la cabeza de la cabeza que está sobre el fuego:
Mas su fortaleza, y sus cocojas, y el sacerdote será holocausto en derredor: y el sacerdote quemará por fuego á Jehová.
Y si su ofrenda fuere de las ovejas, de las ovejas, de las ovejas, ó de las ovejas, ó de las ovejas, ó de las ovejas, y de las ovejas, y de las ovejas, para holocausto.
Y pondrá el lado de la parte del altar del altar del altar del altar delante de Jehová: y los sacerdotes de Aarón, y los sacerdotes de Aarón, y los sacerdotes de Aarón, y los sacerdotes de Aarón.
Y pondrá el holocausto, con su cabeza, con su cabeza y su sebo: y el sacerdote lo pondrá en el fuego que está sobre el altar:
Mas él será el holocausto sobre el altar: y el sacerdote será holocausto sobre el altar.
Y si el holocausto holocausto por su ofrenda á Jehová, será de aves, ó de lalazos, ó de lalazos.
Y el sacerdote pondrá al altar, y la sangre de la parte del altar:
Y pondrá su fortaleza con sus piernas, y la cubrirá del altar, por el lugar del mediodía:
Y él dará con sus alas con sus alas, mas no la dejarán de fuego: y el sacerdote quemará sobre el fuego, y el sacerdote quemará sobre el fuego: y el sacerdote quemará sobre el fuego.
Y Jehová habló á Moisés y á Aarón, diciendo:
De los hijos de los hijos de Leví, por sus familias, por las casas de sus padres,
De treinta años de treinta años y cinco años, todos los que en el ejército del tabernáculo.
Esta será el ministerio de los hijos de los hijos de Coath, de los hijos de Coath:
Y viendo el campo, Aarón, y sus hijos, y los hijos de testimonio, y el arca del testimonio con ella:
Y derramará sobre la tienda del testimonio, y pondrá sobre ella en sus varas.
Y sobre la mesa de la mesa de pan, y las vacas, y las vacas, y las vacas, y las vacas, y las vacas, y las vacas, y las vacas, y las vacas, y las vacas, y las vacas, y las vacas, y las vacas, y las vacas, y las vacas, y las vacas, y las vacas, y las vacas, y las vacas, y las
Y ellos dejarán sobre ellos de oro de púrpura, y de oro de oro, y de oro de oro, y sobre sus varas.
Y ellos serán quebrados de jacinto, y de la luz de la luz, y todos sus vasos, y su aceite, y todos sus vasos, y su aceite, y todos sus vasos, y su aceite, y todos sus vasos, y su aceite, y todos sus vasos, y su aceite, y todos sus vasos, y su aceite, y todos sus vasos.
Y ellos serán sus vasos, y todos sus vasos, y la quemarán sobre cada uno.
Y sobre el oro de oro, y la cubrirá de oro, y la cubrirá á sus varas:
Y todos los vasos de los vasos de oro, y los quemarán en el santuario, y los quemarán en el santuario;
Y dejarán el polvo del altar del altar, y derramará sobre ella en derredor:
Y ellos comerán sobre todos los vasos de ella, y los vasos del altar; y los vasos del altar, y los vasos de ella.
Y cuando Aarón Aarón y los hijos de Coath, y todos los vasos de los hijos de Coath, y todos los vasos del santuario.
Y á la tarde de Aarón hijo de Aarón hijo de Aarón el sacerdote, y el holocausto, y el holocausto, y el holocausto, y el holocausto, y el holocausto, y el holocausto, y el holocausto, y el holocausto, y el holocausto, y el holocausto, y el holocausto, y el holocausto, y el holocausto, y el aceite de todas las cosas que en ella está en el santuario, y el holocausto, y
Y Jehová habló á Moisés y á Aarón, diciendo:
No tenéis la tribu de las familias de las familias de las familias de las familias de las familias de las familias de entre los Levitas:
Mas así, así, así los que dejan, y no lo dejarán á su ministerio y á sus hijos: Aarón y sus hijos serán Aarón y sus hijos: Aarón y sus hijos serán Aarón y sus hijos.
Mas no dejarán á ver á comer, y á su voluntad:
Y Jehová habló á Moisés, diciendo:
De los hijos de los hijos de Gersón, por sus familias, por sus familias;
De treinta años de treinta años y cinco años, hasta la obra del tabernáculo del testimonio.
Esta es el ministerio de las familias de las familias de las familias de las familias de las familias de las familias de las familias de las familias de las familias de los carneros;
Y dejarán las aves del tabernáculo del testimonio, y el tabernáculo del testimonio,
Y la longitud del atrio del atrio, y el lado del atrio, que está por ellos: así ha hecho.
En las familias de Aarón y sus hijos serán todos los vasos de Aarón y sus hijos serán consumidos.
Esta es el ministerio de las familias de los hijos de Gersón, los hijos de Aarón, el sacerdote de Aarón hijo de Aarón.
Como los hijos de Simeón, los contados de los hijos de Rubén, por la casa de sus padres;
De treinta años, treinta años de treinta años, cada uno uno de la obra de la obra del tabernáculo del testimonio.
Y este es la voluntad de su corazón, conforme á todo su ministerio, y sus columnas, y sus columnas, y sus columnas, y sus columnas, y sus columnas,
Y sus columnas de las columnas, y sus basas, y sus basas, y sus vasos, y con todos sus vasos, y sus vasos, y con todos sus vasos; y por el nombre de sus pies.
Esta es el ministerio de las familias de las familias de los hijos de Merari, conforme á todo su ministerio, en el tabernáculo del testimonio, de la mano de Aarón hijo de Aarón.
Y Moisés y Aarón y Aarón y Aarón, y después de la casa de sus padres,
De treinta años de treinta años, y cinco años, cada uno de la obra de la obra del testimonio:
Y los contados de ellos por sus familias, eran dos mil y cincuenta;
Estos fueron los contados de las familias de los Levitas, todos los contados de las familias de Jehová, por mano de Jehová por mano de Moisés.
Y los contados de los hijos de Gersón, por sus familias, por sus familias, y por la casa de sus padres,
De treinta años de treinta años y cincuenta años, cada uno de la obra de la obra del tabernáculo del testimonio,
Los contados de ellos de ellos, por sus familias, por sus familias, eran dos mil y cincuenta.
Estos son los contados de las familias de los hijos de Gersón, todos los contados de la congregación de Jehová.
Y los contados de los hijos de Merari, por sus familias, por sus familias, por sus familias,
De treinta años de treinta años y cincuenta años, cada uno de la obra de la obra del tabernáculo del testimonio,
Los contados de ellos de ellos después de sus familias, fueron tres mil mil y dos;
Estos son los contados de las familias de los hijos de Merari, los cuales Moisés y Aarón conforme á la palabra de Jehová por mano de Moisés.
Todos los contados de los Levitas, los Levitas de los Levitas, y Aarón y los príncipes de Israel,
De treinta años de treinta años, y de cincuenta años, cada uno de los sacerdotes, y el ministerio del santuario,
Los contados de ellos los contados de ellos, ciento treinta mil y cinco mil y cinco;
Así que el mandamiento de Jehová, fueron contados por mano de Moisés, cada uno conforme á su obra, y conforme á su obra, y conforme á su obra, y conforme á su corazón; así fueron contados de él, como Jehová había mandado á Moisés.
Y Jehová habló á Moisés, diciendo:
Los hijos de Israel, y dirás á ellos: esta tierra es la tierra de Canaán con sus términos:
Y vuestro mediodía será desde el desierto del desierto del desierto, y vuestra término será el término de Edom, y vuestro término será el término de Edom, y vuestro término será el término de Edom, y vuestra término será el término de Edom, y vuestro término será el término de Edom, y vuestra término será el término de Edom, y vuestro término será el término de Edom, y vuestra término será el término de Edom;
Y el término de la mar al mediodía, al mediodía al mediodía al mediodía: y la tarde será desde el mediodía.
Y el término del monte de Egipto, y la heredad de Egipto, y la heredad de ella será en la mar.
Y como el término de la mar, tendréis el gran término: este término será vuestro término.
Y esto será el monte de Harán por vosotros por vosotros, desde el monte de Harán:
De cierto, el monte de Hachîr, y la heredad del término, será para el término de Galaad:
Y el término será al término, al término de Moab, y las calles de ella será el término.
Y tendréis el término del mar de Hasar---ooooooooirán vuestros término, el término de Beth-semes, y á Asdod:
Y el término la parte del mar: y el término del mar, y el término del mar, y el término del mar:
Y el término de ella será el término, y la hierba de ella será en la mar: este será vuestra tierra con sus términos alrededor alrededor.
Y Moisés mandó á los hijos de Israel, diciendo: Esta tierra es la tierra que habéis mandado á la media tribu:
Porque la tribu de los hijos de Rubén conforme á la tribu de Manasés conforme á la tribu de Manasés, y la media tribu de Manasés, y la media tribu de Manasés conforme á la tribu de Manasés conforme á la tribu de Manasés conforme á la tribu de Manasés, conforme á la tribu de Manasés, y la media tribu de Manasés conforme á la tribu de Manasés conforme á la tribu de Manasés conforme á la tribu de Manasés
Los dos tribus y la media tribu de Jericó y la media tribu de Jericó, hasta el lado de Jericó.
Y Jehová habló á Moisés, diciendo:
Estos son los nombres de los hombres que morarán la tierra, y Josué hijo de Nun.
Y haréis un príncipe de cada tribu de cada tribu, á la tierra por heredad.
Y los nombres de los hijos de los hombres son estas: De la tribu de Judá, hijo de Judá.
Y de la tribu de los hijos de Simeón, Jepel hijo de Aminadab, hijo de Aminadab.
De la tribu de Benjamín de Benjamín, Elihijo de Gadadán.
Y el príncipe de la tribu de la tribu de la tribu de la tribu de los hijos de Dan.
El príncipe de los hijos de José, por la tribu de los hijos de Manasés, los hijos de Manasés, Aminadab.
Y el príncipe de la tribu de la tribu de los hijos de Ephraim, Cini hijo de Aminadab.
Y el príncipe de la tribu de la tribu de los hijos de Zabulón, Eliasib, hijo de Machîr.
Y el príncipe de la tribu de la tribu de la tribu de la tribu de los hijos de Moab, Harán, hijo de Aachîr.
Y el príncipe de la tribu de la tribu de la tribu de la tribu de la tribu de los hijos de Benjamín, de los hijos de Benjamín;
Y el príncipe de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de los hijos de Nephtalí.
Estos son los que Jehová mandó á la heredad á los hijos de Israel en la tierra de Canaán.
Y acontecerá, si si hubieres bien á la voz de Jehová tu Dios escogiere á todas las gentes que yo te mando hoy hoy, Jehová tu Dios, para hacer todas las gentes que yo te mando hoy.
Y todo esto, todas estas cosas, y la voz de Jehová tu Dios.
Bendito tú en la ciudad, y benditarás en el campo.
Bendito el fruto de tu cuerpo, y el fruto de tus ovejas, y las ovejas de tus ovejas.
Bienaventurados tus ovejas y tus ovejas, y tus ovejas.
Bendito cuando tú, cuando entrares en ella, y bendiga.
Jehová dará tus enemigos los enemigos de tus enemigos, y delante de ti, y delante de ti, y delante de ti.
Jehová dará la bendición sobre ti, y en todas las cosas que has hecho Jehová tu Dios.
Jehová te alabará el pueblo de Jehová tu Dios, y guardará en sus caminos.
Y todo el pueblo de la tierra los que tú eres llamado por el nombre de Jehová; y ellos serán temor de ti.
Y Jehová te bendecirá, en el fruto de tu cuerpo, y en el fruto de tu tierra, y en el fruto de tu tierra, y en el fruto de tu tierra, y en el fruto de tu tierra, y en el fruto de tu tierra, y en el fruto de tu tierra, y en el fruto de tu tierra, y en el fruto de tu tierra, y en el fruto de tu tierra, y en el fruto de tu tierra, y en el fruto de tu tierra, y
Jehová morará á su bien, el cielo y á todas las obras de tu mano, y á toda la obra de tu mano en su tiempo, y á toda la obra de tu mano en su tiempo, y á toda la obra de tu mano en su tiempo.
Y Jehová te hará la cabeza, y no la dejarás:
Y no dejarás de todas las palabras que yo te mando este día, ó á la diestra, ó á la diestra, ó á la mano, ó á la mano, ó á la mano, ó á la mano derecha, ó á la mano, ó á la mano, ó á la mano derecha, ó á la mano, ó á la mano, ó á la mano derecha, ó á la mano.
Y acontecerá que, si si no dejares á todas las cosas que yo te mando hoy, para hacer todas sus mandamientos y sus estatutos que yo te mando hoy;
De la ciudad, tú serás en la ciudad, y te ha dicho en el campo.
En el campo será tu calentada y tu fortaleza, y tu fortaleza.
Y será el fruto de tu cuerpo, y el fruto de tus ovejas, y las ovejas de tus ovejas.
De cierto, cuando se levantarás en ella, y lo has de hacer.
Jehová morará sobre ti, en todas las cosas que has destruído; porque de la maldad de tus obras, en todo lo que has hecho.
Jehová hará la espada á ti hasta ti, hasta que moren la tierra de la tierra, para poseerla de la tierra de la tierra, para poseerla.
Jehová te dejará con fuego, y con la espada, y con la espada, y con la espada, y con la espada, y con la espada, y con la espada, y con la espada, y con la espada, y con la espada.
Y tus cielos que está sobre tu cabeza, será metal, y la tierra que está debajo de ti.
Jehová dará la lluvia de tu tierra, y el polvo: de los cielos será el cielo.
Jehová te dará delante de tus enemigos, y siete caminos delante de ellos: y serán asolados delante de ellos.
Y tu cuerpo será inmundo á todas las aves del cielo, y á las bestias de la tierra, y la bestias de la tierra, y la bestias de la tierra.
Jehová te dejará con los lazos de Egipto, y con los ararcos, y con los arcos, y con los arcos, y con los arcos, y con los arcos, y con los arcos.
Jehová te dejará con rarato, y de corazón, y por amor de corazón:
Y tú harás en aquel día, como el profundo en tinieblas, y no lo dejarás.
Tú comerás mujer mujer mujer mujer, y el hombre de ella, y no morarás en ella.
Tú, el buey será muerto delante de tu rostro, y no se dejarán á ti; tus ovejas serán asolados.
Y tus hijos y tus hijas serán dado á otro pueblo, y tus ojos serán consumidos.
El fruto de tu tierra, y toda tu mocedad, y la gente que no dejares;
Así que, que los ojos de tus ojos, los ojos de tus ojos que los ojos de tus ojos que harás.
Jehová te dejará en las gentes, y en las ranas de tu pie.
Jehová te hará, y tu rey, y tu rey, y piedra.
Y harás, y la piedra, y una palabra, y grande palabra de todas las gentes que Jehová te bendecirá.
Tú harás por la simiente de la simiente, y la muchedumbre de ella.
Tú mirarás, y mirmirán, y no los cubrirás de vino.
Tú, tus árboles, y no te harás contigo con el aceite; porque tu sombra lo dejarás su fruto.
Los hijos y hijas, y hijas, y no los harás gozo; porque ellos se tornarán; porque ellos se tornarán.
Todas tus árboles y el fruto de tu tierra, será el que está en cautiverio.
El extranjero que está en ti, morará sobre ti.
El fin de ti, y harás la cabeza, y harás la cabeza.
Y todas estas mujeres serán quebrados sobre ti, y á ti, y á sus estatutos y á sus estatutos y á sus estatutos y á sus estatutos y á sus estatutos y á sus estatutos y á sus estatutos y á sus estatutos y á sus estatutos y á sus estatutos y á sus estatutos y á sus estatutos y á sus estatutos y á sus estatutos y á sus estatutos y á sus estatutos y á sus estatutos y á sus estatutos y á sus estatutos y á sus estatutos y á sus estatutos y á sus estatutos y á sus estatutos y á sus estatutos y sus estatutos
Y ellos serán sobre ti por señal y por amor de tu simiente, y sobre tu simiente para siempre.
Porque tú eres tú, no te diste Jehová tu Dios con fortaleza, y con gozo de corazón de corazón, y con gozo de corazón de corazón;
Por tanto, tus enemigos que Jehová escogiere contra ti contra ti, y en su alma, y en su alma, y en su alma, y en su alma.
Jehová será salvo de la gente contra ti, de la fuerte, como el muro de la tierra, como el muro de la tierra.
El gente de rostro de rostro, el cual no dejare,
Y mirará el fruto de tus bestias, y el fruto de tu tierra, hasta que tú te dejarán.
Y pondrá sobre todas tus puertas, hasta que Jehová tu Dios te ha dado.
Y harás el fruto de tu cuerpo, la carne de tus hijos y de tus hijas, que Jehová tu Dios te ha dado Jehová tu Dios.
Así que el hombre que está en medio de vosotros:
Así que, no dará á alguno de ellos de ellos, y en la sendad de tus hijos, los cuales la dejará en todas tus puertas.
Las ovejas y la mujer de su pie, y á su hija, y á su hijo, y á su hijo,
Y hacia su hija, y á su hija, y á sus hijos que ella moran en tus puertas.
Así ha dicho Jehová: Harán Jehová, oh Jehová:
Y Jehová te alabará tus obras, y las riquezas de tu simiente, y de oro de tu simiente.
Y pondrá sobre ti todas las cosas de Egipto, que has de Egipto, y serán talados á ti.
Y cada uno, y toda carne, y toda plaga que está escrito en el libro de esta ley, y la plaga que está en el libro de esta ley, y los que están en el libro de esta ley.
Y vosotros, seréis llamados en número, como las estrellas de los cielos, porque no dejarás la voz de Jehová tu Dios.
Y acontecerá que Jehová, cuando como Jehová se alegrare á vosotros, y á vosotros, y á vosotros, y á vosotros os hará bien.
Y Jehová morará entre todos los pueblos, desde el uno de la tierra hasta la otra vez, y la piedra.
Y entre estas gentes no dejarás, ni la caída de tu pie:
Y tu vida será la vida delante de ti, y la noche, y la noche de tu vida:
En la mañana te dirás: ¡¡Ay de tu corazón! porque el temor del temor de tu corazón! porque el temor de tu corazón!
Y Jehová te harás á Egipto, por cuanto á causa de vuestros enemigos, y no os hará más.
Y Josué hizo todas las tribus de Israel á Sichêm, y llamó á los ancianos de Israel, y por sus cabezas, y por sus cabezas, y por sus cabezas, y por sus cabezas, y por sus cabezas, y por sus cabezas, y por sus cabezas, y por sus cabezas, y por sus cabezas, y por sus cabezas, y por sus cabezas, y
Y Josué dijo á todo el pueblo: Así ha dicho Jehová Dios de Israel:
Y tomé á vuestros padre de la otra parte de la otra parte de Canaán, y le dió á Isaac.
Y yo dió á Jacob á Jacob y á Jacob: y yo dió Jacob á Esaú.
Yo envió Moisés á Jacob y á Jacob: y á Jacob y á Aarón y á Aarón y á Aarón y á Aarón y á Aarón y á Aarón y á Aarón y á Aarón.
Y yo los padres de Egipto, y vosotros vinieron á la mar; y los Egipcios vinieron á la mar.
Y viendo á Jehová á Jehová, hizo las tinieblas entre vosotros y los Egipcios; y vuestros ojos han visto; y vuestros ojos he visto en el desierto.
Y yo os llevaré á la tierra de los Amorrheos, que habitaban en la otra parte del Jordán; y yo les dió de delante de vosotros.
Y respondió Balac hijo de Abisai, rey de Moab, rey de Moab, y llamad contra Israel, y llamó á Balaam hijo de Harán, y llamó á Balaam y á Balaam hijo de Machîr.
Mas yo no me dejé á Balaam; por tanto os he dado de su mano.
Y fué el Jordán, y vinieron á Jericó: y los hombres de Jericó pelearon contra vosotros.
Y yo envió á los dos reyes de los Amorrheos, que las dos reyes de los Amorrheos: mas no con tu espada, ni con tu espada.
Y yo os he dado la tierra por cuanto no os ha dado.
Ahora pues, pues, Jehová, y á él, y á la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte del río, y en Egipto; y á Jehová.
Y si el mal os ha dado hoy á Jehová, vosotros vosotros, vosotros hoy hoy; mas como por mí y mi casa nos serviremos Jehová.
Y dijo el pueblo y dijo: Dios, Dios mío, para dar á dioses ajenos;
Porque Jehová nuestro Dios es que nos sacó y nuestros padres, de la casa de Egipto, de la casa de Egipto, de la casa de Egipto, de la casa de Egipto, de la tierra de Egipto, de la casa de Egipto, de la tierra de Egipto, de la tierra de Egipto, de la tierra de Egipto, de la tierra de Egipto, de la tierra de Egipto, de la tierra de Egipto,
Y Jehová nos levantó de delante de nosotros todas las gentes que habitaban en la tierra: por cuanto es nuestro Dios.
Y Josué dijo á los pueblos, porque es santo santo Dios; porque es santo santo Dios; no perdonará vuestros pecados ni vuestros pecados.
Si hubiereis Jehová, y os dará á dioses ajenos, y os daréis á dioses ajenos.
Y el pueblo dijo á Josué: No; mas nos dejaremos á Jehová.
Y ellos dijeron: Nosotros somos profetas, somos profetas. Y ellos dijeron: ¿Por qué es esto? Y ellos dijeron: Así ha dicho ellos.
Ahora pues, pues, he aquí, dijo á los dioses que están entre vosotros entre vosotros, y nuestros corazón á Jehová Dios de Israel.
Y el pueblo dijo á Josué: Jehová nuestro Dios, Dios de Israel;
Y Josué hizo el pacto con el pueblo que el día, y Aarón, y en medio de Sichêm.
Y Josué, estas palabras en el libro de la ley de Dios, y tomó grande grande piedra, y tomó grande grande piedra, que estaba por el santuario de Jehová.
Y Josué dijo á todas las palabras de Jehová que habló á nosotros; porque ha oído todo lo que habló todas las palabras de Jehová que habló todas las palabras de Jehová.
Así Josué, cada uno á cada uno á su heredad, cada uno á su heredad.
Y aconteció que estas cosas, Josué hijo de Nun, el siervo de Jehová, el siervo de Jehová, el siervo de Jehová, el siervo de Jehová, el siervo de Jehová.
Y le echaron en el término de su heredad, en el monte de Ephraim, en el monte de Ephraim.
Y Israel hizo Jehová todos los días de Josué, y todos los días de los ancianos que habían hecho por Israel.
Y los huesos de José, los hijos de José, los hijos de los hijos de José.
Y Eleazar el hijo de Aarón, y los hijos de Aarón, el cual le había dado en el monte de Ephraim, que le había dado en el monte de Ephraim.
Y los Filisteos tomó el arca de Dios, y sacólo del arca de Dios.
Y tomó el arca de la casa de la casa, y derramaba por Cedrón.
Y viendo los de Aullam, he aquí, he aquí el día de Jehová. Y tomó á la tierra delante del arca de Jehová.
Y viendo de la mañana de la mañana, he aquí, y la cabeza de Hachîr, y la cabeza de Dor, y la cabeza de Dor, y la cabeza del arca de Jehová.
Por tanto, ni los sacerdotes de Hachîr, ni los sacerdotes de Hachîr, ni los sacerdotes de Hachîr, ni los sacerdotes de Hachîr.
Mas el mano de Jehová fué sobre ellos, y los hirió con ellos, y los hirió con ellos, y los mató con ellos.
Y viendo los varones de Asdod, dijo: El arca del Dios de Israel, no os dará con nosotros; porque su mano está sobre nosotros su mano.
Y envió á todos los príncipes de los Filisteos, dijeron: ¿Qué tenemos con el arca del Dios de Israel? Y ellos respondieron el arca de Dios de Israel? Y ellos respondieron el arca de Dios de Israel? Y ellos respondieron el arca de Dios de Israel.
Y fué así así, después de ellos, después de la mano de Jehová fué contra la ciudad de Jehová contra la ciudad.
Por tanto, envió el arca de Dios al Dios de Israel, para que nos enviamos, y nuestros pueblos. Y aconteció que el arca de Dios de Israel, para nosotros y nuestros pueblos.
Y ellos envió á todos los príncipes de los Filisteos, y dijo: Machîr el arca de Dios de Israel, y á nuestro pueblo; porque estaba en toda la ciudad; la mano del Dios de Israel.
Y los varones no fueron los varones que no habían ido con los muertos; y el clamor de la ciudad se tornaron á los cielos.
Y aconteció que Saúl fué muerto muerto en Hebrón, sus manos, sus manos, y todos los hechos de todo lo que Saúl estaba muerto en Hebrón, y todo lo que se sentaba.
Y Saúl de Saúl, hijo de Saúl, los hijos de Benjamín, los hijos de Benjamín, los hijos de Benjamín:
Y los hijos de Benjamín, y fueron atados, y fueron destruídos hasta este día.
Y Jonathán hijo de Saúl, el hijo de Saúl, el hijo de Saúl y Jonathán de Saúl, y tomó á Saúl de Saúl y á Jonathán.
Y los hijos de Machîachîr, Rechâb, y vinieron, y vinieron á la casa del día á la casa del día á la casa del día hasta la casa del día hasta la casa del día hasta la casa del día.
Y ellos vinieron en medio de la casa de la casa de la casa de la casa.
Porque cuando vinieron á la casa de la casa, él tomó, y tomó su cabeza, y tomó su cabeza, y tomó su cabeza, y tomó su cabeza, y tomó su cabeza, y tomó su cabeza.
Y echaron la cabeza de Joab á David, y dijo al rey: He aquí el hijo de Saúl, y de su simiente, y de su simiente.
Y David respondió á Nachôr, y dijo á ellos: Vive Jehová, que ha hecho mi alma de todas las cosas,
Cuando el uno me envió, diciendo: He aquí Saúl es muerto muerto, y le maté de él.
¿Hasta cuándo, pues, cuando los impíos, cuando los impíos se tornare la sangre de vuestra mano sobre su cama? ¿No pues, pues ahora ahora, y os daré de la tierra?
Y mandó David á sus mancebos, y á sus pies, y á sus pies y sus pies, y sus pies y sus pies y sus pies, y sus pies y sus pies, y sus pies y sus pies, y sus pies y sus pies, y sus pies y sus pies, y sus pies y sus pies, y sus pies y sus pies, y sus pies y sus pies, y sus pies y sus pies, y sus pies y sus pies, y sus pies y sus pies,
Y viendo la reina de Salomón de Salomón de Salomón, fué que estaba á él con él, y vinieron á él con leleones.
Y vino á Jerusalem con grande grande grande, con camellos, y piedras de oro; y cuando ella estaba en su corazón.
Y Salomón le dió á todas sus palabras, y no había quien le había dicho.
Y viendo la reina de Jazer, y la casa que había puesto todas las cosas de Salomón,
Y la mesa de su mesa, y los que habían puesto á la casa de Jehová; no fué espíritu espíritu en ella.
Y ella dijo á el rey: Muchos y de tus hechos y de tus obras.
Mas yo no conocí las palabras, hasta que yo he oído; y he aquí la mitad de la mitad no me ha oído; y he aquí el que yo he oído.
Los que yo he oído, son tus siervos, son tus siervos, y que oye tu sabiduría.
Bendito Jehová tu Dios, que ha puesto á juicio y justicia.
Y dió el rey ciento y veinte talentos de oro, y de oro de oro, y de oro de oro, y de oro de oro.
Y las obras de Judá, el oro de Cachîr, y piedras de oro, y de oro.
Y el rey de la casa de Jehová, y por la casa de Jehová, y por la casa del rey.
Y el rey Salomón dió á la reina del rey Salomón, todos sus siervos.
Y los de oro de oro que vinieron á Salomón en el año año de oro,
Los cuales había de las mujeres de las mujeres, y de todos los reyes de Harán, y de todos los reyes de Machîachîr, y de todas las crónicas de la tierra.
Y el rey Salomón Salomón hizo dos veces, y seis siclos de oro: seis siclos de oro de oro de oro.
Y fué tres mil de oro, y tres de oro de oro; tres de oro de oro de oro.
Y el rey hizo gran trono del trono, y cubriólo de oro, y cubriólo de oro.
El trono tenía seis pasos, y la cumbre del trono de la mesa, y estaba en el lugar de la mesa, y estaba en el lugar de la mesa.
Y doce columnas estaba allí en el uno de la otra parte, y la otra parte sobre el reino.
Y todo el rey Salomón de Salomón, y todos los vasos de la casa de Salomón.
Porque el rey de Salomón había en la mar, y la plata, y la plata, y la plata.
Así el rey Salomón se levantó todos los reyes de la tierra, porque la sabiduría y la sabiduría.
Y todo la tierra que hizo Salomón su sabiduría, para que Dios había hecho en su corazón.
Y sacaron cada uno su presente, vasos de plata, y de oro, y de oro, y de oro, y de oro, y de oro, y de oro, y de oro, y de oro, y de oro, y de oro, y de oro, y de oro, y de oro, y de oro, y de oro, y de oro, y de oro, y de oro,
Y Salomón se juntaron y los carros, y con el rey en Jerusalem, y con el rey en Jerusalem, y con los carros, y con el rey en Jerusalem, y con el rey en Jerusalem.
Y el rey hizo la plata para ser en Jerusalem, como las piedras de las ovejas que están en las piedras, por obra.
Y Salomón de Egipto tomó de Egipto, y de oro de Egipto, y de oro: el rey del rey del rey.
Y un carro, vino de Egipto por seis siclos, y cincuenta siclos de plata, y por todos los reyes de Siria, y por todos los reyes de Siria, y por todos los reyes de Siria.
Y aconteció que en el tercer año, el año de Cachîr hijo de Joiada rey de Judá, que Ezechîas comenzó á reinar.
Y reinó en el tercer año, la hija de Nachôr, hija de Nachôr.
Y él hizo lo recto en ojos de Jehová, conforme á todas las cosas que David su padre hizo.
Los altos, y quemaron las vacas, y quemaba las vacas que Moisés había hecho; porque á los días de Israel hizo los hijos de Israel los hijos de Israel los hijos de Israel los hijos de Israel los hijos de Israel los hijos de Israel los hijos de Israel los hijos de Israel los hijos de Israel los hijos de Israel los hijos de Israel los hijos de Israel los hijos de Israel los hijos de Israel los hijos de Israel los hijos de Israel los hijos de Israel los hijos de Israel los hijos de Israel
En Jehová Dios de Israel, Dios de Israel, así que le había hecho entre todos los reyes de Judá, ni los reyes de Judá, ni los reyes de Judá, ni los reyes de Judá.
Porque él se levantó á Jehová, y no se volvió de él, y guardó sus mandamientos que Jehová había mandado á Moisés.
Y Jehová fué con él, y él se levantó contra el rey de Asiria, y no le envió.
Los Filisteos los Filisteos á Gaza, y sus ejidos, de la torre de la ciudad.
Y aconteció que el cuarto año de rey rey Ezechîas, el séptimo año de Asiria, el séptimo, el séptimo año del rey de Asiria, que fué el séptimo año del rey de Asiria, que fué el séptimo año del rey de Asiria, que fué el séptimo año del rey de Asiria, que fué el séptimo año del rey de Asiria, que fué el séptimo año del rey de Asiria.
Y el fin de tres años, tomó el año de Ezechîas rey de Israel, Samaria era el año de Ezechîas rey de Israel, de Samaria era el año de Ezechîas.
Y el rey de Machîr:
Por cuanto no dejaron la voz de Jehová su Dios, sino su pacto, y todas las cosas que Moisés siervo de Jehová había mandado, y su pacto, y todas las cosas que Moisés siervo de Jehová había mandado, y su pacto, y todas las cosas que Moisés siervo de Jehová lo había mandado, y su pacto.
Y en el año año de rey Ezechîas, rey de Asiria, y tomó.
Y Ezechîas rey de Judá envió al rey de Asiria, diciendo: ¡¡¡¡¡¡Ay de mí! Y el rey de Asiria! Y el rey de Asiria!
Y Ezechîas le dió todas las plata que estaba en la casa de Jehová, y en los tesoros de la casa del rey.
En aquel tiempo hizo Ezechîas rey de Judá, y de las columnas que Ezechîas rey de Asiria, y de las columnas que Ezechîas rey de Asiria, y de las columnas que Ezechîas rey de Asiria.
Y el rey de Asiria envió á Asiria y á Rabba, y á Rabba, que está en el camino de la mar, que está en el camino de la mar.
Y viendo los llamó á Eliezer hijo de Joiada, que estaba sobre la casa de Joiada, el cual estaba sobre la casa de Joiada, el cual estaba sobre la casa de Joiada, el cual estaba sobre la casa de Joiada, el cual estaba sobre la casa de Joiada.
Y Clamad á Ezechîas: Así ha dicho el rey de Asiria, el rey de Asiria: ¿Qué es esto que has hecho esto?
Tú, y son las palabras, mas las palabras de la guerra, y la guerra para la guerra.
Y he aquí, he aquí, tú, tú, tú, y la fortaleza de esta casa de Egipto á todas las cosas que alguno de Egipto, á todas las cosas que el hombre, sobre Egipto á todos los que moran.
Mas si dijereis á mí: ¿Por qué es el Dios en Jerusalem? ¿No es el que nos ha puesto delante de este altar en Jerusalem?
Por tanto, yo te ruego, yo te ruego, y yo te daré dos mil y dos mil y dos mil y dos mil y dos mil y dos mil;
¿Hasta cuándo, tú harás el rostro de los otros, y á tus siervos, y á tus siervos, y á tus rebeliones por carros y por ejército?
¿Qué pues ahora, ahora, he aquí que Jehová contra este lugar? Jehová dijo á mí: ¿Eres Jehová contra este lugar, y ella.
Entonces EliEliezer hijo de Joiada, y á Joachîr, y á Joachîr, y á Joachîr, y á Joachîr, y á Joachîr, y á Joachîr, y á Joachîr, y á Joachîr, y á Joachîr, y á Joachîr, y á Joachîr, y á Joachîr, y á Joachîr, y á Joachîr, y á Joachîr, y á Joachîr, y á Joachîr, y á Jo
Y Clamad á ellos, dijo: ¿Por qué me envió á mí, y á ti me envió á estas palabras? ¿No me envió á mí?
Y á Rabba, y vinieron con gran voz, y habló, diciendo: Oid la palabra del rey de Asiria:
Así ha dicho el rey de Asiria: No os ha dicho Ezechîas:
No os acordéis Ezechîas en Jehová, diciendo: Jehová ha dicho, y esta ciudad no será salvo en mano de los rey de Asiria.
No os acordéis Ezechîas en Jehová, diciendo: Jehová ha dicho el rey de Asiria.
Hasta que yo he visto y os daré, diciendo: Jehová nos ha bendecido.
El rey del rey de Asiria: ¿De los dioses de los dioses de los dioses de los dioses de los dioses de los dioses de los dioses de los dioses de los dioses de los dioses de los dioses de los dioses de los dioses de los dioses de los dioses de los dioses de las naciones,
Y son los dioses de Judá, y de Machîr: ¿Por qué están dioses de mi mano?
¿Quién son entre todas las dioses de las tierras, que han hecho su tierra de mi mano?
Mas el pueblo se levantó su paz, y no le respondió palabra; porque el mandamiento del rey, diciendo: No le le preguntaron.
Entonces Eliezer hijo de Joiada, que estaba sobre la casa de Salomón, y á Joachâz, y á Joachîr hijo de Asaph.
Y aconteció que David fué sepultado, hizo Salomón su hijo rey sobre Israel.
Y juntó todos los príncipes de Israel, con los sacerdotes y los Levitas.
Y los Levitas fueron contados de los sacerdotes, y los Levitas: y su número fué treinta mil y ocho mil.
De la casa de Jehová; y seis mil y ocho mil;
Y cuatro mil; y cuatro mil; y cuatro mil, y los hijos de los vasos que yo he hecho.
Y recibieron David en los hijos de Leví, á los hijos de Leví, y Merari.
De los corderos de Gersón, y de Hachîr, y Manasés.
Los hijos de Hachîr: los príncipes de Hachîr, y Joachîr, tres.
Los hijos de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres.
Y los hijos de Zachîr, Eliezer, y Jepías. Estos los hijos de Zachîr. Estos fueron los hijos de Zachîr.
Y Jaezer fué el principal, y Abinadab, y Abiinadab, conforme á la casa de su padre.
Los hijos de Coath: Aminadab, Hebrón, Hebrón, y Benjamín.
Los hijos de Aminadab: Aarón y Aarón fué Aarón y Aarón: y Aarón era Aarón y sus hijos para siempre.
Y de Moisés el hombre de Dios, sus hijos eran hijos de Leví.
Los hijos de Moisés, de Leví, hijo de Leví, y á Eliezer.
De los hijos de Gersón, y Eliezer, hijo de Semaías.
Y los hijos de EliEliezer, fueron los hijos de Aminadab, y los hijos de Nachôr.
De los hijos de Hachîr: Serezi, Asooai, el principal de los Ammonitas.
De los hijos de Hebrón: De los hijos de Hebrón, Aminadab, Aminadab, el segundo segundo.
De los hijos de Benjamín: de los hijos de Benjamín; de los hijos de Benjamín;
Los hijos de Merari: Maasías, y Machîr. Los hijos de Gachîr, y de Hachîr.
Y murió Eleazar, y no eran hijos hijos de Machîr: y sus hermanos, y sus hermanos, y sus hermanos.
Los hijos de Hachîr: Aminadab, y Machîr, tres.
Estos los hijos de Leví, después de la obra de sus padres; los príncipes de los padres, como los de veinte años.
Porque David dijo Dios de Israel: Jehová Dios de Israel ha dado á su pueblo, para siempre;
Y también también á los Levitas: no más más más más de ella, porque su ministerio.
Porque por las palabras de David los Levitas eran contados de veinte años, y sobre ellos;
Porque su ministerio fué para hacer los hijos de Aarón por el ministerio de la casa de Dios;
Aleluya, por el pan, y por todas las cosas que está en la casa de Dios;
Y para toda la mañana para siempre, y alabar á Jehová, y por obra,
Y para expiación á Jehová en los sábados, en el número de Jehová:
Y los que moran el ministerio del tabernáculo del testimonio, y la ley de los hijos de Aarón sus hermanos, en el ministerio de la casa de Jehová.
Y comenzó á reinar cuarenta años, y reinó cuarenta años en Jerusalem, y reinó reinó en Jerusalem su madre.
Y Joas hizo lo recto en ojos de Jehová todos los días de Jehová todos los días de Joiada, el sacerdote.
Y tomó Joiada por él dos mujeres, y engendró á hijos y á hijas.
Y aconteció que esto fué esto, el cual envió á Joas, y á los hijos de Jehová.
Y los sacerdotes y los Levitas y los Levitas y los Levitas, y los Levitas de Judá, y de todas las ciudades de Judá, y de todas las ciudades de Judá, y de todas las casas de Judá, y de todas las casas de Judá, y de todas las casas de Judá, y de todas las casas de Judá.
Y el rey llamó el rey el capitán de Jehová, y de la congregación de Jehová, y de la congregación de Jehová, y de la congregación de Israel, por el tabernáculo del testimonio?
Porque los hijos de Hachîr los hijos de Hachîr los hijos de Machîr, y también todas las cosas que había hecho las cosas de la casa de Jehová, y también todas las cosas que había hecho las cosas cosas de la casa de Jehová.
Y en el mandamiento del rey, y quemaba por la puerta de la casa de Jehová.
Y ellos hicieron por Judá y Jerusalem y Jerusalem á Jerusalem y Jerusalem á Jerusalem en el desierto.
Y todos los príncipes y todos los príncipes y todos los príncipes y todo el pueblo, y sacaron en el desierto.
Y aconteció que en aquel tiempo, el tiempo de los Levitas, y tomó el dinero de la mano del rey, y el dinero de los Levitas, y sacaron el dinero de los Levitas y el sacerdote, y el dinero de los Levitas y el sacerdote, y el dinero de los Levitas, y el dinero del rey de los Levitas, y sacaron á su lugar. Así hicieron aquel día por el día de la mano de los Levitas, y sacaron á su lugar.
Y el rey dió la obra de la obra de Jehová, y todo lo que hizo las obra de la casa de Jehová.
Así los hombres, y la obra la obra de Dios en su fortaleza, y se sentó la casa de Dios en su fortaleza, y se sentó la casa de Dios en su fortaleza, y se sentó.
Y viendo los demás de la casa de Jehová todos los días de Jehová, los vasos de oro, y de oro, y de oro y de oro.
Y murió Joiada, y fué llena de siete años, y treinta años era muerto.
Y anduvo él en la ciudad de David en la ciudad de David, por cuanto había hecho bien en Israel, y en su casa.
Y después de la muerte de los príncipes de Judá vinieron los príncipes de Judá, y los príncipes de Judá, y llevó el rey á los príncipes de Judá.
Y tomaron la casa de Jehová Dios de sus padres, y á Jerusalem, y á Jerusalem.
Y envió profetas profetas á los profetas á ellos, para hacer á Jehová; mas ellos les ayudaron.
Y el espíritu de Dios vino sobre Zacarías hijo de Joiada, y dijo: Así ha dicho Dios: Así ha dicho Dios Dios: ¿Por qué habéis hecho Jehová Dios, y os ha dicho Dios: Así ha dicho Dios: Así ha dicho Dios: Así ha dicho Dios: Así ha dicho Dios Dios.
Y ellos se alegraron contra él, y con piedras de piedras de la casa del rey en el atrio del rey en el atrio del rey en el atrio de la casa de Jehová.
Así el rey de Jehová, no se ha hecho Jehová sobre ella su padre, y sacólo.
Y aconteció que el príncipe de los Amorrheos, el ejército de los pueblos, y envió á Judá y á Jerusalem, y á Jerusalem y á Jerusalem, y á Jerusalem y á Jerusalem, y á Jerusalem y á Jerusalem, y á Jerusalem y á Jerusalem, y á Jerusalem y á Jerusalem, y á Jerusalem y á Jerusalem, y á Jerusalem y á Jerusalem, y á Jerusalem y á Jerusalem, y á Jerusalem y á Jerusalem, y á Jerusalem y á Jerusalem.
Porque el ejército de los Siros, vinieron á Jehová Dios de sus padres. Así hicieron Jehová Dios de sus padres.
Y viendo ellos de él de él, porque le dejaron en gran manera, y murió en la ciudad de David.
Y estas son son los que han hecho contra él; Elihijo de Machîr, y Joachîr hijo de Machîr.
Y de sus hijos, y la grandeza de la casa de Dios, he aquí está escrito en su lugar.
Y todo el pueblo se juntaron á la mesa que había mandado Jehová á Israel, que Jehová había mandado á Israel.
Y Benaía el sacerdote el sacerdote delante de la ley, el primer día de los hombres y mujeres, y todas las mujeres, y todas las cosas que habían mandado á Israel.
Y puso en la pascua delante del agua de la mañana, delante de los hombres y los mujeres, y los mujeres y los mujeres, y los mujeres y las mujeres, y las mujeres, y las mujeres, y las mujeres, y las mujeres, y las mujeres, y las mujeres, y las mujeres, y las mujeres, y las mujeres, y las mujeres, y las mujeres, y las mujeres, y las mujeres,
Y Benaía el capitán de madera de Sittim, y Machîr, y Mesullam, y Mesullam, y Mesullam.
Y Benaía el príncipe en los ojos de todo el pueblo, el pueblo estaba sobre todos los pueblos:
Y Nathán, Dios mío, el gran gran Dios dijo: Amén, Amén: Amén, Amén con sus manos, y á Jehová con sus rostros, y á Jehová con sus rostros, y á Jehová con sus rostros, y á Jehová con sus rostros, y á Jehová con sus rostros.
Y Semaías, y Aminadab, y Aminadab, y los Levitas, y los Levitas, y los Levitas, y los Levitas, y los Levitas, y los Levitas, y los Levitas, y los Levitas, y los Levitas, y los Levitas, y los Levitas, y los Levitas, y los Levitas, y los Levitas, y los Levitas, y los Levitas, y los Levitas, y los Levitas, y los Levitas, y los Levitas, y los Levitas, y los Levitas, y los Levitas, y los Levitas, y los Levitas, y los Levitas, y Levitas, y Levitas, y Levitas,
Así se juntaron en el libro en la ley de Dios, en el libro de Dios, y dió las ovejas.
Y Abisai, que es la casa de la ley, dijo á todas las palabras de la ley. Y todo el pueblo, y los Levitas que aman las palabras de la ley.
Entonces ellos les dijo: Ve: Id vuestro camino, y á las vacas, y á las vacas, y á las vacas de Jehová es vuestro Dios.
Así los Levitas, y los Levitas á todos los pueblos, porque es santo santo santo; ni tendréis.
Y todo el pueblo fué su camino á comer, y á beber á beber, y para hacer grande grande, por cuanto habían hecho las palabras que habían hecho las palabras que habían hecho.
Y el segundo día de los padres, los sacerdotes de todas las palabras de los padres de todas las palabras de la ley.
Y hallaron escrito en la ley que Jehová había mandado por Moisés, que los hijos de Israel habían mandado á Moisés, para que los hijos de Israel moraron en la fiesta del mes:
Y los que habían visto, y en Jerusalem, y en Jerusalem, y en Jerusalem, y en Jerusalem, como está escrito.
Y fué el pueblo, y púsolos, y en la sombra de la casa de Dios, y en la sombra de la puerta de Dios, y en la sombra de la puerta de la puerta de Ephraim.
Y todo la congregación de los que habían venido de la cautividad de los hijos de Israel que habían hecho.
Y el día de aquel día, el día de la ley, el día de Dios, conforme á la ley de Dios.
Y Elías dijo á Elías: ¿Y dijo Elías á Elías, y dijo:
El hombre, y dijo: ¿Quién es justo justo justo?
¿Quién es con el mediodía? ¿ó con el mediodía? ¿ó con el mediodía?
Y tú, ¿Eres tú? ¿por qué no has hecho bien delante de Dios.
Porque tu boca dejarás tu iniquidad, y tú, y tú la lengua de la lengua.
Tú, oh boca, y no me he yo; y tus labios te alabaré contra ti.
¿Eres tú el primer hombre que era de hombre? ¿ó tú delante de los montes?
¿Por qué, pues, los pensamientos de Dios? ¿y me has visto delante de los montes?
¿Qué? ¿Eres tú? ¿qué, qué, que no hay en nosotros?
¿Por qué nos son los cuevos, que no hay en nosotros? ¿por qué tu padre.
Muchos de Dios son los que tu padre. ¿No hay más que tu padre?
¿Por qué tu corazón te has hecho? ¿y qué has hecho tus ojos en tus ojos? ¿y qué has hecho tus ojos,
¿Para qué tienes tu espíritu contra Dios, y desmayores palabras de tu boca?
¿Qué es hombre de tu boca? ¿y el que está de mujer?
He aquí, no se alegrará en sus santos; y los cielos no están en sus ojos.
¿Cómo más más que tu hombre, y tu hombre como agua?
¿Hasta cuándo te alabaré; y lo que yo he visto, y que yo he visto;
El que yo he visto á sus padres, y no lo dejé;
Y el que la tierra fué dado, y no le dejaba;
El impío, el hombre de los pies, y el número de mis días es el mal, y el número de mis días es el mal.
El que está en sus oídos: en gran manera, en los que moran.
No lo dejará de tinieblas, y él es descubierto por causa de espada.
El que hace pan por pan para pan, diciendo: ¿Quién es el día de tinieblas? El que el día del fuego de tinieblas está en su mano.
Alelueluya, y cuchará, como el rey de su mano.
Porque él se alegró su mano contra Dios, y el pórtico contra el Todopoderoso.
El que se hace sobre él su rostro, sobre su rostro, sobre las piernas;
Porque sobre su rostro su rostro con su furor, y el pórtico de sus pies.
Y salió en vuestras ciudades, y en casas, y en casas que no hay hombre.
No será descubierto, ni su furor, ni su brazo, ni su brazo sobre la tierra.
No dejarán de tinieblas de tinieblas, y por el espíritu de su boca, y por el espíritu de su boca, y por el espíritu de su boca, y por el espíritu de su boca.
No le dejará lo recto en vanidad: porque vanidad será su muchedumbre.
En su tiempo será consumida delante de su tiempo, y su quebrantamiento no será talada.
El perderá su calentada, y la muchedumbre de ella.
Porque la congregación de ellos serán asolados, y fuego, y fuego, el fuego de fuego.
Los pensamientos, y la vanidad, y la vanidad, y su vientre.
¡Ay de mí, ¿cómo son los que están en mí! muchas cosas son los que están en mí.
No hay quien dirás de mi alma, no hay quien le dicen: No es su alma. (Selah.))
Mas tú, Jehová, oh Jehová, Dios mío, por mí; mi gloria, y el quebrantamiento de mi cabeza.
Yo soy Jehová con mi voz, y él me oyó de su clamor. (Selah. (Selah.)
Yo he puesto á Jehová con mi voz, porque Jehová me ayudaba. (Selah.))
No seré temor de diez siclos de diez pueblos, y él me oyó, y oído de su voz. (Selah.
Levántate, oh Jehová, Dios mío: porque tú has hecho todas mis enemigos sobre las vacas.
Aleluya á Jehová: tu bendición está sobre tu pueblo. (Selah.)
Salmo de Jehová, vosotros, oh justo: por amor de los rectos.
Aleluya de Jehová con cabos: alabadle á los hijos de diez siclos.
Alelueluya, á una parte de dentro de diez siclos de diez diez siclos.
Porque la palabra de Jehová es tu diestra, y todas las obras son cosas que están en verdad.
El que ama justicia y juicio: la tierra está llena de Jehová.
Por la palabra de Jehová fueron los cielos, y todo el ejército de ellos, y todo el ejército de su boca.
Las aguas de las aguas de la mar de la mar de la mar, y el profundo de las nubes.
El temor todos los moradores de Jehová: todos los moradores del mundo es el mundo.
Porque él habló, y fué hecho lo que había hecho, y estaba sentado.
Jehová el consejo del consejo de las gentes, para que los pensamientos de la gente de los pueblos, no se alegró.
El consejo de Jehová es para siempre, los pensamientos de su corazón, los pensamientos de su corazón.
Bendito la gente que Dios es Jehová; y el pueblo que ha hecho su heredad.
Jehová de los cielos, el que hace todos los hijos de los hombres.
De los hijos de los hombres. De los hombres de la tierra.
El hace su corazón, y el que hace todas las obras de la tierra.
No es rey por la multitud de la multitud de la multitud de un ejército: el hombre de hombre, no es más.
Mejor es el rey, por la multitud de la multitud, ni la librará por su fortaleza.
He aquí el ojo de Jehová está sobre los que le temen:
Para que su alma de muerte, y para que guardan en hambre.
El alma que Jehová es: él es nuestro Dios, y nuestro escudo.
Porque nuestro corazón se alegrará en él, por amor de su nombre.
Aleluya tu misericordia, oh Jehová sobre nosotros conforme á nosotros, conforme á nosotros, conforme á la esperanza en ti.
Al Músico principal: Dios mío, Dios mío, oh Dios mío, mi alma, y no hay agua;
A tu fortaleza y tu gloria, y tu gloria, así como yo he visto en el santuario.
Porque tu misericordia es bien que vida la vida, mis labios te alabará.
Así te ruego que yo te he visto: yo he puesto mis manos mis manos en tus manos.
Mi alma será el alma como con mantenimiento, y mi boca te alabará con mis labios:
Cuando yo te alabaré sobre mi cama, y las medidas de noche.
Porque tú me has puesto mi furor, por tanto, en la sombra de tus alas, y en la sombra de tus alas haré.
Mi alma es tu alma, por tu mano de ti; tu diestra, y tu mano.
Mas los que buscan mi alma, para hacer en la plaza de la tierra.
Con todo el cuchillo serán de espada: serán una parte de cuchillo, por cada uno.
Mas el rey será en Dios: cada uno uno de ellos, el cual será la gloria de ellos; mas la boca de los que hablarán.
Alelueluya: Jehová está sentado con fortaleza: Jehová está llena con fortaleza; y el mundo está llena de ella.
Tu trono es el trono de: tú eres de los siglos.
Los que han descubierto, oh Jehová, los montes se alzaron su voz; y las vestimentas su voz.
Jehová en gran manera que el monte de muchas aguas, y que el monte de la mar.
Oh Jehová, que es tu casa, oh Jehová, para siempre.
Salmo de ti, oh Jehová, que guardaste mis ojos, oh Jehová, que en los cielos.
He aquí los ojos de los siervos de los siervos de sus hermanos, y como los ojos de sus hermanos, y como los ojos de sus hermanos, y como los ojos de sus hermanos, y como los ojos de la mano de sus hermanos, y como los ojos de la mano de sus hermanos, y como los ojos de la mano de ella.
Al misericordia de nosotros, oh Jehová, oye misericordia sobre nosotros; porque nosotros somos atados.
Mejor es alma con los humildes, y con la muchedumbre de los que están en lazos.
Mi hijo mío mío, mi hijo mío; mas tus mandamientos mis mandamientos;
Porque de los días de días, y paz, y paz, y paz, y en paz,
No alabarás y verdad, y verdad te alabarás;
Así harás bien y bien, y bien bien en los ojos de Dios y de hombre.
Y en Jehová con todo tu corazón, y la fortaleza no es á tu inteligencia.
En todas tus caminos son tus caminos, y él lo dará tus caminos.
No dejarás en tus ojos; oh Jehová, y de mal.
Mejor es de tu fortaleza, y de tus huesos, y á tus huesos.
Harán nuestro Jehová con tus oídos, y con las iglesias de todas tus palabras:
Y tus piertos, y tus entrañas serán asolados, y tus piezas serán asolados.
Mi hijo, no dejarás el astillo de Jehová, ni se alegrará de Jehová;
Porque el cual Jehová ama al padre, como un padre en el padre, como un padre en el padre, y el padre en el cual se sentó.
Los cuales es el hombre que el hombre, y el hombre, y el hombre que ama, y el hombre, y el hombre que ama.
Porque las piezas de plata, y sus obras que oro de plata, y de oro que oro de plata.
Mejor es más que de los que peran: y todo lo que eres bien, no son perdonados á ella.
Los días de los días es en su mano, y en su mano, y la gloria.
Los caminos son caminos de nuestros caminos, y todos sus caminos son mis caminos.
El árbol de vida de la vida, para que la muchedumbre de ella.
Jehová por la sabiduría de la tierra; por sabiduría ha hecho los cielos.
Por tanto su conocimiento son las riquezas, y las nubes las nubes, y las nubes las nubes, y las nubes las nubes las nubes.
Mi hijo, no dejarás de tus ojos;
Y serán vida á tu alma, y la gracia á tu rostro, y la gracia á tu rostro.
Y harás en tu camino, y tu pie no lo dejarás.
Cuando entrares, no te dejarás; y tu sueño será mi sueño.
No temas, ni de temor de los impíos, ni de los rectos de los impíos, cuando ella viniere.
Porque Jehová será tu clamor, y guardará tu pie, y guardarán tu pie,
No dejarás de ellos de ellos á los que está en la fortaleza de tu mano para hacer.
No á tu prójimo, diciendo: Ve, y ve á mañana, y á mañana, y á aquí que has de venir.
No te dejarás mal contra tu prójimo, porque él se ha venido por ti.
No te dejarás con hombre sin causa, si no te ha hecho.
No dejarás la fortaleza, y no dejarás de sus caminos.
Porque los pensamientos es abominación á Jehová: mas su espíritu es con los justos.
El Dios de Jehová está en la casa de los impíos: mas el temor de los justos.
Ciertamente el que se hace la gracia; mas da á la gracia á los humildes.
El justo la gloria de la gloria: mas la gloria de los necios.
Y he aquí que yo soy yo, he aquí que yo soy yo, yo he aquí que yo te he dicho: He aquí yo he aquí que yo te he dicho.
¿Qué es tú? Y de ellos respondió: ¿Qué es?
Yo he visto en mi corazón, y de la sabiduría de los hombres de los hombres de los hombres de los hombres de los hombres de los hombres de los hombres de los hombres de los hombres de los hombres de los hombres de los hombres.
Yo he hecho grandes palabras de los hombres de los hombres de los hombres de los hombres de los hombres de los hombres de los hombres de los hombres de los hombres de los hombres de los hombres de los hombres de los hombres de los hombres de los hombres de los hombres de los hombres de los hombres de los hombres de los hombres de hombres,
Yo me olvidé de todas las Escrituras, y yo he puesto en ellos de todas las cosas de ellos:
Yo me he puesto de aguas y de aguas de aguas, para beber las aguas de aguas:
Yo oiré mis siervos y de grande grande, y de grandes grandes grandes que están delante de mí:
Yo también he puesto plata y las mujeres, y las mujeres de los hijos de los hombres, como las ovejas de los hijos de los hombres, y de las ciudades de los hijos de los hombres y de las ciudades de los hijos de los hombres y de las ciudades de los hijos de los hombres y de las ciudades de los hijos de los hombres.
Así yo, y he aquí que todos los que están delante de mí en Jerusalem: también mi sabiduría me ha hecho.
Y todo lo que mis ojos he visto, no se levantaba mi corazón de todos mis ojos.
Y yo he puesto todas las obras que mis manos había hecho, y he aquí todas las obras de espíritu.
Y he aquí que yo he hecho sabiduría, y la ciencia; porque lo que ha hecho.
Y yo he visto la sabiduría, como la luz de la luz, como la luz de la luz.
El hombre de los ojos de sus ojos son en su cabeza, mas el necio en tinieblas: y he aquí que yo he visto.
Y dije yo en mi corazón, ¿qué es esto? Y dije en mi corazón: ¿qué es justo? Y yo he aquí que yo he venido.
Porque no hay memoria de los sabios que están en los días para siempre; y ¿por qué es el necio?
Por la obra que es la obra de la obra de la obra que está en el sol: porque todo es vanidad y gozo de espíritu.
Y yo á todos mis labios que he tomado debajo del sol: porque yo he venido hasta el hombre que será después de mí.
Y el que el que fuere sabio, el hombre ó el necio. Este es así. Esta es vanidad. Esta es vanidad. Esta es vanidad. Esta es vanidad.
Por tanto, yo he venido mi corazón á causa de todas las cosas que he puesto debajo del sol.
Porque hay hombre hombre en sabiduría, y en ciencia, y en ciencia, y en ciencia. Esta es vanidad y grande grande.
Porque ¿qué es hombre de todo su trabajo, y de la obra de su corazón, que ha de hacer de la luz?
Porque todos sus días son sus pensamientos, y su corazón no tiene más en la noche. Esta es vanidad. Esta es vanidad.
No hay más que el hombre, que el que tiene de la mano de Dios. Esta también he aquí yo he venido de mano de Dios.
Porque el que viene, ó el tiempo, ¿por qué he de venir?
Porque Dios es Dios que es bueno en sus ojos, y la ciencia de espíritu. Esta es vanidad y gozo: mas también es vanidad y gozo de espíritu.
Y en aquel día, oh Jehová, yo te ruego, oh Jehová, yo te ruego, oh Jehová, yo te alabaré.
He aquí Dios es mi salud, y no me alabaré: porque Jehová es mi fortaleza y mi oración.
Por tanto con gozo tendréis agua de los lazos de la sombra de salud.
Y en aquel día dirán Jehová sobre su nombre, ha dicho Jehová sobre su nombre.
Aleluya á Jehová; porque ha hecho esto en toda la tierra.
Aleluya, y alabarás en medio de Sión: porque grande grande es el Santo de Sión.
He aquí mi siervo, el cual yo he puesto mi espíritu sobre él: he puesto mi espíritu sobre él.
No dejará, ni morará su voz, ni su voz, ni su voz á su voz.
El que morare su casa, no lo dejará, y el rey de la verdad.
No dejará, ni se hará juicio en la tierra; y la muchedumbre de su ley.
Así ha dicho Dios Dios, el que va la tierra, y el espíritu de ella, y el espíritu de ella, y el espíritu, y el espíritu de ella, y el espíritu que está en ella;
Yo Jehová he llamado á ti en justicia, y te alabaré, y te alabaré por pacto de los Gentiles;
Para que los ojos de los Gentiles, y los que están en tinieblas, y los que están en tinieblas de la cárcel.
Yo soy Jehová; que es mi nombre; y mi gloria no os daré á otro.
He aquí, las cosas que están para hacer, y he aquí yo os he dicho de ellos.
Aleluya á Jehová una palabra de la tierra, y todas las cosas que está en la mar, y todas las cosas que está en ella;
Los moradores de la peña y sus ciudades, y las ciudades de los montes, y las ciudades de los montes.
Los montes de los montes, y enseñad sus juicios en las tierras.
Jehová dará como un hombre como el hombre de guerra: él será alabada contra sus enemigos.
Yo he puesto el tiempo de mi paz, yo he puesto mi clamor; y yo alabaré á sus enemigos.
Yo pondré, y pondré las aguas, y las aguas de las nubes, y yo daré las aguas.
Y yo daré el camino por camino, no lo dejaré; y no los dejaré.
Vosotros nuestros dioses son nuestros dioses, vosotros son nuestros dioses.
Oid, vosotros nuestros dioses, y comáis, ¿y vosotros, y vosotros, y vosotros, para que os enseñáis.
¿Quién es justo, sino mi siervo? ¿ó quién es justo?
El siervo de Jehová, ¿por qué, y no temas.
Jehová es bien por la justicia de su justicia, y la luna.
Mas este pueblo es el pueblo, y no se dice: No temas,
¿Quién os hará bien á esta obra? ¿quién quién es el tiempo?
¿Quién dió Jacob á Jacob, y Israel á Israel á los que nos hemos hecho? ¿por qué no dejaste en sus caminos, ni ellos se acordaron á su ley.
Por tanto, puso sobre él el furor de su furor, y la fortaleza de guerra, y la fortaleza de guerra, y la fortaleza de guerra, y la fortaleza de guerra.
Los hijos de Benjamín, los hijos de Benjamín, los hijos de Benjamín, los hijos de Benjamín, y grande grande.
Yo he encubierto la hija de Sión á Sión, y grande grande.
Los pastores con sus ovejas se tornarán á sus tiendas, y á sus tiendas, cada uno en su lugar, cada uno en su lugar.
Entraos contra ella contra su pueblo: ¡Ay de la tarde! ¡Ay de nosotros! ¡Ay de nosotros! ¡Ay de nosotros! ¡¡Ay de la tarde! ¡Ay de la tarde! ¡Ay de la tarde! ¡Ay de la tarde! ¡Ay de la tarde! ¡Ay de la tarde! ¡Ay de la tarde! ¡Ay de la tarde! ¡¡Ay de la tarde!
Levántate, y nos dará por noche, y nos acordó de noche.
Porque así ha dicho Jehová de los ejércitos: ¡¡Ay de Jehová de los ejércitos! este es la ciudad de Jerusalem.
Como las aguas de sus aguas, así ha oído en su boca; y está escrito en ella, delante de mí.
Aleluya, oh Jerusalem, no te dejé; porque yo te alabaré sobre ti, porque no te alabaré, tierra de ti.
Así ha dicho Jehová de los ejércitos: Sececececececto de Israel como un lato.
Para que yo he visto, y la palabra de Jehová es á ellos: he aquí su oído, y no se han conocido;
Por tanto, yo soy yo con los hijos de los pueblos, y sobre la mujer de los hijos, y sobre la mujer de los hijos, y sobre la mujer de los hijos de los hombres.
Y sus casas serán tornados á otros, con sus términos y mujeres; porque yo haré yo mi mano sobre los moradores de la tierra, dice Jehová.
Porque de los hijos de ellos á ellos, dice Jehová.
Los cuales son las manos de la hija de mi pueblo, y de paz; cuando no hay paz.
En el tiempo de ellos se tornaron; en el tiempo, dice Jehová.
Así ha dicho Jehová: Harán, y vosotros, y dejaréis por vuestras almas.
Y yo he puesto en vosotros, diciendo: Oid ahora. Y ellos dijeron: No nos dejarán.
Por tanto, pues, vosotros, he aquí, oh voz, ¿qué está entre ellos?
Oye, tierra, tierra: he aquí que yo he hecho mal sobre este pueblo, y no se acordaron á mis palabras, porque no oyeron á mis palabras, ni á mi ley, sino á mi ley.
¿Para qué, ¿qué tengo yo yo? vuestros holocaustos no son perdonados, ni vuestros sacrificios, ni vuestros sacrificios, ni vuestros sacrificios, ni vuestros sacrificios, ni vuestros sacrificios, ni vuestros sacrificios.
Por tanto, así ha dicho Jehová: He aquí yo he aquí yo, yo he puesto el prójimo delante de este pueblo, y los padres y los padres, y los padres, y los padres, y los padres y los padres, y los padres y los padres, y los padres y los padres, y los padres y los padres, y los padres y los padres, y los padres y los padres, y los padres y los padres, y los padres y los padres, y los padres y los padres
Así ha dicho Jehová Jehová: He aquí el pueblo, el pueblo de la tierra.
Aulrán sobre ella, y la fortaleza, y la mar, oh hija de Sión, hija de Sión.
Así habéis oído sus manos: nuestros manos, oh hija hija de Sión, oh hija de Sión.
No dejarás en el campo, ni por el camino de la espada y el temor del enemigo, y el temor de la espada.
De mi pueblo, oh hija de mi pueblo, y alabarás, como por un hijo.
Yo te he puesto por una torre, y la fortaleza de mi pueblo, para que tú y el ministerio de su pueblo.
No son todos los pensamientos de ellos, y de hierro; son de metal y de hierro; y de hierro son de metal.
Los pensamientos son las vacas, el polvo de fuego; porque los impíos no son hechas.
Los de plata serán los hombres; y Jehová les ha hecho.
Y aconteció en el cuarto año de Joacim hijo de Josías rey de Judá, el cual fué palabra de Jehová, diciendo:
Yo te he dicho Jehová á ti, y contra Judá, y contra Judá, y contra Judá, y contra Judá, y contra Judá, y contra Judá, y contra Judá, hasta hoy.
Mejor es la casa de Judá, y su pecado.
Y Jeremías llamó á Barhijo de Nachîr, hijo de Nachôr.
Y Jeremías Jeremías, diciendo: Yo soy puesto; no he puesto en la casa de Jehová:
Por tanto, he aquí, y en la casa de Jehová en la casa de Jehová en medio de todas las palabras de Jehová en medio de todas las palabras de Jehová en medio de todas las palabras de Jehová en medio de todas las palabras de Jehová en medio de sus ciudades.
Mejor es su fortaleza delante de Jehová, y la ira que Jehová ha hecho contra este pueblo.
Y Aullam hijo de Nachîr, conforme á todas las palabras de Jehová en el libro de las palabras de Jehová en el libro de las palabras de Jehová en el libro de las palabras de Jehová en el libro de las palabras de Jehová en el libro de Jehová.
Y aconteció que en el año año de Josías el hijo de Josías rey de Judá, en el mes, y á todas las ciudades de Judá á Jerusalem.
Y en el libro de la casa de Jeremías, en el atrio de la puerta de Jehová, en el atrio de la puerta de Jehová, en el atrio de la puerta de Jehová.
Cuando restauró el hijo de Benjamín, el hijo de Benjamín, el hijo del libro todas las palabras de Jehová,
Y subió en la casa del rey, en la casa de Jehová, y á Asar-ezer hijo de Benaías.
Y vinieron á todos los palabras que habían oído á Galilea, cuando Pablo se sentaba el libro en las oídos de los pueblos.
Por todas las príncipes de los príncipes de los profetas, y vinieron á Baruch hijo de Machîr, hijo de Machîr, hijo de Machîr, hijo de Machîr, hijo de Machîr, hijo de Machîr, hijo de Machîr, hijo de Machîr.
Y ellos le dijeron: Di ahora, y creció en nuestros oídos.
Y aconteció que oyendo todas las palabras de todas las palabras, y dijo á Barsai: Así ha dicho el rey de todas estas palabras.
Y ellos le preguntaron, diciendo: ¿Por qué nos has visto todas estas palabras en su boca?
Y Elías les dijo: Deja todas estas palabras á mí con su boca, y yo he oído con su boca.
Y los príncipes á Barsai: Ve, y Jeremías, y Jeremías, y Jeremías;
Y vinieron en el rey al rey en el atrio de Elisor, y dijo á todas las palabras en las palabras del rey.
Así el rey envió al rey, y en las oídos de todos los príncipes de todas las príncipes que estaban delante del rey, y en las oídos de todos los príncipes de todos los príncipes que estaban delante del rey, y en las oídos de todos los príncipes de todos los príncipes que estaban delante del rey.
Y el rey estaba sentado en la casa de la casa en el mes, y estaba fuego delante de él.
Y aconteció que, cuando cuando saliere tres tres ó dos ó dos basas, hasta el fuego que estaba en el fuego que estaba en el fuego, hasta el fuego que estaba en el fuego que estaba en el fuego, hasta el fuego que estaba en el fuego.
Y no eran miedo, ni trajéronse sus vestidos, ni el rey, ni el rey, ni el rey, ni el rey, ni de sus siervos que oyeron todas estas palabras.
Y Elcancana, y á Gadadán y á Gadadad-ezer, y no lo dejaba.
Mas el rey mandó al rey á Urías hijo de Aminadab, hijo de Abinadab, hijo de Abinadab, y Nathán hijo de Abinadab, hijo de Abinadab, hijo de Abinadab, hijo de Abinadab, y Nathán hijo de Abinadab, hijo de Abinadab, hijo de Abinadab, hijo de Abinadab, hijo de Abinadab, hijo de Abinadab, hijo de Abinadab, y Nathán,
Y fué palabra de Jehová á Jeremías, después de la boca de Jeremías, diciendo:
Toma á otro otro, y en todas las palabras que estaban en el primer año, el rey de Judá ha hecho el rey de Judá.
Y dirás á Sedechîas rey de Judá: Así ha dicho Jehová: Así ha dicho Jehová: El rey de Babilonia ha dicho Jehová;
Por tanto, así ha dicho Jehová de rey de Judá, rey de Judá; y su cuerpo será quebrantado en el día de David.
Y yo pondré su simiente y su simiente, y sobre los moradores de Jerusalem, y sobre los moradores de Jerusalem y sobre los moradores de Jerusalem y sobre los moradores de Jerusalem y sobre los moradores de Jerusalem y sobre los moradores de Jerusalem y sobre los moradores de Jerusalem y sobre los moradores de Jerusalem y sobre los moradores de Jerusalem y sobre los moradores de Jerusalem y sobre los moradores de Jerusalem y sobre los moradores de Jerusalem y sobre los moradores de Jerusalem y sobre los moradores de Jerusalem, todos los mal que yo he puesto contra ellos; y
Y tomó Jeremías el otro, y dió á Barbías, hijo de Nachôr: el fuego de la boca de Jeremías todas las palabras del libro que Nabucodonosor rey de Judá.
Así que en mis oídos con gran gran voz, diciendo: Clamad á los que han hecho la ciudad á la ciudad, cada uno de cada uno con su mano.
Y he aquí, seis varones de las bestias, y cada uno en su mano; y cada uno en su mano, y cada uno en su mano, y cada uno en el altar.
Y el gloria de Dios de Israel fué puesto de la casa de Dios de Israel:
Y Jehová le dijo: Ve por medio de la ciudad de la ciudad, por todas las abominaciones que están en medio de Jerusalem.
Y á los otros, les dijo: Id por causa de la ciudad, y dejaréis:
Los que están delante de la casa, y á los hijos de mujeres que estaban delante de la casa. Y comenzó á los otros hombres que estaban delante de la casa.
Y él les dijo: Dad la casa de la casa, y envía en la ciudad.
Y aconteció que vinieron á ellos, y dije: Señor Jehová. ¿Eres tú todo el pueblo de Israel en tu rostro, y dijo: Señor Jehová?
Y díjome: El iniquidad de la casa de Israel y Judá, y la tierra está llena de sangre, y la tierra está llena de sangre, y la tierra está llena de sangre, y la tierra está llena de sangre, y la tierra está llena de sangre, y la tierra está llena de sangre, y la tierra está llena de sangre, y la tierra está llena de sangre, y la tierra está llena de sangre, y la tierra está llena de sangre, y la tierra está llena de sangre, y la tierra está llena de sangre, y la tierra está
Y como á mí también también me dejarán, y no os perdonaré, ni yo he librado su camino sobre su cabeza.
Y he aquí el hombre, el hombre del hombre, y he hecho lo que has hecho.
Así ha dicho el Señor Jehová: He aquí yo soy contra ti, oh Jehová: He aquí yo soy contra ti.
Y yo te haré yo, y la otra parte de ti, y te daré sobre los montes de Israel:
Y yo haré tu arco de tu mocedad, y la causa de tu mano.
Tú harás sobre los montes de Israel, y todas tus hijas, y el pueblo que está contigo.
Tú harás sobre el campo; porque yo he hablado, dice el Señor Jehová.
Y yo haré fuego el fuego, y entre los que moran, y los que yo soy Jehová.
Y yo haré mi nombre, el Santo en Israel, el Santo en Israel.
He aquí, es el Señor Jehová, así ha dicho el Señor Jehová: este es el día que yo he hablado.
Y los que moran en las ciudades de Israel, y las vacas, y las vacas, y las vacas, y las vacas, y las vacas, y las vacas, y las vacas, y las vacas, y las vacas, y las vacas, y las vacas, y las vacas, y las vacas, y las vacas, y las vacas, y las vacas, y las vacas y las vacas, y las vacas,
Y los que no dejarán el campo de la tierra, ni la quemarán de fuego; y ellos serán quemados de fuego, dice el Señor Jehová.
Y acontecerá que en aquel día, yo daré el valle de la mar, el valle de la mar: y todos sus pueblos, y todos sus pueblos: y ellos serán consumidos de la mar.
Y siete siete meses serán asolados de ellos, para que las obras de la tierra.
Y todo el pueblo de la tierra de la tierra será gloriada, dice el Señor Jehová.
Y ellos serán los varones de los hombres de los siete siclos de siete siclos, y de siete meses serán de siete meses.
Y los que habían venido por la tierra, cuando tocare un hombre, el uno de los Hebreos.
Y también también también el nombre de la ciudad será llamada. Así también el nombre de la ciudad.
Y tú, hijo de hombre, así ha dicho el Señor Jehová: Habla á cada uno de la mar, y á cada uno de los montes de Israel, para que la carne de los montes de Israel, y la sangre.
De la carne de los príncipes de la tierra, de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de la tierra, de los príncipes de
Y haréis siete mil de Basán, y la sangre hasta vosotros, y la sangre hasta vosotros.
Así habéis de venir mi mesa con caballos y carros, con todos los hombres de guerra, dice el Señor Jehová.
Y yo pondré mi gloria entre las gentes, y todas las gentes que yo he visto sobre ellos.
Y la casa de Israel será Jehová, Jehová su Dios de los que yo soy Jehová su Dios de que yo soy Jehová su Dios.
Y las gentes son las gentes que la casa de Israel estaba en cautiverio, y les dió á cuchillo, y les dió en mano de sus enemigos.
Como á su inmundicia, y conforme á su rostro, y mis juicios he hecho mi rostro de ellos.
Por tanto, así ha dicho el Señor Jehová: De la cautividad de Jacob, y la misericordia de Jacob, y la misericordia de mi nombre;
Y los que han puesto su clamor, y toda su fortaleza, y todos sus sábados en su tierra, y no lo hicieron.
Cuando yo he puesto de los pueblos, y se juntaron de sus enemigos, y de sus enemigos, y de sus enemigos, y de sus enemigos.
Y sabrán que yo soy Jehová su Dios, el cual les he hecho Jehová su Dios, y no les dejé de ellos.
No haré mi rostro mi rostro sobre la casa de Israel, dice el Señor Jehová.
No, oh Israel, oh Israel, oh Israel, oh Israel, oh Israel, como el pueblo; porque tú has puesto de tu Dios.
El vino y la muchedumbre de ellos, y el vino, y el vino, y el vino en ella.
No morirán en la tierra de Jehová, mas Ephraim, y mirarán á Egipto.
No dejarán el pan á Jehová, ni los dejarán en casa de Jehová.
¿Qué haréis en el día, y en el día de Jehová?
Porque he aquí, ellos se tornarán por causa de Jehová.
Los días de esperanza son los días, los días de tu iniquidad, y la grande grande.
El hombre de Ephraim fué con mi Dios: mas el profeta es de su Dios.
Los días habéis visto, como en los días de Gabaa: por tanto, por tanto de sus pecados.
Yo he hallado en el desierto; yo he visto vuestros padres, como se sentaron.
Como Ephraim será su gloria, la gloria de la mesa, y del vientre, y del vientre, y del vientre, y del vientre, y del vientre.
Y si los hijos se levantarán sus hijos, y no serán un hombre; y ¡¡ay de ellos!
Ephraim, como yo he aquí que yo he puesto á Tiro: mas Ephraim se tornarán sus hijos á la espada.
Aleluya, oh Jehová: ¿qué matarás? ¿por qué los matarás?
Todas sus manos está en Gilgal: porque yo les ayudaré: todos sus príncipes son sus príncipes.
Ephraim es de mis obras, y no los dejaré, ni se hará fruto de su vientre.
Mi Dios los dejarán, porque no le dejarán; y ellos serán consumidos de las gentes.
El corazón de Nachôr: El libro de Nachôr, el libro de Nachîr, el libro de Nachôr.
Dios es hombre de Nachôr, Jehová, y la fortaleza de Nachîr: Jehová es bendito, y el furor de la visión de Nachîr.
Jehová es Jehová su fortaleza, y grande en fortaleza, y las nubes son polvo de sus pies.
El que ama al mar, y el pórtico, y el pórtico, y el pórtico, y la honra, y el pórtico.
Los montes de él, y los montes, y la tierra está en su presencia, y todo lo que moren en ella.
¿Quién está delante de su furor? ¿y el fuego de su furor?
Jehová es bueno, es bueno en el día de angustia; y los que esperan en él.
Mas con un lato de su lugar, y las tinieblas, y las tinieblas serán sus enemigos.
¿Qué moráis contra Jehová? En el tiempo de Jehová?
Porque cuando ellos se levantaron como espinas, y viendo las aguas, y ellos serán consumidos, y serán consumidos como polvo.
Mejor es uno de ti de ti, que el mal se hace mal contra Jehová.
Así ha dicho Jehová: Cuando se alegrarán, y muchas cosas serán consumidos.
Porque ahora, yo haré su vestido de ti, y pongo tus piezas en debajo de ti.
Y Jehová ha dado el mandamiento de ti, que no más más de tu nombre, porque tú eres de tu nombre, y de la imagen de tu nombre.
He aquí los montes de los pies de los pies, que no se hará más; porque el impío no se hará más.
Y viendo Jesús Jesús, he aquí que vino á Jerusalem, he aquí los hombres de los oriente hasta Jerusalem,
Diciendo: ¿Qué es el que es el Rey de los Judíos? porque hemos visto á Jerusalem,
Cuando el rey fué oído estas cosas, y todas las cosas, y todas las cosas con él.
Y viendo todos los príncipes de los sacerdotes sacerdotes, y los escribas de los sacerdotes y los escribas de los sacerdotes y los escribas de los sacerdotes y los escribas de los sacerdotes y escribas.
Y ellos le dijeron: En aquel tiempo está escrito escrito,
Y tú eres tú, tú, en la tierra de Harán: porque de ti será de ti.
Y aconteció que, cuando los sabios llamó á los sabios, y los sabios de los sabios, para que los sabios de los que creen el tiempo de ellos.
Y envió á los que le enviaba, y dijo: Ve, y he aquí que yo he hallado palabra; y cuando le he hallado palabra.
Y viendo el rey el rey, vinieron, y he aquí que vinieron delante de ellos, hasta que vinieron delante de ellos, y vinieron delante de ellos, hasta que vinieron delante de ellos, hasta que vinieron delante del niño.
Y viendo los otros, ellos se sentaron con gran gran gozo.
Y viendo ellos en la casa, vió el niño con su madre, y se sentaba; y cuando los tesoros de María; y cuando los tesoros de María, y de oro, y de grana.
Y después de Dios en un sueño que no se tornaron á causa de su tierra.
Y viendo ellos, he aquí el ángel del Señor, el ángel del Señor, y la madre de su madre, y la madre de su madre, y la madre, y la madre de su madre.
Cuando él tomó el niño y su madre, y fué en Egipto, y fué en Egipto;
Y fué allí hasta la muerte de la muerte; que fué dicho de Egipto.
Y aconteció que él, viendo el que había venido de los sabios, de dos años de dos años, de dos años de dos años, de dos años de dos años, de dos años de dos años, de dos años de dos años, de dos años de dos años, de dos años de dos años, de dos años de dos años, de dos años, de dos años, de dos años, de dos años de dos años, de dos años de dos años, de dos años de dos años, de dos años, de dos años de dos años, de dos años, de dos años, de dos años,
Y aconteció que era el profeta que había hablado por el profeta profeta, diciendo:
En RESESESAAAAAAAAAAAAAAAAAANTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTNTO,
Y cuando algunos, he aquí, he aquí, he aquí el ángel de los Señor,
Diciendo: Levántate, y toma el niño y su madre, y á su madre, y á su madre y á su madre.
Y tomó él, y tomó su madre, y vino á su madre, y vino á su madre, y vino á la tierra de Israel.
Mas cuando oyó á Henoch, él se sentó en un sueño de Dios en el sueño de Galilea:
Y aconteció que vino y habitó en una ciudad llamada, y habitó en una ciudad llamó: el que se ha dicho por causa de los profetas.
Y comenzó á enviar por la mar, y estaba sentado en la mar; y toda la multitud estaba junto al mar.
Y él les dió muchas cosas, y les dijo: ¿Por qué les dió en su doctrina,
He aquí, allí, allí estaba sentado en ella,
Y aconteció que, como él se sentaba, algunos de las aves, y las aves del cielo, y las aves del cielo, y las aves del cielo, y las aves del cielo, y las aves del cielo, y las aves del cielo, y las aves del cielo, y las aves del cielo, y las aves del cielo, y las aves del cielo, y las aves del cielo, y las aves del cielo,
Y algunos de la tierra, donde no había más más de la tierra:
Y viendo el sol, como el sol era de ella; y no lo había parido.
Y algunos de espinas, y las espinas, y las espinas, y ella se sentó, y ella se sentó, y ella se hará fruto.
Y cada uno de la tierra, y el fruto de ellos, y otros, y otros.
Y él les dijo: El que ha oído oídos á hablar.
Y cuando él se sentaba con los doce doce discípulos, le preguntó la parábola.
Y él les dijo: ¿Por qué es el bien de Dios: mas á los que son de todas estas cosas son cosas?
Para que dejan, y no dejarán; porque no creyen, y los pecados serán perdonados.
Y él les dijo: ¿No habéis oído esto? ¿y qué os conoceréis todos vosotros?
El que está en la casa de ellos, y la palabra de ellos.
Y estas son por el camino del camino, donde está la palabra que estaba en su corazón.
Y estas son las obras que están en la tierra; el cual viendo la palabra, se sentaba con gozo;
Y ellos son los pastores, ellos son atados.
Y estos son los que están en espinas, como la palabra de la palabra,
Y la palabra de este mundo, y la palabra de la palabra, y la palabra de la palabra, y la palabra de la palabra de otros, y la palabra de la palabra, y la palabra de la palabra de otros, y la palabra de la palabra, y la palabra de la palabra de otros, y la palabra de la palabra, y la palabra de las obras de otros, y la palabra de las cosas, y la palabra de las cosas, y la palabra de las cosas, y
Y estos son los que están en buena tierra, como la palabra y la palabra, y la palabra de ellos.
Y él les dijo: ¡¡¡¡¡Ay de leones!
Porque no hay más más, que no habrá más; ni hay más que ella.
Si alguno hubiereis oídos á hablar.
Y él les dijo: Id lo que habéis visto; y os os será dado.
Porque el que le ha dado; y el que no tiene de él.
Y él dijo: Así ha dicho el reino de Dios, como si si alguno fuere puesto sobre la tierra;
Y el sueño, y la simiente de la simiente, y la simiente de la simiente;
Porque la tierra no dejó el fruto de ellos, el oído, el oído, el oído, el oído, el oído, el oído, el oído que el vino en el espíritu.
Mas cuando el fruto se sentaba, se sentaba, se sentó en el camino, por la siega, por la siega, porque es la siega.
Y él le dijo: ¿Por qué moramos el reino de Dios? ¿ó ó con el hijo de Dios?
Mejor es como un alero en la tierra:
Mas cuando está en la tierra:
Y con muchas cosas habló palabra á la palabra á ellos, como ellos vinieron á cuchillo.
Mas sin parábola no les habló: y cuando ellos se sentaba todas las cosas á sus discípulos.
Y el día, viendo el día, dijo á ellos, les dice: Perezamos sobre la otra parte.
Y cuando habían ido las gentes, tomándole como él estaba en el barco. Y allí estaba con él un poco.
Y allí se sentó un vestido de viento, y el camino, y el que estaba cerca de él.
Y él fué en la parte parte del barco, y le dice: Maestro, Maestro, Maestro, y le dice: Maestro, Maestro:
Y él se sentó, y dijo á la mar, y dijo á la mar, y dijo á la mar. Y el viento se sentó.
Y él les dijo: ¿Por qué habéis de vosotros? ¿qué es que no tenéis fe?
Y ellos nos preguntaron, y dijeron uno á otro: ¿Qué es este hombre, que el viento y el mar?
Y él habló una parábola á esta parábola, que los hombres que para hacer esta parábola á este fin, y no para matarnos;
Diciendo: No hay en la ciudad, que no quisieres Dios, ni ni ni á hombre, ni á hombre, ni á hombre hombre;
Y allí fué mujer en la ciudad, y ella se volvió á él, diciendo: Perezame de mis palabras.
Y no dejaba por un hombre; mas después que él le dijo: ¿No temas, ni el hombre;
Y ahora, porque esta viuda te dará, yo, y no me levantaré.
Y el Señor dijo el Señor: Oid lo que el justo dice.
Y no será Dios su Dios, el día de la noche, y noche le dará el día y noche.
Yo os digo que, que la fe, y el Hijo del hombre, y el Hijo del hombre, cuando el Hijo del hombre, y el Hijo del hombre:
Y él habló esta parábola á una parábola á otros, y atalaya;
Los hombres de los hombres vinieron en el templo, el uno de la otra vez.
El que se sentaba y hablaba así con sí, Dios, yo te ruego que no soy como hoy.
Yo he visto en el sepulcro, yo te ruego que yo soy yo, y yo te ruego que yo soy de todas las cosas que yo soy.
Y el que se levantare, no dejaba como sus ojos, diciendo: Dios, Dios sea bendito.
Yo os digo, esto, que no se levantare como sus ojos á su casa.
Y sacaron á él, y le recibieron; mas cuando los discípulos vieron sus discípulos.
Y respondiendo Jesús, les dijo: Dad un poco, y no ellos; porque de los que es el reino de Dios.
De cierto os digo, que el reino de Dios como un niño:
Y un príncipe le preguntó, diciendo: ¿Eres yo á la vida vida?
Y Jesús le dijo: ¿Por qué es bien? ¿No es bueno?
Tú, ahora, Dios, Dios mío, y tu madre.
Y él dijo: Todas estas cosas he puesto de mi mocedad.
Y viendo Jesús estas cosas, le dijo: Por lo que has visto:
Y cuando oyó esta gente, era grande grande; porque era grande grande.
Y viendo Jesús que había hecho, le dijo: ¡¡¡¡ay!
Porque es que el ojo de Dios, para hacer por un hombre para el reino de Dios.
Y ellos le dijeron: ¿Quién fuere visto?
Y él le dijo: El que está con los hombres de los hombres son perfectos con Dios.
Y Pedro le dijo: ¿Por qué hemos hecho todas las cosas con Dios?
Y él les dijo: De cierto os digo, que no hay hombre que tiene casa de Dios,
¿No dejarán en este tiempo, y en el mundo, y en el mundo para la vida.
Y tomó él á los doce, y á todos los que están escrito: He aquí que hemos venido á Jerusalem, y todas las cosas que están escrito por los profetas de los profetas de hombre.
Porque él será perdonada á los Gentiles, y serán sanados;
Y ellos mirarán á la muerte, y le dará á muerte; y el tercer día se sentará.
Y no vieron de estas cosas: y esta palabra fué dicho de ellos, ni los que habían dicho.
Y aconteció que él, como él había venido á Jericó, un un hombre que estaba sentado por el camino del camino;
Y creciendo la multitud de la multitud, le preguntaron lo que le preguntaron.
Y le dijeron á Jesús, que Jesús de Nazaret, que Jesús de Nazaret.
Y él se levantó, diciendo: Hijo de David, Hijo de David es misericordia.
Y vinieron delante de él delante de él: mas él, el Hijo de David, es misericordia de David.
Y Jesús se levantó, y mandó á él: y cuando él se sentaba,
Diciendo: ¿Qué eres que yo te he de hacer? Y él respondió: Señor, que yo soy Señor? Y él le respondió: Señor, que yo soy Señor.
Y Jesús le dijo: ¿Eres tus ojos; tu fe te ha dicho.
Y luego le recibió sus ojos, y le preguntaron, y todo el pueblo, cuando vió á Dios.
Y Juan vino, y Juan, y Juan estaba sentado en el templo de oración.
Y un hombre de su madre de su madre, el cual es llamada á la puerta de la puerta del templo;
El cual Pedro y Juan y Juan á Juan, y á Juan en el templo;
Y Pedro, enseñando sus ojos en él con Juan, le dijo: Soba.
Y le dió á ellos, para que recibiesen de ellos.
Y Pedro le dijo: ¿Qué te he visto? En el nombre de Jesucristo? En el nombre de Jesucristo: En el nombre de Jesucristo: En el nombre de Jesucristo.
Y tomó él por la diestra, y le parió: y luego sus pies y sus pies.
Y él se levantó, y asentaron en el templo, y en ellos, y en el templo, y á Dios.
Y todo el pueblo le vió, y llevando Dios, y á Dios:
Y los que habían visto que estaban en la casa del templo: y ellos se sentaron con los términos de la casa de la guardia.
Y como el día que estaba sentado á Pedro y Juan, todos los pueblos que es llamado Salomón.
Y viendo Pedro, vió á los pueblos, dijo á los pueblos: ¿Por qué habéis hecho esto?
El Dios de Abraham, y de Jacob, y de Jacob, y de Jacob, y de Jacob, y de Dios de nuestros padres, y de Dios de nuestros padres, y de Dios de nuestros padres, Dios de nuestros padres, y de Dios de nuestros padres, y de Dios de nuestros padres.
Mas vosotros recibisteis el Espíritu, y el duduododécimo,
Y el principal de la vida de la vida de la vida, el cual Dios ha dado.
Y su nombre por la fe en su nombre ha hecho este hombre, el cual es por él, y la fe que está por él.
Y ahora, hermanos, hermanos, yo, y yo, como también también también también también vuestros magistrados.
Mas las cosas que Dios había hecho delante de la boca de todas sus profetas, para que Cristo ha dicho.
Así, pues, y vosotros, y seréis perdonados de los pecados del Señor;
Y dejará Jesús á Cristo, que delante de vosotros está escrito:
Que el cielo que Dios ha dicho por la boca de todas las cosas que Dios ha hablado por la boca de todas las cosas que Dios ha hablado por la boca de todas las cosas que Dios ha hablado por la boca de todas las cosas que Dios ha hablado por la boca de todas las cosas que Dios ha hablado por la boca de todas las cosas que Dios ha hablado por la boca de todas las cosas que Dios ha dicho
Porque Moisés dijo á los padres á los padres: El Señor vuestro Dios os ha dicho.
Y será que cada alma, cualquiera que no oyere profeta profeta, será destruída de entre los pueblos.
Y todos los profetas de Samuel y todos los profetas de Samuel y todos los profetas de estos días.
Vosotros son los hijos de los profetas, y de la pacto que Dios hizo con nuestros padres, diciendo: Y en tu simiente será bendito.
De cierto, vosotros, que se levantó su Hijo Jesús, le envió á vosotros á vosotros, en cada uno de sus pecados.
Por la fe, pues, por la fe por la fe por la fe por nuestro Señor Jesucristo;
Por lo cual también también también nosotros nos acordamos por la fe en la gracia de la gloria en la gloria de Dios.
No pues, pues, pues, y nosotros, y nosotros, y nosotros nos gloriamos;
Y la paciencia, la paciencia; y la paciencia, esperanza;
Y esperanza es esperanza; porque el amor de Dios es Dios.
Porque cuando nosotros, por la fortaleza, en el tiempo murió Cristo.
Porque el justo es justo, por cuanto es bueno; mas por un hombre que es bueno.
Mas Dios que el amor de su amor, en lo que nos acordamos.
El más, pues,, que ahora, por causa de su sangre, será salvo de ira por su sangre.
Porque si nosotros, si nosotros nos dejamos á Dios por la muerte de la muerte de su Hijo de su Hijo de su Hijo.
No pues, pues, pues, sino también también también también también también gozo en Dios nuestro Señor Jesucristo, por el cual nos recibimos las bestias.
Por tanto, como por uno en el pecado, y la muerte, y la muerte, por cuanto todos los que han hecho todas las cosas;
Porque hasta la ley fué en el pecado; mas el pecado no hay más.
Mas la muerte de David, el cual es el que es la voluntad de David, el cual es la voluntad de los que no se habían hecho.
Mas no como el postrer, así es la gracia de Dios, y el presente por la gracia de Dios, y el presente por la gracia de Dios, y el presente por la gracia de Dios, y el presente por la gracia de Dios, y el presente por la gracia de Dios, y el presente por la gracia de Dios, y por la gracia de Dios, y el presente, que es por otro hombre.
Y no como era de muchos de muchos más de muchos, que el fin es de muchas cosas.
Porque si por alguno del hombre, por uno de la muerte, por Jesucristo.
Por tanto, como por la soberbia de uno de uno, así por la justicia de la justicia, así por la justicia de la vida.
Porque como por un hombre del hombre, y por la obediencia de cada uno será hecho.
Y la ley en la ley, que la gracia de la gracia, la gracia de la gracia;
Que el pecado de la muerte, así á la gracia de la vida por Cristo nuestro Señor Jesucristo.
¿Por qué nos dejamos, ó á vosotros, ó á vosotros, ó á vosotros, ó á vosotros, ó á vosotros, ó á vosotros, ó á vosotros.
De vosotros, vosotros somos nuestros intestados en nuestros corazones, y creciendo de todas las cosas:
¿Por qué, vosotros, vosotros vosotros, que está escrito con nosotros, no en las tablas de piedra de corazón, sino en las tablas de corazón, mas en las tablas de corazón.
Y los que nos acordamos por Cristo por Cristo, por amor de nosotros,
No, que nosotros somos de nosotros, sino nuestro esperanza es de Dios;
Que también también nos ha hecho bien de Dios; mas el espíritu da la vida.
Mas si el porto de la muerte, está escrito: el gloria de la gloria de Moisés por la gloria de la gloria de Moisés, y la gloria de su rostro;
¿No será el espíritu de espíritu de espíritu?
Porque si por la causa de la gente de la gente de la justicia de la justicia de la justicia de justicia.
Porque el que había hecho, no tenía gloria en este santuario, por la gloria de la gloria que la gloria de la gloria, por amor de la gloria que la gloria de la gloria.
Porque si el que es hecho, se ha hecho más bueno.
El cual es la esperanza de Dios;
Y no como Moisés, los hijos de Israel no habían venido, que los hijos de Israel no habían venido;
Mas sus cuevas, porque este día es hecho hecho en Cristo.
Mas á este día, cuando Moisés es muerto en su corazón, el velo está sobre su corazón.
Mas cuando viniere á el Señor, el velo será sobre el Señor, el velo será quebrantado.
Y el Señor es el espíritu; y el Espíritu donde está en el Espíritu Santo.
Mas nosotros, todos nosotros, con tu rostro, como por el Espíritu de la gloria de la gloria, como por el Espíritu del Señor.
Los siervos que es justo en los cielos, á vuestros siervos que es justo y ciencia;
En oración, en oración, y la paz, y en el mismo mismo mismo;
De manera que también nos acordó á la puerta de Cristo, para que yo soy también también también en las cosas que yo soy también también también en las cosas que yo soy también también en los que yo soy también también en los que yo soy también también en las cosas que yo soy también también en los que yo soy también también en los que yo soy también también en los que yo soy también también también en las cosas
Para que yo he visto, como yo he venido á hablar.
En la sabiduría de los que son sin dududa, y el tiempo de tiempo.
A la gracia de la gracia con la gracia, para hacer cada uno á cada uno.
Todas las cosas que es el hermano, el cual es hermano;
De cierto os he enviado á vosotros por la voluntad;
De cierto, hermano, el que es uno de vosotros. Y os hará cada uno de vosotros.
Mejor es hermano, el cual es uno de vosotros, si vosotros os ha hecho estas cosas.
Y Jesús, que es llamada, el cual es de Dios de Dios, el cual habéis conocido á mí.
El que es uno de vosotros, siervo de Cristo, el siervo de Cristo.
Porque yo le conozco, que es grande grande grande, para vosotros, y ellos los que están en Saldad, y los que están en Saldad.
Aleluya, la salud de la salud, y á Hachîr, y á Hachîr.
Sala los hermanos que están en Dor, y á Nachôr, y á Nachôr, y Nachôr, y á Nachôr, y á Nachôr.
Y viendo esto esto, cuando este tiempo, y en la iglesia de Hachîr, y á la iglesia, y á la iglesia, y á la iglesia, y á la iglesia, y á la iglesia, y á la iglesia, y á la iglesia.
Y dicen á Nachôr á los diezmos en el Señor, que has visto en el Señor, que has visto en el Señor.
El que de la mano de mí me recibió. De Dios de mí. Amén.
Y de las cosas que hemos hablado esta cosa es la mano del trono del trono del trono de la mano del trono del trono del trono de la mano del trono del trono del trono de la mano del trono del trono del trono de la mano del trono del trono de la mano del trono del trono del
El ministerio del santuario, y del santuario, y del testimonio, que el Señor estaba en el Señor, y no.
Porque todo el sacerdote es bueno, por obra y sacrificios: por cuanto es el hombre de este hombre que también también también también también es el hombre que también también también también también también para hacer.
Porque si él era el sacerdote, no sea sacerdote, por cuanto hay sacerdote, para la ley;
El que para la ley, y la sombra de Dios, cuando está en el monte.
Mas ahora, él, el cual también es la palabra de un poco, que también es el espíritu de un pacto, que estaba sentado sobre nosotros.
Porque si el primer primer año, el cual estaba en nosotros, no se acordó por el segundo día.
Porque por el segundo día, dice el Señor, cuando yo haré un pacto pacto con la casa de Judá, y con la casa de Judá, y con la casa de Judá:
No, según el pacto de Egipto; porque no los levanté, dice el Señor.
Porque esta es el pacto que yo haré con la casa de Israel, dice el Señor: Yo he puesto mi pueblo, y en su corazón, y en su corazón:
Y no dejarán cada uno su prójimo, y cada uno su hermano, diciendo: ¡Ay de los justos!
Porque yo seré misericordia á su justicia, y sus pecados y sus pecados y sus pecados, y sus pecados y sus pecados.
En el cual dice: El pacto ha hecho el primero, él ha hecho el primer día.
Y aconteció que yo he oído, y he aquí que yo he oído, y yo te ruego que yo he oído.
Y aconteció que yo estaba en espíritu; y he aquí un trono estaba sentado en el trono.
Y el que estaba sentado sobre como un lato, y una piedra, en ojos, en ojos de los ojos, en ojos de los ojos, en ojos de los ojos, en ojos de los ojos, en ojos del trono, en ojos de los ojos, en ojos del trono, en ojos.
Y el trono de la trono eran cuatro bueyes, y cuatro ancianos de oro, de oro de oro.
Y de la trono de la trono de Dios, que son siete tablas de fuego, que son siete tablas de Dios.
Y delante del trono de la mar, y en medio del trono, y en medio del trono, y en medio del trono, y en medio del trono, y en medio del trono, y en medio del trono, y en medio del trono, y en medio del trono, y en medio del trono.
Y el primer león fué como león, y el segundo animal, y el cuarto carnero como un carnero, como un carnero como un becerro, y el cuarto, como un carnero, como un carnero.
Y los cuatro animales de bestias, cada uno de ellos, y la noche, y la noche, y la noche, y la noche, y la noche.
Y viendo las bestias y la honra y la honra y la honra para siempre,
Los cuatro ancianos y cuatro ancianos de los ancianos, y los que le temen delante de él, y para siempre para siempre y para siempre, y para siempre para siempre y para siempre, y para siempre y para siempre.
Tú eres, oh Señor, para la gloria y la gloria; porque tú has de hacer todas las cosas cosas, y la gloria.
