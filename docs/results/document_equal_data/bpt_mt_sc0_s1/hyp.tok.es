En el principio Dios crió al cielo y la tierra .
Y la tierra de fuera fuera , y quebróse ; y tinieblas estaba sobre la faz del abismo . Y el Espíritu de Dios conmovido sobre las aguas .
Y dijo Dios : Sea luz ; y allí estaba luz .
Y vió Dios la luz , que era bueno : y Dios repartió la luz de las tinieblas .
Y llamó Dios la luz de Da , y las tinieblas llamaba á Nachôr . Y la tarde y la mañana estaba el primer día .
Y dijo Dios : Sea un plato en medio de las aguas , y echadla las aguas de las aguas .
E hizo Dios el testamento , y repartió las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban encima de las aguas que estaban sobre las aguas que estaban encima de las aguas que estaban encima de las aguas que estaban encima de las aguas que estaban encima de las aguas
Y llamando Dios el día de la mañana , el segundo día . Y la tarde y la mañana estaba el segundo día .
Y dijo Dios : Dejad las aguas debajo de los cielos se juntarán á un lugar , y la seca seca ; y fué así .
Y llamó Dios la seca de la tierra Earth , y el alfarero de las aguas se llamaba : y vió Dios que era bueno .
Y dijo Dios : Dejad la tierra , la hierba de la tierra , y el fruto árbol que su simiente es en sí , cuyo simiente está en sí mismo , sobre la tierra ; y fué así .
Y la tierra sacó la hierba , y la hierba de su especie , y el árbol que estaba en sí mismo , y el árbol que era el fruto , cuyo simiente estaba en sí , después de su especie : y Dios lo que era bueno .
Y la tarde y la mañana fueron el tercer día .
Y dijo Dios : Sea relámlámparas en el día de la noche ; y serán por señales , y por los días , y por los días , y por los días , y por los días , y por los días , y por los días , y por los días , y los años .
Y serán para relámpagos en el plato de los cielos para dar luz sobre la tierra ; y era así .
E hizo Dios dos lámparas , el día que se enseñoreó el día , y las piedras de la noche se enseñoreó las estrellas .
Y puso Dios en el plato del cielo para dar luz sobre la tierra ,
Y el día de la noche , y de la noche , y de la luz de las tinieblas ; y vió Dios que era bueno .
Y la tarde y la mañana fué el cuarto día .
Y dijo Dios : Dejad las aguas que tiene la vida , y la caza que tiene vida , y la caza que haya de la tierra en la grosura de los cielos .
Y crió Dios grandes grandes , y todo viviente que se retraían las aguas , y todas las cosas que las aguas sacaban las aguas , y todas las aves de su especie ; y Dios lo que era bueno .
Y bendijo Dios , diciendo : Enveos , y multiplicad las aguas en la tierra .
Y la tarde y la mañana fueron el quinto día .
Y dijo Dios : Dejad la tierra viviente según su especie , y las bestias de la tierra según su especie , y la bestia de la tierra según su especie : y era así .
E hizo Dios las bestias de la tierra después de su especie , y después de su especie , y todas las cosas que se sigue sobre la tierra según su especie : y Dios lo que era bueno .
Y dijo Dios : Vamos en nuestra imagen , después de nuestra semejanza , y sobre las bestias del cielo , y sobre las bestias , y sobre las bestias , y sobre toda la tierra , y sobre toda la tierra , y sobre toda la tierra , y sobre toda la tierra , y sobre toda la tierra , y sobre toda la tierra , y sobre toda la tierra , y sobre toda la tierra .
Así crió Dios en su estatua , en la estatua de Dios , le crió ; varón y hembra los crió .
Y bendijo Dios , y Dios les dijo : Santidad , y multiplicese la tierra , y sobre las aves del cielo , y sobre las aves del cielo , y sobre las aves del cielo , y sobre las aves del cielo , y sobre las aves del cielo , y sobre las aves del cielo , y sobre las aves del cielo , y sobre las aves del cielo , y sobre las aves del cielo , y sobre las aves del
Y dijo Dios : He aquí que yo os he dado toda la tierra , la cual está sobre la faz de toda la tierra , y todo árbol , en el que está el fruto de árbol árbol .
Y á cada bestia de la tierra , y á todas las aves de los cielos , y á todas las aves de los cielos , y á todas las aves de los cielos , y á todo lo que estuviere en la tierra , y así .
Y vió Dios todo lo que había hecho , y he aquí era muy bueno . Y la tarde y la mañana eran el sexto día .
Y oyendo las palabras de Labán de Labán , diciendo : Jacob ha quitado todo lo que era el padre de nuestro padre , y de lo que era de nuestro padre ; y de lo que era de nuestro padre .
Y vió Jacob el rostro de Labán , y he aquí que no estaba hacia él .
Y Jehová dijo á Jacob : Vuelve á la tierra de tus padres , y á tu parentela ; y seré contigo .
Y envió Jacob á Rachêl y á Rachêl , y á la tierra á sus ovejas ,
Y les dijo : Yo veo el rostro de vuestro padre , que no está delante de mí ; mas el Dios de mi padre fué conmigo .
Y sabéis que con toda mi potencia he servido á vuestro padre .
Y vuestro padre me engañó , y mudóme mis veces diez veces ; mas Dios no le permitió mal .
Si dijo así : Destruirá tu salida , todos los animales llevaban tus ganados ; y si dijo así : El pagor será tu hihido ; y si dijo así : La taca será tu hihiere ; y si dijo así : El rerecio será tu hihigos .
Así tomó Dios las bestias de vuestro padre , y les dió á mí .
Y aconteció en el tiempo que los animales concibió , que yo levanté mis ojos , y vi en sueño , y he aquí , los carneros que se acogió sobre las bestias .
Y el ángel de Dios me habló en un sueño , diciendo : Jacob ; y dije : Heme aquí .
Y dijo : ¡ Ay de tus ojos , y vea , todos los carneros que te hace Labán .
Yo soy el Dios de Beth-el , donde entres el Dios de Beth-el , donde tú has venido la columna de esta tierra , y en la tierra de tu parentela .
Y respondiendo Rachêl , y le dijo : ¿ Hay aún aún una parte ó heredad para nosotros en la casa de nuestro padre ?
¿ No tenemos por qué extranjeros ? porque nos ha vendido , y consumió el dinero nuestro dinero .
Porque todas las riquezas que Dios ha tomado de nuestro padre , que es vuestro padre , y nuestros hijos : ahora , todo lo que Dios te ha dicho .
Entonces Jacob se levantó , y puso sus hijos y sus mujeres sobre camellos ;
Y llevó todo su ganado , y todo su hacienda que había engendrado , para ir á Isaac su padre en la tierra de Canaán .
Y fué Labán á las ovejas de su padre ; y Rachêl tenía Rachêl en las estatuas que había de su padre .
Y Jacob , el que no le daba aviso que le había dicho .
Y huyó con todo aquel que tenía ; y se levantó , y pasó , y puso su rostro hacia el monte de Galaad .
Y fué dado aviso á Labán en el tercer día que Jacob había huído .
Y tomó sus hermanos con él , y siguió siete días de él siete días , y le herían en el monte de Galaad .
Y vino Dios á Labán el sueño en un sueño de noche , y le dijo : Mirad que no hablares á Jacob , y á él le dijo : Mirad que no habla á Jacob ni bueno .
Entonces Labán tomó á Jacob . Y tomó Jacob su tienda en el monte , y Labán en el monte de Galaad .
Y dijo Labán á Jacob : ¿ Qué has hecho , para que has sido hecho , y llevaste mis hijas , como cautivos á cuchillo ?
¿ Por qué huiste , y huiste de mí , y no me has de ir , y con arpa , y con arpa ?
Y no me permitiste á besar mis hijos y mis hijas ? ¿ has hecho ahora en así .
En el poder de mi mano para hacer mal ; mas el Dios de vuestro padre me habló , diciendo : Tomad que no habla á Jacob , diciendo : Tomad que no habla á Jacob , diciendo : Tomad que no habla á Jacob , diciendo : Tomad que no habla á Jacob , diciendo : Tomad ,
Y ahora , aunque tú me has salido , porque te has de retirar , porque tú has de ser fundada mi padre , y por qué has de mi padre ?
Y respondió Jacob , y dijo á Labán : Por cuanto yo soy miedo ; porque yo dije : No tomes tu hijas .
Con el que hallares tus dioses , no le vivirás ; delante de nuestros hermanos , y tomes á ti . Porque Jacob no conocía que Rachêl era con ellos , y tomarles á ti .
Y fué Labán á Jacob en la tienda de Jacob , y en la tienda de Lea , y entró en la tienda de Lea , y entró en la tienda de Lea , y entró en la tienda de Lea .
Y tomó Rachêl las estatuas , y púsolos en la camina de los vasos de los vasos , y sentáronse sobre ellos .
Y ella respondió á su padre : No te defendé mi señor que no se levantare delante de ti ; porque el estrado de las mujeres está sobre mí .
Y enojóse Jacob , y púsose con Labán , y dijo á Labán : ¿ Qué es mi pecado ? ¿ qué es mi pecado ? ¿ qué es mi pecado ? ¿ qué es mi pecado ?
¿ Y qué has hallado todo mi trabajo , ¿ qué has hallado de todo tu casa , y tus hermanos , y tus hermanos , para que juzgaren en nosotros ?
Esta veinte años he sido contigo ; tu estélite , y tus ovejas no he de comer .
Para que el que había de las bestias no he traído ; te parió la mano de mi mano , ó de noche .
Y fuí : en el día de la nieve me han consumido , y los perversidades de noche ; y mi sueño se apartó de mis ojos .
Y fuí veinte años en tu casa ; te sirve catorce años por tus dos hijas , y seis años por tu ganado .
Si el Dios de mi padre , el Dios de Abraham , y el temor de Isaac , que me ha sido con mí , de cierto me has dicho , y te reprendas de mis manos , y te reprendes de noche .
Y respondió Labán y dijo á Jacob : Estos hijas son mis hijas , y estas ovejas son mis ovejas , y todas mis bestias , y á sus hijos que habían nacido ?
Ahora pues , haz alianza , yo y tú ; y sea por testimonio entre mí y ti .
Y tomó Jacob una piedra , y la puso por columna de nube .
Y dijo Jacob á sus hermanos , Gunas ; y tomaron piedras , é hizo un montón .
Y llamó Labán á Jep-sasatha ; mas Jacob lo llamó á Gazutha .
Y Labán dijo : Este es testigo entre mí y ti este día . Y fué el nombre de aquel nombre de Gazam ,
Y dijo Mizpa , porque dijo : Jehová la luz entre mí y ti , cuando somos hijos enviados los unos á los otros .
Si afligirás mis hijas , ó si tomares mujeres , no es con nosotros ; vea , Dios es el testimonio entre mí y ti .
Y dijo Labán á Jacob : He aquí esta una columna que he echado de mí y he aquí esta columna que yo he echado en mí y ti ;
Esta es testigo , y esto seré testimonio , que no pasaré de este montón , y de esta columna á mí , para hartura .
El Dios de Abraham , y el Dios de Nachôr , Dios de su padre , juzgado entre nosotros . Y Jacob juró por el temor de su padre Isaac .
Entonces Jacob ofreció sacrificio sobre el monte , y llamó sus hermanos á comer pan ; y comían pan , y se paraban de noche en el monte .
Y levantándose á la mañana Labán , y besó sus hijos y sus hijas , y los bendijo ; y se fué Labán , y volvió á su lugar .
Y Jehová dijo á Moisés : Aun yo traigo una plaga sobre Faraón , y sobre Egipto ; después después de aquí , él os arrebatará de aquí .
Habla ahora en oídos del pueblo , y cada uno de su prójimo , y de su prójimo , vestidos de plata , y vasos de oro .
Y dió Jehová el pueblo gracia en los ojos de los Egipcios . Y el hombre Moisés era grande en la tierra de Egipto , en los ojos de Faraón , y en los ojos de los siervos de Faraón , y en los ojos de los pueblos .
Y Moisés dijo : Así ha dicho Jehová : Abda de noche iré en medio de Egipto ;
Y todo el primogénito en la tierra de Egipto morirá , desde el primogénito de Faraón que se sentare sobre su trono , hasta el primogénito de las bestias .
Y habrá gran clamor en toda la tierra de Egipto , los tales como no había allí , ni será semejante .
Mas contra alguno de los hijos de Israel no serán paloma su lengua , contra el hombre ó bestia ; para que sepáis que Jehová puso un diferencia entre los Egipcios y Israel .
Y todos estos tus siervos descendieron á mí , y se inclinarán á mí , diciendo : Levántate , y todo el pueblo que te seguiré ; y después que yo iré . Y salió de Faraón en gran ira .
Y Jehová dijo á Moisés : No os oirá ; para que mis maravillas sean multiplicados en la tierra de Egipto .
Y Moisés y Aarón hicieron todas estas maravillas delante de Faraón : y Jehová endureció el corazón de Faraón , así que no quiso los hijos de Israel de su tierra .
Y llamó Jehová á Moisés , y le habló fuera del tabernáculo del testimonio , diciendo :
Habla á los hijos de Israel , y diles : Si alguno de vosotros llevaréis ofrenda á Jehová , llevaréis vuestras ofrendas de las ovejas , y de las ovejas .
Si su ofrenda fuere holocausto del hato , le ofreceréis un varón sin defecto ; el cual ofreceréis un varón sin defecto ; la ofrecerán de la puerta del tabernáculo del testimonio delante de Jehová .
Y pondrá su mano sobre la cabeza del holocausto , y será acepto para él .
Y degollará el becerro delante de Jehová : y los sacerdotes , los hijos de Aarón , los hijos de Aarón , los hijos de Aarón , y esparcirá la sangre del tabernáculo del testimonio .
Y pondrá el holocausto , y talará en sus piezas .
Y los hijos de Aarón el sacerdote pondrá fuego sobre el altar , y pondrá el bosque en el fuego ;
Y los sacerdotes , los hijos de Aarón , pondrán las partes , la cabeza , y el sebo , en orden sobre el altar :
Mas sus intestinos , lavará en agua ; y el sacerdote quemará todo en el altar , para holocausto , ofrenda encendida á Jehová .
Y si su ofrenda fuere de las ovejas , y de las ovejas , ó de los machos de las ovejas , y de los machos cabríos , para holocausto ; el holocausto sin defecto .
Y degollará sobre la parte del altar del aquilón delante de Jehová : y los sacerdotes , los hijos de Aarón , esparcirá su sangre alrededor sobre el altar .
Y talará en sus piezas , con su cabeza y su sebo ; y el sacerdote los pondrá en el altar :
Y lavará los intestinos , y los perros con agua : y el sacerdote lo traerá todo , ofrenda encendida á Jehová .
Y si el holocausto para su ofrenda encendida á Jehová de aves , él traerá su ofrenda de las aves , ó de los mancebos .
Y el sacerdote lo hará llegar al altar , y la injuriada su cabeza , y la quemará sobre el altar ; y su sangre será injuriada de la parte del altar :
Y quebrará sus ondas con sus dolores , y echará fuera del altar á la parte del oriente , por el lugar de la ceniza :
Y él se allegará con sus alas , y no lo escaparán ; y el sacerdote lo quemará sobre el altar , sobre el altar , en olor de olor suave á Jehová .
Y habló Jehová á Moisés y á Aarón , diciendo :
Todopoderoso de los hijos de Leví , de entre los hijos de Leví , por sus familias , por las casas de sus padres ,
De treinta años arriba arriba , todos los que entran en el ejército , para hacer la obra en el tabernáculo del testimonio .
Esta será el servicio de los hijos de Coath en el tabernáculo del testimonio , por las cosas cosas :
Y cuando el campo subía , Aarón vendrá , y sus hijos , y tomarán el arca del testimonio con ella ;
Y pondrá sobre ella la cubierta de los puercos , y extenderán en sus varas , y pondrá en sus varas .
Y sobre la mesa de los panes extenderán un pan de jacinto , y púsose sobre él los vasos , y los copas , y los copas , y las canciones , y los copas , y las canciones , y los copas , y las canciones , y los copas , y los copas , y las bodas , y el pan
Y extenderán sobre ellos una ropa de grana , y cubrirá la misma cubierta de lino , y pondrá en sus varas .
Y tomarán un candelero de jacinto , y cubrirá el candelero de la luz , y sus lámparas , y sus canciones , y sus canciones , y todos sus vasos , y su aceite , con que le ministraban ;
Y lo pondrán y todos sus vasos dentro de una cubierta de pieles , y lo pondrá sobre un cabello .
Y sobre el altar de oro , extendiendo una cubierta de jacinto , y la cubrirá de sus varas ;
Y tomarán todos los vasos del ministerio , con que ministraban en el santuario , y los cubrirán con cubierta de jacinto , y los cubrirá con cubierta .
Y tomarán la ceniza del altar , y extenderán en ella una púrpura ;
Y echarán sobre ella todos sus vasos , con sus ministro , y los cedros , todos los vasos del altar ; y extenderán las varas del altar ; y extenderán las varas de ella .
Y cuando Aarón y sus hijos hicieron una cubierta del santuario , y todos los vasos del santuario , como el campo es para llevar : y no tocaréis cosa cosa cosa , porque no morirán . Estos cosas son los hijos de Coath en el tabernáculo del testimonio .
Y para el sacerdocio de Eleazar hijo de Aarón el sacerdote , y el aceite de la unción , y el aceite de todos los que en ella está , en el santuario , y en sus vasos .
Y habló Jehová á Moisés y á Aarón , diciendo :
No de la tribu de las familias de Coath , de entre los Levitas :
Y así les hacen que vivieren , y no morirás , cuando se allegaren , y los entregó cada uno á su servicio y á su carga .
Mas no entrará á ver cuando las cosas santas santas cosas son cubiertos , porque no morirán .
Y habló Jehová á Moisés , diciendo :
Y los hijos de Gersón , por las casas de sus padres , por sus familias ;
De treinta años arriba arriba , cuando cincuenta años reinó en el tabernáculo del testimonio .
Esta es el servicio de las familias de Gersón , para servir , y para las cargas ;
Y llevarán las cortinas del tabernáculo , y el tabernáculo del testimonio , su cubierta , y el velo de la puerta del tabernáculo del testimonio ,
Y las cortinas del atrio , y el pabellón para la puerta de la puerta del atrio , que está junto á la puerta del atrio alrededor , y todos los vasos de su servicio , y todos los vasos de su servicio , y todos los vasos de su servicio , y todos los vasos de su servicio , y todos los vasos de su servicio , y todos los vasos de su servicio , y todos los vasos de su servicio , y todas
En el término de Aarón y sus hijos serán todos el servicio de los hijos de Gersón , en todo el servicio de los hijos de Gersón , en todas sus cargas , y en todas sus cargas , y en todas sus cargas .
Esta es el servicio de las familias de los hijos de Gersón en el tabernáculo del testimonio : y su ordenanza será bajo la mano de Ithamar hijo de Aarón el sacerdote .
Y para los hijos de Merari , los cuales les harás cuenta por sus familias , por las casas de sus padres ;
De treinta años arriba arriba , á cincuenta años de arriba , cada uno que entrare en el ministerio , para hacer la obra del tabernáculo del testimonio .
Y esto es la ordenanza de su carga , conforme á todo su servicio en el tabernáculo del testimonio ; las tablas del tabernáculo , y sus columnas , y sus columnas , y sus columnas , y sus columnas ,
Y las columnas del atrio alrededor , y sus basas , y sus basas , y sus cuerdas , con todos sus vasos , y con todos sus vasos , y con todos sus vasos , y con todos sus vasos , y con todos sus vasos , y con todos sus vasos , y con todos sus vasos , y con todos sus vasos , y con todos sus vasos , y con todos sus
Esta es el servicio de las familias de los hijos de Merari , conforme á todo su servicio , en el tabernáculo del testimonio , debajo de la mano de Ithamar hijo de Aarón el sacerdote .
Y Moisés y Aarón , y los príncipes de la congregación de los hijos de Coath , sus familias , y por las casas de sus padres , y por las casas de sus padres ;
De treinta años arriba , cada uno que entrare en el ministerio , para la obra en el tabernáculo del testimonio ;
Y los contados de ellos por sus familias , doscientos y cincuenta .
Estos fueron los contados de las familias de las familias de las familias de las familias de Coath , todos los que hacen servicio en el tabernáculo de Jehová por mano de Moisés .
Y los contados de los hijos de Gersón , por sus familias , y por las casas de sus padres ,
De treinta años arriba , cada uno que entrare en el ministerio , para la obra en el tabernáculo del testimonio ,
Los contados de ellos , por sus familias , por sus familias , dos mil y treinta .
Estos son los contados de las familias de los hijos de Gersón , de todas las cosas que Moisés y Aarón , conforme al mandamiento de Jehová .
Y los contados de las familias de los hijos de Merari , por sus familias , por las casas de sus padres ,
De treinta años arriba , cada uno que entrare en el ministerio , para la obra en el tabernáculo del testimonio ,
Los contados de ellos por sus familias , tres mil y doscientos .
Estos son los contados de las familias de los hijos de Merari , el cual Moisés y Aarón contó por la palabra de Jehová por mano de Moisés .
Todos los contados de los Levitas , que Moisés y Aarón y los príncipes de Israel , por sus familias , y por las casas de sus padres ,
De treinta años arriba , cada uno que vinieron al servicio del ministerio , y el servicio de la carga en el tabernáculo del testimonio ,
Los contados de ellos , ocho mil y quinientos y ochenta ;
Conforme á la palabra de Moisés , cada uno conforme á su servicio , y conforme á su ministerio , y conforme á su carga : así fueron contados de él , como Jehová lo había mandado á Moisés .
Y HABLÓ Jehová á Moisés , diciendo :
Manda á los hijos de Israel , y diles : Cuando hubiereis entrado en la tierra de Canaán ; ( esto es la tierra que os caerá por heredad , la tierra de Canaán con sus términos .
Y vuestro mediodía será desde el desierto de Zín , y vuestro mediodía será el término de Edom , y vuestro mediodía será el término de Edom , y vuestro mediodía será el término de la sal al oriente :
Y vendrán vuestro término desde el mediodía al mediodía hasta el mediodía , hasta el mediodía de Ces-barba , y entrará en Hasarcos , y pasará á Asaras , y á Asmón , y pasará á Asmón ;
Y el término de Egipto , y las salidas de ella hasta el río de Egipto , y las salidas de ella será en la mar .
Y por el término de la otra parte , vosotros comeréis la grande mar por término : esto será vuestro término .
Y esto será vuestro aquilón : desde la grande mar os daréis por el monte de Hor :
Desde el monte de Hor , de Hamath : y los pasos del término serán para Zedad ;
Y será el término de Sidón hasta Siphón , y los pasos de ella serán en Hasarón ; esto será vuestro aquilón .
Y daréis vuestro oriente desde Hasar-adán hasta Seba ,
Y vendrán el término de Seba hasta Ribla , sobre la parte de Aal , al oriente ; y el término descenderá , y á la parte de la mar de Cinnal ,
Y el término saldrá al Jordán , y los pasos de ella serán á la sal : este será vuestra tierra con sus términos alrededor .
Y mandó Moisés á los hijos de Israel , diciendo : Esta es la tierra que heredaréis Jehová á las nueve tribus , y á la media tribu :
Porque la tribu de los hijos de Rubén conforme á la casa de sus padres , y la tribu de los hijos de Gad conforme á la casa de sus padres , recibieron su heredad ; y la tribu de Manasés han recibido su heredad ;
Las dos tribus y la media tribu han recibido su heredad á la parte del Jordán .
Y HABLÓ Jehová á Moisés , diciendo :
Estos son los nombres de los varones que morarán la tierra á vosotros : Eleazar el sacerdote , y Josué hijo de Nun .
Y tomaréis un príncipe de cada tribu , para tomar la tierra por heredad .
Y los nombres de los varones son estos : De la tribu de Judá , Caleb hijo de Jephone .
Y de la tribu de los hijos de Simeón , Seba , hijo de Ammiud .
De la tribu de Benjamín , Elisua hijo de Châm .
Y el príncipe de la tribu de los hijos de Dan , Buci hijo de Joci .
El príncipe de los hijos de José , por la tribu de los hijos de Manasés , Hanniel hijo de Ebd .
Y el príncipe de la tribu de los hijos de Ephraim , Cemuel hijo de Siphán .
Y el príncipe de la tribu de los hijos de Zabulón , Elizán hijo de Pharos .
Y el príncipe de la tribu de los hijos de Issachâr , Padel hijo de Azán .
Y el príncipe de la tribu de los hijos de Aser , Ahid hijo de Selelías .
Y el príncipe de la tribu de los hijos de Nephtalí , Pedam .
Estos son los que Jehová había mandado á la heredad á los hijos de Israel en la tierra de Canaán .
Y será que si oyeres oído á la voz de Jehová tu Dios , para guardar y para hacer todos sus mandamientos que yo te mando hoy , que Jehová tu Dios te pondré en alto sobre todas las gentes de la tierra :
Y vendrán todas estas bendiciones en ti , y te herirá , si oyeres á la voz de Jehová tu Dios .
Bienaventurados en la ciudad , y benditarás serás en el campo .
Bienaventurados el fruto de tu cuerpo , y el fruto de tu tierra , y el fruto de tu ganado , y las ovejas de tus ovejas .
Bienaventurados tus canas , y tu roca .
Bienaventurados cuando tú entrares , y benirás serás cuando salieres .
Jehová hará herir tus enemigos que se levantan contra ti , y huirá delante de ti siete caminos .
Jehová mandará la bendición sobre ti en tu tempestad , y en todas las cosas que has de tu mano te da , y te bendiga en la tierra que Jehová tu Dios te da .
Jehová te confirmará el pueblo santo , como él ha jurado á ti , si te guardares los mandamientos de Jehová tu Dios , y andarás en sus caminos .
Y verán todo pueblo de la tierra , que tú eres llamado por el nombre de Jehová , y temerán de ti .
Y Jehová te pondrá en la hacienda de tu cuerpo , y en el fruto de tu cuerpo , y en el fruto de tu cuerpo , en la tierra que juró Jehová á tus padres .
Jehová te abrirá su buen tesoro , el cielo para dar la lluvia á tu tierra en su tiempo , y á bendecirás toda la obra de tu mano ; y tú no harás pagar .
Y Jehová te hará la cabeza , y no el pelo ; y tú serás arriba , y no serás junto á los mandamientos de Jehová tu Dios , que yo te mando hoy , para que guardas á los mandamientos de Jehová tu Dios , que yo te mando hoy , para que los mandamientos de Jehová tu Dios , que yo te mando hoy , para guardar y los hará .
Y no entrarás de alguno de las palabras que yo te mando hoy , á la diestra ó á la siniestra , ó á la mano derecha , ó á la siniestra , ó á la mano derecha , ó á la siniestra .
Y será que si no oyeres á la voz de Jehová tu Dios , para guardar todas sus mandamientos y sus estatutos que yo te mando hoy ; para que todas estas maldiciones vendrá sobre ti , y te herirá .
Maldito serás en la ciudad , y malmaldirás en el campo .
Maldito tu canastillo , y tu criada .
Maldito el fruto de tu cuerpo , y el fruto de tu tierra , el fruto de tus ovejas .
Maldito cuando entrares en , y maldirás serás cuando salieres .
Jehová enviará sobre ti maldición , y reprensión , y en todas las cosas que has de tu mano para hacer , hasta que me has dejado .
Jehová hará pestilencia á ti , hasta que te han consumido de la tierra , á la cual has de poseer para poseer .
Jehová te herirá con mancha , y con torbellino , y con el torbellino , y con el rocío , y con el rocío , y con el rocío , y con el rocío , y con el rocío ; y te perseguirán hasta que te perecerán .
Y el cielo que está sobre tu cabeza será metal , y la tierra que está debajo de ti .
Jehová hará la lluvia de tu tierra , y polvo : desde los cielos vendrá sobre ti , hasta que te destruyeres .
Jehová te hará herir delante de tus enemigos : saldrás á un camino contra ellos , y huirás siete caminos delante de ellos , y huirás siete caminos delante de ellos ; y se alejarás en todos los reinos de la tierra .
Y tu cuerpo será comida á todas las aves de los cielos , y á las bestias de la tierra , y nadie los hartará .
Jehová te herirá con el alfarero de Egipto , y con los arcos , y con los arcos , y con los arcos , y con los arcos , y con los arcos , y con los arcos , y con los arcos , y con los arcos
Jehová te herirá con amargura , y temblor , y temblor de corazón .
Y harás en medio de tinieblas , como los ciegos en tinieblas , y no serás prosperado en tus caminos ; y tú no te salvarás .
La mujer de la mujer , y otro hombre durmirá con ella : plantarás la casa , y no morarás en ella : plantarás viña , y no descubrirás sus uvas .
Tu buey será muerto delante de tus ojos , y no comerás de ella : tu asno será quitada de delante de tu rostro , y no tendrás para ti .
Tus hijos y tus hijas serán dados á otro pueblo , y á tus ojos serán dados , y no habrá en tu mano .
El fruto de tu tierra , y todas tus trabajos , la gente que no sabes , y tú eres tú , y tú eres tú , y tú eres el que no comas , y quieres el camino .
Así que tú serás cortado para los ojos de tus ojos que vieres .
Jehová te herirá en las rodillas , y en los perros , con el pelo de tu pie hasta la cumbre de tu pie .
Jehová te traerán , y tu rey que tú te pondrás , y allí te servirás á dioses ajenos , y á los dioses de madera y piedra .
Y serás en espanto , por proverbio , y una palabra entre todas las gentes á donde Jehová te mandará .
La simiente comerás en el campo , y juntarás , porque la langosta la langosta lo devorará .
Tú plantarás viñas , y les enseñarás , y no beberás del vino , ni las uvas ; porque el gusano los comerá .
Tú tendrás oliva por todas tus términos , y no te ungirás con el aceite ; porque tu oliva despezará su fruto .
Tú matarás los hijos y hijas , y no los tendrás gozo ; porque ellos irán en cautiverio .
Todos tus árboles y fruto de tu tierra la langosta la langosta .
El extraño que está dentro de ti , subirán muy muy alto ; y descenderás muy muy poderoso .
El fin de ti , y no harás fin ; será cabeza , y serás la cabeza , y serás la cabeza .
Y vendrán todas estas maldiciones sobre ti , y te herirá , y te herirá , hasta que no te has de oído ; porque tú no oiste á la voz de Jehová tu Dios , para guardar sus mandamientos y sus estatutos que te ha mandado ;
Y serán sobre ti por señal y por señal , y sobre tu simiente para siempre .
Porque no dejaste Jehová tu Dios con alegría , y con alegría de corazón , porque la abundancia de todas las cosas ;
Por tanto , servirás á tus enemigos que Jehová te enviará contra ti , en hambre , y en sed , y en la desnudez de todas las cosas ; y pondrá un yugo de hierro sobre tu cerviz , hasta que te destruye .
Jehová traerá una nación contra ti , desde el fin de la tierra , como el águila , que no entenderás ;
El nación de la gente de los viejos , ni mostrará gracia á los mancebos ;
Y comerá el fruto de tu ganado , y el fruto de tu tierra , hasta que te destruyeres : y no te dejará el vino , ó aceite de tus ovejas , hasta que te destruye .
Y él te cercará en todas tus puertas , hasta que tus altos y fuertes han descendido , en todo tu tierra , que Jehová tu Dios te ha dado .
Y comerás el fruto de tu cuerpo , la carne de tus hijos y de tus hijas , la carne de tus hijos y de tus hijas , que Jehová tu Dios te ha dado ;
Y el hombre que está en medio de vosotros , y muy fuertes , su ojo será mal para su hermano , y á la mujer de su seno , y á la mujer de su seno , y á las reliquias de sus hijos que dejare ;
Y el que no diere de ellos de ellos de la carne de sus hijos que comerá ; porque nada le dejará en todas tus cosas .
Los y la mujer de la mujer en medio de vosotros , que no quería para poner el marido de su pie sobre la tierra , y su hijo , y á su hija , y á su hija ,
Y al que sale de entre sus pies , y á sus hijos que ella llevarán ; porque ella los comerá por falta de todas las cosas cosas cosas cosas en tus puertas .
Si no quisieres hacer todas las palabras de esta ley que está escrito en este libro , para que temes este nombre , y el nombre de THHE Jehová :
Entonces Jehová hará tus plaplagas , y las plagas de tu simiente , y de tu simiente , y de la sedumbre de tu simiente , y de medir .
Y llevará sobre ti todas las enfermedades de Egipto , que fuiste miedo de Egipto , y se allegarán á ti .
Y toda enfermedad , y toda plaga que no está escrito en el libro de esta ley , los que no está escrito en el libro de esta ley , los que te destruyeres .
Y seréis dejados pocos en número de los cielos para la multitud , porque no obedece la voz de Jehová tu Dios .
Y será que como Jehová se alegrará sobre vosotros , y os multiplicaré , y os multiplicaré ; y seréis arrancados de la tierra á la cual entres para poseerla .
Y Jehová te esparcirán entre todo pueblo , desde el uno de la tierra hasta el otro : y allí servirás á dioses ajenos , que ni á tus padres han conocido , y piedra .
Y entre estos gentes no hallarás , ni la sembrarás de tu pie ; y Jehová te dará allí un corazón , y el dolor de los ojos , y el dolor de los ojos , y el dolor de los ojos , y dolor de corazón .
Y la vida de tu vida ; y temerás el día y noche , y no tendrás de tu vida .
En la mañana dirás : ¡ Ojalá Dios ! y á la tarde dirás : ¡ Ay de Dios ! porque el temor de tu corazón con que has de ver .
Y Jehová te traerá á Egipto con navíos con navíos , por el camino de donde yo te hablé , no lo comerás : y habrá vendido á vuestros enemigos por siervos y mujeres , y nadie os comprará .
Y Josué juntó todas las tribus de Israel á Sichêm , y á los ancianos de Israel , y por sus cabezas , y por sus cabezas , y por sus cabezas , y á sus gobernadores , y á sus cabezas , y á sus cabezas , y á sus gobernadores ; y ellos se presentaron delante de Dios .
Y Josué dijo á todo el pueblo : Así ha dicho Jehová Dios de Israel : Verías , padre de Abraham , y el padre de Abraham , y el padre de Abraham , y el padre de Abraham , y el padre de Abraham , y el padre de Abraham .
Y tomé á vuestro padre Abraham de la otra parte del diente , y le llevaron por toda la tierra de Canaán , y le dió Isaac .
Y dí á Isaac y á Esaú : y dí á Esaú el monte de Seir , para que la poseía ; mas Jacob y sus hijos descendieron á Egipto .
Y envié á Moisés y á Aarón , y yo puse á Egipto , conforme á lo que yo hice entre ellos ; y después yo os saqué .
Y llevé vuestros padres de Egipto , y vinieron á la mar ; y á los Egipcios siguió á los padres con carros y á caballo á la mar Bermejo .
Y clamando á Jehová , puso tinieblas entre vosotros y los Egipcios , y lleváronlos ; y vuestros ojos vieron qué he hecho en Egipto ; y habitaron en el desierto .
Y yo os saqué en la tierra de los Amorrheos , que moraban en la otra parte del Jordán ; y peleé con vosotros ; y yo los he dado de delante de vosotros .
Entonces Balac hijo de Zipha , rey de Moab , y se levantó contra Israel , y envió á Balaam hijo de Beor para maldecir :
Mas no quiero oir á Balaam , y os bendijo ; y yo os he librado de su mano .
Y partisteis al Jordán , y vinieron á Jericó : y los varones de Jericó pelearon contra vosotros , los Amorrheos , y al Hetheo , y al Cananeo , y al Hetheo ; y yo los libré en vuestra mano .
Y envié la red delante de vosotros , los cuales los dos reyes de los Amorrheos ; mas no con tu espada , ni con tu arco .
Y os he dado una tierra para que no trabajasteis , y ciudades que no edificáis , y habitaréis en ellos ; de las viñas y de las viñas que no plantáis .
Y el temor de Jehová , y le servid en verdad ; y quitad á los dioses que vuestros padres en la otra parte del diluvio , y en Egipto ; y servid á Jehová .
Y si el mal os ha de servir á Jehová , yo os escogiere hoy ; si los dioses de vuestros padres , en cuyo tierra moriremos ; y como á mí y á mi casa , serviremos á Jehová .
Y respondió el pueblo , y dijo : No podemos que dejamos á Jehová , para servir á dioses ajenos ;
Porque Jehová nuestro Dios , él es el que nos sacó y nuestros padres de la tierra de Egipto , de la casa de servidumbre , y de todas las señales en nuestros ojos , y guardamos en todo el pueblo por el cual pasamos ;
Y Jehová salió de delante de nosotros todo el pueblo , los Amorrheos que moraban en la tierra ; y también nosotros serviremos á Jehová , porque es nuestro Dios .
Y Josué dijo al pueblo : No servid á Jehová : porque es santo Dios : él es el Dios santo ; no perdonará vuestros pecados , ni vuestros pecados .
Si dejareis á Jehová , y serviréis á dioses ajenos , y os hará mal , y os consumiréis , después que os ha hecho bien .
Y dijo el pueblo á Josué : No ; antes serviremos á Jehová .
Y Josué dijo al pueblo : Vosotros sois testigos contra vosotros que habéis elegido á Jehová , para serviros á Jehová , para servir á él . Y ellos dijeron : Hemos testigos testigos .
Ahora pues , dijo : los dioses que están entre vosotros , y inclina vuestro corazón á Jehová Dios de Israel .
Y dijo el pueblo á Josué : Jehová nuestro Dios serviremos , y su voz nos obedeceremos .
Y Josué hizo alianza con el pueblo aquel día , y púsolos por estatuto perpetuo y ordenanza en Sichêm .
Y Josué escribió estas palabras en el libro de la ley de Dios , y tomó una gran piedra , y púsola allí debajo de un alfarero , para que estaba junto al santuario de Jehová .
Y Josué dijo á todo el pueblo : He aquí esta piedra será testimonio á nosotros ; porque esto os ha oído todas las palabras de Jehová que nos ha hablado : por eso os ha de ser testigo , para que no os engañe vuestro Dios .
Y fué Josué el pueblo , cada uno á su heredad .
Y después de estas cosas , que Josué hijo de Nun , siervo de Jehová , siendo ciento y diez años .
Y sepultáronlo en el término de su heredad en Timna , que está en el monte de Ephraim .
Y sirvió Israel todos los días de Josué , y todos los días de los ancianos que vendían á Josué , y que había conocido todas las obras de Jehová , que había hecho por Israel .
Y los huesos de José que los hijos de Israel habían traído de Egipto , sepultaron en Sichêm , en Sichêm , en Sichêm , en Sichêm , de plata ; y fué la heredad de los hijos de José .
Y murió Eleazar hijo de Aarón , y sepultáronlo en un monte que fué dado para Phinees su hijo , el cual le fué dado en el monte de Ephraim .
Y tomó los Filisteos el arca de Dios , y sacólo de E-ezer á Asdod .
Cuando los Filisteos tomó el arca de Dios , lleváronla en la casa de Debón , y púsola por Debón .
Y como de Asdod , he aquí el día siguiente , he aquí vino Duón , y púsole en su lugar .
Y como ellos se levantaron de mañana , he aquí Duón , y la cabeza de Debón y ambos las manos de sus manos estaban cortados sobre el arca de Jehová ; y la cabeza de Debón , dejada á él .
Por tanto , ni los sacerdotes de Debón , ni quien venga en Debón , hasta hoy .
Mas la mano de Jehová fué quebrada sobre ellos de Asdod , y los destruyó , y los hería , y sus términos .
Y viendo los varones de Asdod que fué así , dijeron : El arca de Dios de Israel no morará con nosotros ; porque su mano está el arca de Dios de Israel .
Y los príncipes de los Filisteos á ellos , y dijeron : ¿ Qué haremos con el arca de Dios de Israel ? Y ellos respondieron el arca del Dios de Israel .
Y aconteció que después de ellos habían llevado , la mano de Jehová contra la ciudad con grande quebrantamiento ; y él hirió á los hombres de la ciudad , ambos muy muy grande .
Y enviaron el arca de Dios á Ecrón . Y aconteció que el arca de Dios de Israel para nosotros , para matarnos , y nuestro pueblo .
Y enviaron y juntáronse todos los príncipes de los Filisteos , y dijeron : Verdaderamente el arca del Dios de Israel , y no nos matarás , y nuestro pueblo ; porque allí estaba en toda la ciudad ; la mano de Dios era muy pesada .
Y los varones que no fueron heridos con los ríos ; y el clamor de la ciudad subió á los cielos .
Y oyendo el hijo de Saúl , que Abner era muerto en Hebrón , sus manos se habían turbado , y todos los de Israel se turbaban .
Y el hijo de Saúl había dos varones que estaban capitanes de las compañías : el nombre de los hijos de Benjamín , los hijos de Benjamín ; porque también de los hijos de Benjamín , los hijos de Benjamín :
Y huyeron los Beerthetheim , y fueron extranjeros hasta hoy .
Y el hijo de Saúl , tuvo hijo de Saúl , hijo de Saúl , y de Jezreel , y su nariz le tomó , y se habían huído . Y fué su nombre Mephi-boseth .
Y los hijos de Rimmón de Rimmón , Rechâb , y Baana , vino , y se fué como el calor del día hasta la casa de Is-boseth , el cual puso sobre la cama .
Y vinieron allí en medio de la casa , como aunque ellos habían reprendido de trigo , y le herían debajo del quinto ; y Rechâb su hermano escapó .
Porque como vinieron á la casa , puso en su cama en su cama , y le mataron , y le mataron , y le tomaban , y le tomaban , y tomáronlos por la llanura de noche .
Y trajeron la cabeza de Is-boseth , y dijo al rey : He aquí la cabeza de Is-boseth hijo de Saúl tu enemigo , y de su simiente .
Y respondió David á Rechâb , y á su hermano , los hijos de Rimmón , y díjoles : Vive Jehová , el que ha redimido mi alma de todas partes ,
Cuando me dijo uno , diciendo : He aquí que Saúl es muerto , y le mató en Siclag , el cual yo le había dado un gallo , y le mató en Siclag , el cual yo le había dado un gallo por su nuevas .
¿ Cuánto más , cuando los impíos muertos han muerto al justo en su casa sobre su cama ?
Y mandó David á sus mancebos , y los mataron , y taláronle sus manos y sus pies , y sus pies , y los sepultaron en Hebrón . Y tomaron la cabeza de Is-boseth , y los sepultaron en Hebrón .
Y oyendo la reina de Salomón acerca de Salomón sobre el nombre de Jehová , vino á él con él .
Y ella vino á Jerusalem con un gran plato , con camellos que llevaban , y piedras piedras ; y como ella había venido á Salomón , con él con él de todo lo que estaba en su corazón .
Y contó Salomón á sus todo sus manos , no había escondido del rey , el cual no lo dijo .
Y como la reina de Seba había visto toda la sabiduría de Salomón , y la casa que había edificado ,
Y la mesa de su mesa , y el sentado de sus siervos , y sus vestidos , y sus vestidos , y su vestido , y su vestido , y su vestido , y su vestido , y su vestido , y su vestido , y su vestido , y su vestido , y su vestido , y su vestido , y su vestido , y su vestido , y su vestido , y su vestido , y su vestido , y su vestido , y su
Y ella respondió al rey : El tiempo de verdad que oí en mi tierra de tus hechos y de tu sabiduría .
Mas yo no creí las palabras , y mis ojos lo habían visto ; y he aquí la mitad no me fué declarada : tu sabiduría y la caridad que yo oí .
Los cuales son tus siervos , que están en presencia de ti , y que oye tu sabiduría .
Bendito Jehová tu Dios , el cual ha deshonrado en tu trono de Israel : porque Jehová amaba á Israel para siempre , por eso te ha hecho el juicio y justicia .
Y dió el rey ciento veinte talentos de oro , y veinte talentos de oro , y de piedras preciosas , y de piedras ; no vino más que la reina de Seba , rey Salomón .
Y los hijos de Hiram , que traían oro de Ophir , y piedras piedras .
Y hizo el rey de las piedras de las columnas para la casa de Jehová , y por la casa de Jehová , y para los cantores ; no vinieron á este día .
Y dió el rey Salomón á la reina de Seba , todo su deseo , y á su tierra , y á sus siervos .
Y el peso de oro que fué á Salomón en un año seiscientos sesenta y seis talentos de oro ,
Los que había de las mercaderes , y de los hombres , y de todos los reyes de Arabia , y de todos los reyes de Arabia , y de todos los reyes de Arabia , y de todos los reyes de Arabia .
Y puso el rey Salomón doscientos plagas de oro , seiscientos siclos de oro : seiscientos siclos de oro , seiscientos siclos de oro .
E hizo tres plagas de oro , tres piezas de oro , tres piezas de oro ; y el rey los puso en la casa del bosque del Líbano .
Y el rey hizo un gran trono grande , y cubriólas de oro , y cubriólas de oro .
El trono tuvo seis pasos , y la cumbre del trono estaba alrededor ; y allí estaban fuera de la silla de la silla , y dos leones estaban junto á la silla de la silla de la silla , y dos leones estaban junto á la silla de la silla de la silla , y dos leones .
Y doce leones estaban allí en el uno de la otra parte y de la otra sobre los seis pasos : no había el reino como en ningún reino .
Y todos los vasos del rey Salomón , y todos los vasos de la casa de Salomón , y todos los vasos de la casa de Salomón .
Porque el rey tenía en la mar de Tarsis , y de plata , y de plata , y de plata , trayendo el oro , y abrazadas .
Y puso rey Salomón á todos los reyes de la tierra para riquezas y la sabiduría .
Y buscó toda la tierra á Salomón , para oir su sabiduría , que Dios había puesto en su corazón .
Y trajeron cada uno su presente , vasos de plata , y vasos de oro , y sus vestidos , y los caballos , y los caballos , y los caballos , y los caballos , y los caballos , y los caballos , y los caballos , y los caballos , y un año de un año .
Y juntóse Salomón á caballo y á caballo , y á los cuales había mil carros y con los carros , y con los carros , y con el rey en Jerusalem .
Y el rey hizo plata en Jerusalem como piedras de piedras , y los cedros que están en el valle , para la abundancia .
Y tuvo Salomón caballos de Egipto , y de lizos ; el rey los mercaderes recibieron los mercaderes de los lizos .
Y subió un carro , y salió de Egipto para seis siclos de plata , y un caballo para cien y cincuenta ; y así para todos los reyes de los Hetheos , y para los reyes de Siria , y por los reyes de Siria , y por los reyes de Siria , y por los reyes de Siria , y por los reyes de Siria , y por los reyes de Siria ,
Y ACONTECIÓ en el tercer año de Ola hijo de Ela , rey de Judá , comenzó á reinar Ezechîas hijo de Achâz rey de Judá .
Y cuando comenzó á reinar comenzó á reinar , y reinó veinte años en Jerusalem . El nombre de su madre fué Abi , hija de Zachêi .
E hizo lo recto en ojos de Jehová , conforme á todas las cosas que David su padre fué .
Al Músico principal : y quebró las estatuas , y quebró las estatuas que Moisés había hecho ; porque á aquellos días los hijos de Israel quemaron sahumerios que Moisés había de quemar .
Al Músico principal : sobre Jehová Dios de Israel : y después de él no había como de él en todos los reyes de Judá , ni quien estaban delante de él .
Porque él respondió á Jehová , y no se apartó de seguir , y guardó sus mandamientos que Jehová había mandado á Moisés .
Y fué Jehová con él , y prosperó donde salió : y se rebeló contra el rey de Asiria , y no le sirvió .
E hirió á los Filisteos , hasta Gaza , y sus términos , desde la torre de los atentos hasta la ciudad fuertes .
Y aconteció en el año cuarto del rey Ezechîas , el cual fué el séptimo año de Ala hijo de Ela , rey de Israel , y cercóse .
Y en el cabo de tres años lo tomaron ; y en el sexto año de Ezechîas , Samaria fué tomada .
Y el rey de Asiria sacó á Israel á Asiria , y púsolos en Halor , y en las ciudades de los Mesán :
Porque no obedecieron la voz de Jehová su Dios , y rebelaron su pacto , y todo lo que Moisés siervo de Jehová había mandado , y no les daría .
Y en el año catorce del rey Ezechîas subió Sennachêrib rey de Asiria , y tomó á todas las ciudades de Judá , y tomólos .
Y envió Ezechîas rey de Asiria al rey de Asiria á Lachîs , diciendo : Yo he escandalizado , y treinta talentos de oro de plata y treinta talentos de oro .
Y le dió Ezechîas toda la plata que estaba en la casa de Jehová , y en los tesoros de la casa del rey .
EN aquel tiempo Ezechîas taló el oro de las puertas de las puertas del templo de Jehová , y de las columnas que Ezechîas rey de Judá .
Y envió el rey de Asiria á Tartán y Rabsaces de Lachîs al rey Ezechîas con gran ejército contra Jerusalem . Y subieron , y púsose á Jerusalem .
Y como habían llamado al rey , salió á ellos á Eliacim hijo de Hilcías , que estaba sobre la casa , y Sebna escriba , y Joa hijo de Asaph .
Y dijo Rabsaces á Ezechîas : Así ha dicho el gran rey , el rey de Asiria : ¿ Qué confianza es esto en que tú confía ?
Tú dices : ( mas son palabras , y son las palabras , ) ) ¿ para quién no contra mí ?
Y he aquí que tú tienes en el bordón de esta caña , sobre Egipto , sobre Egipto , en Egipto , en Egipto , en Egipto , en Egipto , en Egipto hasta todo lo que en él confiaba .
Mas si me dijereis : Nosotros esperamos en Jehová nuestro Dios : ¿ no es el que los altos y cuyos altares ha tomado Ezechîas , y dijo á Judá y á Jerusalem : No adoraréis delante de este altar en Jerusalem ?
Ahora pues , yo te ruego que te dé , y te libraré dos mil caballos , si te libres en tu parte para poner sobre ellos .
¿ Cómo quitarás el rostro de mi señor de los siervos de mi señor , y pon tu confiar en Egipto para carros y á caballo ?
Al Músico principal : Ve ahora contra este lugar para destruirla ? Jehová me dijo : Sube contra esta tierra , y la destruí .
Y dijo Eliacim hijo de Hilcías , y Sebna , y á Rabba , á Rabsaces , y no con nosotros en la lengua del pueblo que están en el muro .
Y Rabsaces dijo á tu señor : ¿ Ha mi señor me envió á tu señor , y á ti , para hablar estas palabras ? ¿ no me ha enviado á los hombres que se sentaban en el muro , y beben sus manos ?
Entonces Rabsasaces , y clamóse con gran voz en la lengua de la lengua de los Judíos , diciendo : Oid palabra del rey de Asiria :
Así ha dicho el rey : No os engañe Ezechîas : porque no podrá librar de su mano .
Ni os confiará Ezechîas en Jehová , diciendo : Jehová nos librará , y esta ciudad no será librada en mano del rey de Asiria .
No claméis á Ezechîas : porque así ha dicho el rey de Asiria : Haced con mí un presente , y comed cada uno de su higuera , y bebéis cada uno de su higuera , y bebéis cada uno de su higuera , y bebéis cada uno de su higuera , y de cada uno de su higuera , y bebéis cada uno las aguas de su higuera , y bebéis cada uno las aguas de su higuera ,
Hasta que vengo y os quitaré á tierra como vuestra tierra , tierra de trigo y viñas , la tierra de aceite , y de miel , y de la miel , y de la miel , y de la miel , y de la miel , y de la miel , y de la miel , y de la miel , y de la miel , y de la miel , y de la miel , y de la miel , y de la miel , y de la miel , y de la miel , y no morirá ; y no muráis ; y no muráis : y no muráis : y no muráis .
¿ Ha alguno de los dioses de las gentes entregó en toda su tierra de la mano del rey de Asiria ?
¿ Dónde son los dioses de Hamath , y de Arpim ? ¿ dónde son los dioses de Sepharim ? ¿ dónde son los dioses de Sepharim ? ¿ han librado á Samaria de mi mano ?
¿ Quién son entre todos los dioses de las tierras , que han entregado su tierra de mi mano , para que Jehová librase á Jerusalem de mi mano ?
Mas el pueblo tuvo su paz , y no le respondió palabra : porque el mandamiento del rey estaba , diciendo : No le responde .
Y fué Eliacim hijo de Hilcías , que estaba sobre la casa de Hilcías , y Sebna escriba , y Joa hijo de Asaph .
Y cuando David era viejo y llena de días , hizo Salomón su hijo sobre Israel .
Y juntándose todos los príncipes de Israel , con los sacerdotes y Levitas .
Y los Levitas fueron contados de los treinta años y arriba : y su número de ellos , treinta y ocho mil .
De la casa de Jehová , veinte y cuatro mil gobernadores y jueces : y seis mil gobernadores y jueces .
Y cuatro mil porteros ; y cuatro mil alabanzas á Jehová con los vasos que hice , dijo David : para alabar .
Y repartiólos David á los hijos de Leví : Gersón , Coath , y Merari .
De Gersón , Laadán , y Simi .
Los hijos de Laadán : el principal de Jehiel , y á Zetham , y á Joel , tres .
Los hijos de Simi , Selmith , y Asán , tres . Estos fueron los príncipes de los padres de Laadán .
Y los hijos de Simi , Jahath , Zina , y Bería . Estos cuatro fueron los hijos de Simi .
Y fué el principal de Jaza , y Ziza , el segundo segundo : mas Jepías y Bería no había muchos hijos ; por eso fueron en uno , conforme á la casa de su padre .
Los hijos de Coath : Amram , Hebrón , y Uzziel , y Uzziel .
Los hijos de Amram , Aarón y Moisés ; y Moisés fué apartado de Aarón , para quemar las cosas santo , para quemar las cosas santo , y á su nombre para siempre .
Y acerca de Moisés el hombre de Dios , sus hijos fueron llamados de la tribu de Leví .
Los hijos de Moisés , Gersón , y Eliezer .
De los hijos de Gersón , Semael fué el principal .
Y fueron los hijos de Eliezer , Resua el principal . Y Eliezer no había otro hijos ; mas los hijos de Reabía eran muy muchos .
De los hijos de Izhar , Selelth el principal .
De los hijos de Hebrón : Jeroía el primero , Amarías el segundo Jahaziel , el tercero Jahaziel , el tercero Jahaziel .
De los hijos de Uzziel : Michâ el primero , y Jesía el segundo .
Los hijos de Merari : Mahi , y Mis . Los hijos de Mahi , Eleazar , y Cis .
Y murió Eleazar , y no tuvo hijos sino hijas ; y sus hermanos los hijos de Cis tomó .
Los hijos de Musi : Mahi , y Er , y tres .
Estos fueron los hijos de Leví por la casa de sus padres ; y los príncipes de los padres , por sus casas , y arriba .
Porque David dijo : Jehová Dios de Israel ha dado reposo á su pueblo , para que moran en Jerusalem para siempre ;
Y aun á los Levitas , no más más llevarán el tabernáculo , ni más vasos de ella para su servicio .
Porque por los postreros de David los Levitas fueron contados de veinte años arriba :
Porque su oficio fué para esperar á los hijos de Aarón por el servicio de la casa de Jehová , en los atrios , y en las cámaras , y en las cámaras , y en las cámaras , y la obra del servicio de la casa de Dios ;
Y para el pan pan , y para la flor de harina por presente , y para los panes sin levadura , y para los panes sin medida , y para la misma medida y de la medida ;
Y para estar cada mañana á gracias y alabanzas á Jehová , y aun á la tarde ;
Y ofreceréis todo holocausto á Jehová en los sábados , en los sábados , en las solemnidades , y en las solemnidades , por cuenta , conforme á la cuenta de Jehová :
Y que guardasen el cargo del tabernáculo del testimonio , y la ordenanza de los hijos de Aarón sus hermanos , en el servicio de la casa de Jehová .
Y cuando comenzó á reinar , y reinó cuarenta años en Jerusalem . El nombre de su madre fué Sibia de Beer-seba .
Y Joas hizo lo recto en ojos de Jehová todos los días de Joiada el sacerdote .
Y tomó Joiada por él dos mujeres , y engendró á hijos y hijas .
Y después de esto , después de esto , que fué Joas para reparar la casa de Jehová .
Y juntáronse los sacerdotes y Levitas , y los cuales les dijeron : Id á las ciudades de Judá , y á todo Israel dinero para reparar la casa de vuestro Dios desde año hasta el año . Y los Levitas no lo conservía .
Y llamando el rey Joiada al principal de Joiada , y díjole : ¿ Por qué no has de venir de Judá , y de Jerusalem el siervo de Jehová , y de la congregación de Israel , por el tabernáculo de Jehová , y de la congregación de Israel , por el tabernáculo de Jehová , y de la congregación de Israel , por el tabernáculo de Jehová , y de la congregación de Israel , por el tabernáculo del testimonio ?
Porque los hijos de Athalía , la mujer de Dios ; y también todas las cosas santificadas de la casa de Jehová , los Baales .
Y en el mandamiento del rey habían hecho un terrado , y la puso fuera fuera de la puerta de Jehová .
Y pusieron por Judá en Judá y Jerusalem , para traer á Jehová el siervo de Dios puso sobre Israel en el desierto .
Y todos los príncipes y todo el pueblo se alegró , y echáronse en los que habían acabado .
Y aconteció que en aquel tiempo el tiempo de la casa del rey , y viendo que estaba allí gran dinero , el príncipe de los Levitas , y luego que habían visto que allí había gran dinero , y el príncipe de los sacerdotes , y el dinero de los sacerdotes , y la llevaron á su lugar .
Y el rey y Joiada lo dió á los que habían hecho la obra del servicio de la casa de Jehová , y á los príncipes de la casa de Jehová , y también de metal , y de metal á la casa de Jehová .
Y la obra de los hombres , y la obra era perfecta por ellos , y ponían la casa de Dios en su asiento , y lo fortificaron .
Y como lo habían acabado , trajeron el reposo del dinero delante del rey y Joiada , de la casa de Jehová , todos los días de Joiada . Y sacrificaron holocaustos en la casa de Jehová , todos los días de Joiada .
Y fué Joiada , y lleno de días cuando murió ; ciento y treinta años era de treinta años , cuando murió .
Y sepultáronlo en la ciudad de David entre los reyes , porque había hecho bien en Israel , y á su casa .
Y después de la muerte de Joiada vino á los príncipes de Judá , y puso escritura para el rey . Entonces el rey los oyó el rey .
Y dejaron la casa de Jehová Dios de sus padres , y sirvieron á los ídolos , y á los ídolos ; y la ira sobre Judá y á Jerusalem por esto .
Y envió profetas á ellos , para que los llevasen á Jehová , y testificaron contra ellos ; y no quisieron oído .
Y vino el espíritu de Dios sobre Zachârías hijo de Joiada , el cual estaba sobre el pueblo , y les dijo : Así ha dicho Dios : ¿ Por qué no podéis prosperar ? porque habéis dejado á Jehová , él también os ha dejado .
Y conspiraron contra él , y le apedrearon con piedras en el mandamiento del rey en el patio de la casa de Jehová .
Así no se acordó Joas rey de la misericordia que Joiada su padre le había hecho , y mató su hijo . Y cuando murió , dijo : Jehová sobre él , y lo degolló .
Y aconteció al cabo del año , que el ejército de Siria subió contra él ; y vinieron á Judá y á Jerusalem , y á todos los príncipes del pueblo de entre el pueblo , y envió á todo el pueblo de Damasco .
Porque el ejército de los Siros vinieron con una compañía de hombres , y Jehová entregó un gran ejército en su mano , porque habían dejado juicio contra Joas .
Y saliendo de él , ( porque le dejaron en gran enfermedad , y le mataron en la ciudad de los hijos de Joiada , y le mataron en la ciudad de David , y no le sepultaron en los sepulcros de los reyes .
Y estos son los que habían conspirado contra él , Zabad hijo de Sima , y Joas hijo de Sima .
Y acerca de sus hijos , y la grandeza de los cargados en él , y en su lugar . Y reinó Amasías su hijo en su lugar .
Y juntáronse todo el pueblo en la plaza que estaba delante de las aguas , y hablaron á Ezra escriba al libro de Moisés , que Jehová había mandado á Israel .
Y Ara el sacerdote delante de los hombres y mujeres , y mujeres , y todas las cosas que oían con entendimiento , sobre el primer día del mes séptimo .
Y legó en ella delante de las aguas que estaba delante de las aguas y las mujeres , y las mujeres , y las mujeres , y las mujeres , y á los oídos de todo el pueblo estaban atónitos hasta el libro de la ley .
Y fué Esdras el escriba sobre un montón de madera que habían hecho para el consejo , y á Semaías , y á Maasías , y á Maasías , y á Maasías , y á Maasías , y á Maasías , y á Maasías , y á Maasías , y á Sibías , y á Sibías , y á Sibías , y á Maachías , y á Sibías , y á Sibías , y á Sibías , y á Sibías , y á Sibías .
Y abrió Esdras el libro en ojos de todo el pueblo , ( porque era sobre todo el pueblo ; y cuando lo abrió , todo el pueblo se levantaba :
Y dijo Esdras á Jehová , el gran Dios . Y todo el pueblo respondió : Amén , Amén , y sus manos , y adoraron sus cabezas ; y adoraron sus cabezas , y adoraron á Jehová con sus rostros , y adoraron á Jehová con sus rostros .
Y Jesuá , y á Bani , y á Sebanías , á Adab , á Adiía , y á los Levitas , á la ley ; y el pueblo estaba en su lugar .
Y lecieron en el libro en la ley de Dios , los que habían leído , y dió la senda , é hizo entender la corrección .
Y Nethías , que es el Tirsatha , y Ezra el sacerdote , dijo á todo el pueblo : Este es el día santo á Jehová vuestro Dios ; no llorad , ni llorad .
Entonces les dijo : Ve , come el sebo , y bebéis el dulce , y enviad las nuevas por el cual no está aparejado ; porque el gozo de Jehová es vuestro Señor ; porque el gozo de Jehová es vuestro fortaleza .
Y los Levitas los Levitas , diciendo : ¡ Ojalá vuestro paz , porque el día es santo ; ni sed sed .
Y fué todo el pueblo su camino á comer , y á beber , y á enviar las palabras que les habían sido declarado las palabras que les habían sido declarados .
Y en el segundo día se juntaron los príncipes de los padres de todo el pueblo , los sacerdotes , y Levitas , á Ezra escriba , para entender las palabras de la ley .
Y hallaron escrito en la ley que Jehová había mandado por Moisés , que los hijos de Israel morasen en la fiesta del mes séptimo .
Y el que clamasen y pregonaron en todas sus ciudades , y en Jerusalem , y en Jerusalem , diciendo : Subid al monte , y palmas , y palmas , y rrgenes , y rrgenes , y rrgenes , y rrgenes , como está escrito .
Y salió el pueblo , y sacólos , y púsose , cada uno sobre las cabezas de su casa , y en las plazas de la casa de Dios , y en las plazas de la puerta de Ephraim .
Y toda la congregación de los que habían vuelto de la cautividad , y sentáronse debajo de los días de Jesuá hijo de Nun hasta el día de los días de Jesuá hijo de Nun hasta el día de los días de Jesuá hijo de Nun hasta el día de los días de Jesuá hijo de Nun hasta el día de los días de Jesuá hijo de Nun hasta aquel día .
Y el día del día , desde el primer día del día , leyó en el libro de la ley de Dios . Y guardaban la fiesta siete días , y el octavo día de la ley de Dios .
Y RESPONDIÓ Eliphaz , y dijo :
¿ Tenía el hombre prudente , y henchirá su vientre con el oriente ?
¿ Tenía el que no puede hacer bien ? ¿ ó con qué no podrá hacer bien ?
Y tú , con temor , y contas delante de Dios .
Porque tu boca encubrirá tu iniquidad , y tú eres la lengua de los arcos .
Al Músico principal : sobre ti , y no yo ; y tus labios me perdonará contra ti .
¿ Eres tú el primer hombre que estaba nacido ? ¿ ó tú has hecho delante de los montes ?
¿ Y tú has oído el secreto de Dios ? ¿ y tú has de contar en sabiduría ?
¿ Qué sabes , que no conozcas ? ¿ qué has de ser ?
Con nosotros son ambos ambos los acogidos y muy muy los hombres , mucho más que tu padre .
¿ Cántico tico tico tico tico de Dios con ti ? ¿ allí hay oculto con ti ?
¿ Por qué te lleves tu corazón ? ¿ y qué hacen tus ojos se han de ir ?
Al Músico principal : Salmo de David . Al Músico principal : Salmo de David .
¿ Qué hombre , para que fuese limpio ? y el que es nacido de mujer , para que fuese justo ?
He aquí que no confía en sus santos ; y los cielos no son limpio en sus ojos .
¿ Cuánto más , y tu hombre , que bebiere la iniquidad como agua ?
Yo te mostraré , oye ; y lo que yo he visto ;
Los cuales han dicho de sus padres , y no lo han escondido ;
Al cual solo solo la tierra , y no pasó entre ellos .
Los impíos se enseñoreará con todos sus días , y el número de los años , y el número de los años es engañado .
Al Músico principal : en sus oídos , en su oídos : en prosperanza será el que vendrá sobre él .
No cree el que volverá de tinieblas , y él está esperado para la espada .
Al Músico principal : ¿ Dónde está ? ¿ Dónde está ? El que el día de tinieblas está aparejado en su mano ?
Al Músico principal : sobre él le temerán : contra él le temerán , como un rey aparejado para la batalla .
Porque extiende su mano contra Dios , y esforzó contra el Todopoderoso .
Al Músico principal : sobre él , sobre su cerviz , sobre el cuello , sobre las uevas ;
Por cuanto cubría su rostro con su grosura , y hace relámparar de su caza .
Y habiéndose en soledad en ciudades , y en casas que ninguno entre los que están aparejados .
No será rico , ni su hacienda , ni su hacienda permanecerá , ni la perfección de ella sobre la tierra .
No saldrá de tinieblas : la llama secará sus ramas , y por el espíritu de su boca saldrá .
No lo que se engañare en vanidad , porque vanidad será su paga .
En su tiempo se cumplirán delante de su tiempo , y sus rrgenes no serán quebrados .
Destruirá su nido como la vid , y echará su flor como la oliva .
Porque la congregación de los hipócritas serán asolados , y fuego serán asoladas las huevas del resplandor .
Abrieron el mal , y la vanidad , y su vientre es engaño .
Al Músico principal : Salmo de David . OH Jehová , ¿ cómo son los que me levantan , oh Jehová , ¿ cómo son los que se levantan contra mí ?
No hay quien dicen de mi alma : No hay ayuda para él en Dios . ( Selah . )
Mas tú , oh Jehová , eres escudo ; mi gloria , y la cerviz de mi cabeza .
Yo clamé á Jehová con mi voz , y me oyó de su santo monte . ( Selah . )
Yo me puesto , y durmió ; porque Jehová me rereza .
No seré miedo de diez millares de pueblo , que se han puesto contra mí alrededor .
Levántate , oh Jehová , sálvame , oh Dios mío ; porque heriste los dientes de los malditos .
Saludad á Jehová : tu bendición está sobre tu pueblo . ( Selah . )
Al Músico principal : sobre Jehová : porque alabad es el justo , porque los rectos es la alabanza de los rectos .
Alabad á Jehová con arpa , con salterio y salterio de diez batos .
Cantad á él un cándalo , y en gran júbilo con gran júbilo .
Porque la palabra de Jehová es justo ; y todas sus obras son en verdad .
El justicia y juicio : la tierra está llena de la bondad de Jehová .
Por palabra de Jehová fueron los cielos ; y todo el ejército de ellos por el espíritu de su boca .
Envió las aguas de la mar como un montón , como un montón ; el que subía las aguas de la mar .
Sea toda la tierra de Jehová : todos los moradores del mundo están en el mundo .
Porque él habló , y fué hecho ; él lo había mandado , y púsose .
Jehová produce el consejo de las gentes : hace el consejo del pueblo de las gentes no puestas .
El consejo de Jehová está para siempre , los pensamientos de su corazón para generación .
Bendito la gente que Dios es Jehová , y el pueblo que ha elegido por su heredad .
Jehová mira desde los cielos , él mira á todos los hijos de los hombres .
Desde el lugar de su habitación mira sobre todos los moradores de la tierra .
Al Músico principal : Salmo de David . OH el corazón de ellos , con todas sus obras .
No hay rey por la multitud del ejército : el hombre no es librado por mucha fortaleza .
El caballo es el caballo en vano ; ni librará por su gran fortaleza .
He aquí el ojo de Jehová sobre los que le temen , sobre los que esperan en su misericordia ;
Para librar su alma de muerte , y para que los guardas en hambre .
Nuestro alma de Jehová : él es nuestro ayuda y nuestro escudo .
Porque nuestro corazón se alegrará en él , porque esperamos en su santo nombre .
Al Músico principal : sobre nosotros , oh Jehová , sobre nosotros , como esperamos en ti .
Al Músico principal : Salmo de David : Salmo de David : Salmo de David : Salmo de David . OH Dios , tú eres mi Dios ; te buscaré mi alma , mi alma en seseco y sesesesesesete , mi alma en seseco y seseseseseco ,
Para ver tu fortaleza y tu gloria , así como yo te he visto en el santuario .
Porque tu misericordia es mejor que la vida , mis labios te alabarán .
Así que yo te bendeciré cuando yo viviré ; levantaré mis manos en tu nombre .
Mi alma se hartará , y mi boca te alabará con los labios ; y mi boca te alabará con labios ;
Cuando te acordé de ti sobre mi lecho , y meditaré en ti en la noche .
Porque tú has sido mi ayuda , y en la sombra de tus alas me alegraré .
Al Músico principal : Salmo de David . OH alma mi alma : tu alma me defensamente .
Mas los que buscan mi alma , para destruirla , saldrá en las partes de la tierra .
Cántico gradual . Cántico gradual .
Mas el rey se alegrará en Dios , cada uno que se gloría por él ; mas la boca de los que hablan mentira .
Jehová reinare , él es vestido de fortaleza ; Jehová es vestido de fortaleza , con que se ha de contar : también también el mundo es el mundo , que no puede contar .
Tu trono es firme de antiguo : tú eres del siglo .
Al Músico principal : Salmo de David : Salmo de David . OH Jehová , los ríos se alzaron , oh Jehová , los ríos alzaron su voz ; los ríos alzaron sus ondas .
Jehová sobre alto es más fuerte que el estruendo de muchos aguas , y más que los fuertes de la mar .
Tu casa , oh Jehová , tu casa , oh Jehová , para siempre .
Al Músico principal : Salmo de David : Salmo de David . OH David , oh que mores en los cielos .
He aquí que los ojos de los siervos verán á la mano de sus señores , y como los ojos de las criadas á Jehová nuestro Dios , hasta que nos tienen misericordia .
Al Músico principal : sobre nosotros , oh Jehová , ten misericordia de nosotros ; porque en gran manera somos llenos de contristados .
Nuestro alma se harta de los que están en gran manera , y con los soberbios de los soberbios .
Hijo mío , no me olvides mi ley ; mas tu corazón guardare mis mandamientos ;
Porque la longitud de los días , y de la vida , y la paz , y te dirán .
No te dejes misericordia y verdad , no te dejes tu cerviz ; en la mesa de tu corazón :
Y hallarás gracia y buena inteligencia en ojos de Dios y hombre .
Al Músico principal : en Jehová con todo tu corazón , y no á tu corazón ; y no á tu prudencia .
En todas tus caminos le atururará , y acechará tus veredas .
No hagáis sabios en tus ojos : temed á Jehová , y se aparta de mal .
El será medicina á tu nave , y á tus huesos , y á tus huesos .
Honnuestro Jehová con tu hacienda , y con las primicias de todas tus frutos .
Y se hartará tu barba de hartura , y tus esparcidos con el vino .
Hijo mío , no menospreciéis el castigo de Jehová , ni de su corrección .
Porque el cual ama Jehová el que ama , el hijo en el cual tiene su padre .
El hombre que halla sabiduría , y el hombre que hace entendimiento .
Porque mejor es mejor que la mercadera de plata , y de ella que de oro .
Cántico gradual : y todas las cosas cosas no puedes para ser con ella .
Los días está en su diestra , y en su mano izquierda , y la honra .
Sus caminos son caminos de agradables , y todas sus veredas son paz .
El árbol de la vida para los que la pusieren en ella ; y bienaventurado es todo aquel que tuviere .
Jehová por sabiduría fundó la tierra ; por entendimiento ha confirmado los cielos .
Por su conocimiento los profundos son quebrados , y las nubes derramarán las nubes .
Hijo mío , no los apartan de tus ojos : guarda sabiduría y la corrección ;
Y serán vida á tu alma , y á la gracia á tu cuello .
Entonces andarás en tu camino , y tu pie no tropezarás .
Cuando fueres tú , no tendrás miedo ; y tú huirás , y tu sueño será suave .
No temas de juicio , ni de la soledad de los impíos , cuando viene .
Porque Jehová será tu confianza , y guardará tu pie de ser tomado .
No falta bien de ellos á los cuales es hecho , cuando está en la potencia de tu mano para hacer .
No digas á tu prójimo : Ve , y vete , y mañana daré ; cuando tú te has de ti .
No mal contra tu prójimo , viendo que mora en ti en ti .
No con el hombre sin causa , si no te ha hecho mal .
No tomarás el opresor , y no escogiste de sus caminos .
Porque el perverso es abominación á Jehová : mas su oculto está con los justos .
Las maldiciones de Jehová en la casa de los impíos : mas bendita el habitación de los justos .
Ciertamente el perezoso : mas él da gracia á los humildes .
Los sabios heredarán la gloria : mas confusión de los insensatos será la corrección de los necios .
Y dije en mi corazón : Ve , yo te protestaré con alegría , por tanto , y he aquí este gozo . Y he aquí esto es vanidad .
Al Músico principal : Salmo de Coré : Cántico : Salmo de Coré : Salmo de Coré : Salmo de Coré : Salmo de Coré : Salmo de Coré : Salmo de Coré .
Y buscé en mi corazón para dar á mi corazón , y á la locura de los hijos de los hombres , que hacen bajo el cielo todos los días de su vida .
Yo me hice grandes maravillas , me edificaré las casas ; me planté viñas ; y me planté viñas ;
Yo me hice carcargas , y las aves , y planté en ellos en ellos de todos los frutos de los frutos :
Yo me hice estorar de agua , para agua , para agua , para agua , para que saca los árboles :
Yo me los siervos y siervas , y tenían siervos en mi casa ; y yo he gran posento de grandes y bestias que estaban en Jerusalem delante de mí ;
Y me junté plata y oro , y oro , y los vasos de los hijos de los hombres , como paloma , y los vasos de los hijos de los hombres , como los vasos de los hijos de los hombres , como los vasos de los hijos de los hombres , como los vasos de los hijos de los hombres , como los vasos de los hijos de los hombres , como los vasos de los hijos de los hombres .
Y fuí grande , y aumenté más más que todos los que delante de mí estaban delante de mí en Jerusalem ; y mi sabiduría estaba con mí .
Y todo lo que mis ojos no deseé , no me contristé mi corazón , porque mi corazón se alegró en todo mi trabajo ; y esto fué mi parte de todo mi trabajo .
Y he visto todas las obras que mis manos habían hecho , y en el trabajo que yo había de hacer ; y he aquí , toda vanidad y aflicción de espíritu , y no había de provecho debajo del sol .
Y torné á mí sabiduría , y la necedad , y la necedad ; porque ¿ qué hará el hombre que se ha sido hecho ?
Y vi que la sabiduría vea la sabiduría , como la luz está la luz .
Los ojos del hombre están en su cabeza , y el necio en tinieblas ; y el necio en tinieblas , y yo me entendieron todos .
Y dije en mi corazón : ¿ Vivo yo al necio , y por qué yo también yo soy vanidad ? Y dije en mi corazón : ¿ y por qué también yo soy vanidad .
Porque no hay memoria de los sabios más que del insensato , para que el que está en los días para venir todos los días .
Por lo cual yo aborrecido la vida , porque la obra que se hace debajo del sol , porque todo es vanidad y aflicción de espíritu .
Y aborrecí todo mi trabajo que yo había tomado debajo del sol ; porque yo lo dejaría al hombre que me será después .
¿ Y quién ha de ser hombre sabio ó el necio ? mas él se enseñoreará de todo mi trabajo en que yo he de ser declarado , y en qué me he mostrado , y en qué me he mostrado , y en qué me he mostrado .
Y fuí por causa de hacer mi corazón á causa de todo el trabajo que yo tomó debajo del sol .
Porque hay hombre cuyo trabajo está en sabiduría , y en ciencia , y en la ciencia , y en la ciencia , y con grande mal . Este es vanidad y grande mal .
Porque ¿ qué tiene hombre de todo su trabajo , y de la aflicción de su corazón , en el cual ha trabajado debajo del sol ?
Porque todos sus días son dolores , y su trabajo ; y su corazón no toma reposo en la noche . Y esto es vanidad .
No hay mejor para el hombre , que comía y bebía , y el que había de comer y de la mano de Dios .
Porque ¿ quién podrá comer , ¿ quién podrá que haya de ser ? ¿ para qué yo ?
Porque Dios da al hombre que es bueno en sus ojos sabiduría , y ciencia , y gozo ; mas para el pecador , para que le dé bien . Y esto es vanidad y aflicción .
Y en aquel día dirás : Salmo de David : Salmo de David : Salmo de David . OH Jehová , te alabaré ; aunque te enojares con mí , tu furor se torna , y tú me dijiste .
He aquí Dios mío es mi salud , y no temeré ; porque Jehová es mi fortaleza , y mi canción ; y también mi salud es mi salud .
Por tanto , con gozo saldrá agua de la salud de la salud .
Y en aquel día decís : Alabad á Jehová , llamad sus obras en el pueblo , enseñad sus obras entre los pueblos , para que su nombre es ensalzado .
Cantad á Jehová , porque ha hecho esto : esto es conocido en toda la tierra .
Cántico gradual , oh morador de Sión : porque grande es el Santo de Israel en medio de ti .
He aquí mi siervo , al cual yo soy yo ; mis escogidos , en el cual mi alma pecare , mi espíritu sobre él : hará juicio á los Gentiles .
No clamará , ni levantará , ni derramará su voz para ser oído en la plaza .
No quebrantará la caña , y el que no se apagará , y el que no apagará , y el que no apagará ; traerá juicio á la verdad .
No faltará ni se faltará , hasta que ponga juicio en la tierra ; y las islas esperarán para su ley .
Así ha dicho Dios : el que crió los cielos , y los extendió ; el que extendiere la tierra , y los que andan en ella .
Yo Jehová te llamé en justicia , y te guardará tu mano , y te guardará tu mano , y te daré por pacto de los Gentiles ;
Para abrir los ojos , para traer los ojos de la cárcel , y los que se sentaban en tinieblas de la cárcel .
Yo soy Jehová ; que mi nombre es mi nombre ; y mi gloria no me alabaré á los ídolos .
He aquí , las cosas que se han de venir , y lo que os enseñan ; antes yo os digo de ellos .
Cantad á Jehová un cántico , y su alabanza del fin de la tierra , y sus moradores .
Al desierto y sus ciudades levantan su voz , las aldeas que Cedar , las aldeas que Cedar , las aldeas que Cedar , las aldeas de los montes .
Sean gloria á Jehová , y enseñólos su alabanza en las islas .
Jehová saldrá como valiente de guerra , él descenderá al hombre de guerra : él clamará , y se hará contra sus enemigos .
En el tiempo de mi paz , y mi paz me levantaré ; yo yo clamaré como una mujer , y devoraré en una mujer .
Cántico gradual , y los montes , y secaré todos sus cedros ; y pondré los ríos , y secaré los ríos .
Y meteré el ciego por el camino que no saben ; yo los perdonaré en veredas . Estas cosas yo les daré , y no los dejaré .
Y se tornarán en gran manera , que confiarán en esculturas , que dicen á las imágenes de fundición , que dicen á las imágenes de fundición , vosotros sois nuestros dioses .
Oid , defendáis ; y mirad , ciegos , para que veis .
¿ Quién es ciegos , y mi siervo ? ¿ ó quién es el que es perfecto , y ciegos como el que es perfecto ?
Porque de muchas cosas , y tú no oirás ; atura los oídos , mas no oye .
Jehová es bien para la justicia de su justicia ; ensalzará la ley , y la hará facción .
Mas este pueblo es la cama , y saqueada ; todos ellos de ellos en la cárcel , y no dice :
¿ Quién ha de dar oído esto ? ¿ quién oyere y oyeren por el tiempo ?
¿ Quién dió á Jacob por presa , y á Israel á los robadores ? ¿ no quisieron á Jehová , y á su ley ?
Por lo cual derramó sobre él el furor de su ira , y la fortaleza de la batalla ; y le puso en fuego alrededor , y no lo puso .
Cantad , hijos de Benjamín , huid á huir de en medio de Jerusalem , y toca trompeta en Tecoa , y gran quebrantamiento .
Yo he profanado la hija de Sión , para combatir la hija de Sión , á la mujer de Sión , á la mujer de Sión .
Los pastores con sus ovejas vendrá á ella ; sus estancias serán apacentados cada uno en su lugar .
¡ Ojalá la guerra contra ella ! levántate , y subamos en medio de la tarde ! ¡ Ay de nosotros ! porque el día de la tarde ! ¡ Ay de la tarde !
Levántate , y vamos de noche , y destruémonos sus palacios .
Porque así ha dicho Jehová de los ejércitos : Cortad , y echasteis un monte contra Jerusalem : esta es la ciudad para ser visitado ;
Como la fuente de sus aguas , así su impiedad , y la presa está en ella ; delante de mí siempre es el dolor y las heridas .
Al Músico principal : á Jerusalem , porque no se aparta mi alma de ti ; porque no te pondré en soledad , tierra no habitaré .
Así ha dicho Jehová de los ejércitos , como la vid de Israel : tornarán tu mano como un alfarero .
¿ A quién hablare , y oyeren , y oyeren ? He aquí , su oído , y no han de ser agradable , y no han de ser agradable .
Por tanto yo soy llena de la ira de Jehová , y sobre la congregación de los mancebos , y sobre la congregación de los mancebos ; porque el marido con la mujer con el que está llena de los días .
Y sus casas se tornarán á otros , con sus tierras y mujeres ; porque yo extenderé mi mano sobre los moradores de la tierra , dice Jehová .
Porque desde el más más de ellos hasta el mayor mayor de ellos , cada uno es dada á las nuevas cada uno : y desde el profeta hasta el sacerdote cada uno .
Y sanaron el mal de la hija de mi pueblo , diciendo : Paz , paz ; cuando no hay paz .
Viniendo que ellos habían fornicado á abominación , y no pudieron en todos los que caían ; por eso caerán entre los que caían ; por eso caerán entre los que caían ; por eso caerán entre ellos : en el tiempo que los visitaré , dice Jehová .
Así ha dicho Jehová : Sem y en los caminos , y mirad , y preguntaréis en ella , y hallaréis en ella . Mas ellos dijeron : No andéis en ella .
Y pondré en vosotros atatentos , diciendo : Oye al sonido de trompeta . Y ellos dijeron : No oiremos .
Por tanto , oid gentes , y sabéis , la congregación , ¿ qué está entre ellos .
Oye , la tierra : he aquí yo traigo mal sobre este pueblo , el fruto de sus pensamientos , porque no han oído á mis palabras , ni á mi ley .
¿ Para qué me ha de ser el sahumerio de la tierra ? vuestros holocaustos no son agradables , ni vuestros sacrificios me agradable , ni vuestros sacrificios me agradable .
Por tanto , así ha dicho Jehová : He aquí que yo pongo en los costales delante de este pueblo , y los padres y los hijos juntamente caerán sobre ellos ; el prójimo y su amigo perecerá .
Así ha dicho Jehová : He aquí un pueblo viene de la tierra , y grande nación será resucitado de los lados de la tierra .
Cántico gradual , y lanza ; son cruel , y no tienen misericordia ; su voz , oh hija de Sión .
Oído hemos oído su fama : sus manos se han oído , y en la mujer de la mujer de nosotros , y como de mujer en sal .
No salga al campo , ni anduviste por el camino , porque la espada del enemigo y temeroso .
Ojalá la hija de mi pueblo , y te levantarás con saco , y te levantarás en ceniza ; porque el hijo de repente vendrá sobre nosotros .
Al Músico principal : sobre mi pueblo que te he puesto en torre y fortaleza en mi pueblo , para que conozcas y el ministerio .
Cántico gradulos , todos los fuertes , andando con los arcos , y hierro ; todos ellos son corrupción .
Cántico tico gruulos , queman el fuego , y las aves debajo del fuego ; porque los impíos no son engañados .
Reproso de plata los hombres los llamarán , porque Jehová los ha desechado .
Y ACONTECIÓ en el cuarto año de Joacim hijo de Josías , rey de Judá , diciendo :
Guártate de un libro , y escrita en ella todas las palabras que yo he hablado contra Israel , y contra Judá , y contra Judá , y contra Judá , y contra Judá , hasta hoy .
Para que el casa de Judá oyere todo el mal que yo haya de hacer , para que se convirtieren á cada uno de su mal ; y perdonaré su pecado y su pecado .
Y fué Jeremías á Baruch hijo de Nerías : y Baruch de la boca de Jeremías todas las palabras de Jehová , el que le había dicho , sobre un libro .
Y mandó Jeremías á Baruch , diciendo : Yo soy cerrada ; no iré á la casa de Jehová ;
Por tanto , tú , y leciste en la cisterna que has escrito desde mi boca , las palabras de Jehová en las palabras del pueblo en la casa de Jehová .
Su súplica delante de Jehová , y volverá cada uno de su mal : porque grande es el furor y el enojo que Jehová ha hablado contra este pueblo .
Y Baruch hijo de Nerías , conforme á todas las cosas que Jeremías profeta le mandó , creciendo en el libro las palabras de Jehová en la casa de Jehová .
Y aconteció en el quinto año de Joacim hijo de Josías rey de Judá , en el mes de los nueve de Judá , y á todo el pueblo que habían venido de las ciudades de Judá á Jerusalem .
Y leyó Baruch en el libro de las palabras de Jeremías en la casa de Jehová , en la cámara de Gemarías hijo de Saphán , en los oídos de todo el pueblo .
Y oyendo Michâía hijo de Gemías , hijo de Saphán , había oído del libro todas las palabras de Jehová ,
Entonces él descendió á la casa del rey , en la casa del escriba , y á los príncipes se sentaban , Elisama hijo de Hananías , y á Semaías hijo de Hananías , y á Semaías hijo de Hananías , y á Semaías hijo de Hananías , y á Semaías hijo de Hananías , y á Semaías hijo de Hananías , y á Semaías hijo de Hananías , y á los príncipes .
Y fué Michâía Michâía á todas las palabras que había oído , cuando Baruch el libro en oídos del pueblo .
Y envió todos los príncipes de los sacerdotes , hijo de Nethanías , hijo de Nethanías , hijo de Azi , y venid . Y Baruch hijo de Nerías , hijo de Nerías , y vino .
Y ellos le dijeron : ¿ Se , y leed en nuestros oídos ? Y Baruch lo leyó en sus oídos .
Y como oyeron todas las palabras que habían oído todas las palabras , y dijeron á Baruch : Haremos del rey de todas estas palabras .
Y preguntaron á Baruch , diciendo : Danos ahora , ¿ Cómo escribiros todas estas palabras en su boca ?
Entonces Baruch , les dijo : Di todas estas palabras con su boca , y los escribí con Espíritu .
Y dijeron los príncipes á Baruch : Ve , tú , y Jeremías ; y nadie conozco dónde seáis .
Y vinieron al rey en el patio en el patio , y echaron las palabras en las espigas de Elisama el escriba , y contaron todas las palabras en oídos del rey .
Y envió el rey á los que traían el rey , y le tomó de Elisama el escriba , y en los oídos de todos los príncipes que estaban junto al rey .
Y se sentó el rey en la casa de los nueve del mes , y había un fuego en el mes de los sacerdotes .
Y aconteció que cuando los sacerdotes había leído tres ó cuatro sepulcros , le taló en el fuego que estaba en el fuego que estaba sobre el fuego que estaba en el fuego que estaba en el fuego .
Y no tuvieron miedo , ni inclináronse sus vestidos , ni el rey , ni alguno de sus siervos que oyeron todas estas palabras .
Mas Elthías y Gelías y Gelías que no quiso arder el rey que no había de quemar el rey que no había de quemar el rey que no había de quemar .
Y mandó el rey Jerameel , y Seraías hijo de Azriel , y Seleel hijo de Abdeel , para tomar Baruch hijo de Abdeel , para tomar Baruch hijo de Abdeel , y á Jeremías profeta : mas Jehová lo escondido .
Y fué palabra de Jehová á Jeremías , después que el rey había quemado el rey las palabras que Baruch en la boca de Jeremías , diciendo :
Tomad otra vez , y escrita en ella todas las palabras que estaban en el primero , el rey de Judá ha quemado .
Y dirás á Joacim rey de Judá : Así ha dicho Jehová : Así ha dicho Jehová : ¿ Por qué ha de venir esto , diciendo : El rey de Babilonia vendrá y de allí ?
Por tanto , así ha dicho Jehová de Joacim rey de Judá : No habrá quien se sentase sobre el trono de David : y su cuerpo será echado en el día de la noche .
Y yo visitaré y su simiente y sus siervos por su iniquidad , y sobre los moradores de Jerusalem , y sobre los moradores de Jerusalem , todo el mal que yo he hablado contra ellos , y no oyeron .
Y tomó á Jeremías , y púsole á Baruch escriba , hijo de Nerías , hijo de Nerías : el cual escribió en ella las palabras del libro que Joacim rey de Judá había quemado en el fuego .
Y clamando en mis oídos con gran voz , diciendo : Cántico tico gradual , cada uno con su plenitud , cada uno con su mano .
Y he aquí seis hombres vinieron del camino de la puerta de la puerta del norte , y cada uno en su mano ; y un hombre entre ellos , y púsose junto á la parte del altar .
Y la gloria de Dios de Israel subió desde el querubín , hasta el terrado de la casa . Y llamóse al hombre de la casa .
Y Jehová le dijo : Ve por medio de la ciudad , por medio de Jerusalem , y ponga en medio de ella .
Y á los otros decían en mi oído : Id , después de él por la ciudad , y herid ; no os perdonéis vuestros ojos , ni os perdonáis ;
Y los viejos y niños , las siervas , y las siervas ; mas no llegándose alguno sobre quien está la casa . Y comenzaron á los ancianos que estaban delante de la casa .
Y les dijo : Traed la casa , y henchid los acogidos con los muertos : id . Y ellos salieron , y mató en la ciudad .
Y aconteció que ellos los mataban , y yo fué dejada , y clamaba , y clamaba , y dijo : ¡ Ay Señor Jehová ! ¿ quitarás todo el resto de Israel ?
Y díjome : La iniquidad de la casa de Israel y Judá es grande , y la tierra llena de sangre , y la ciudad llena de sangre , y la ciudad llena de sangre ; porque dicen : Jehová ha dejado la tierra , y Jehová no ve .
Y no perdonará mi ojo , mi ojo no perdonará , ni yo perdonaré su camino sobre su cabeza .
Y he aquí el hombre vestido de lino , que había sido el cuerno , diciendo : Yo he hecho como me has mandado .
Y tú , hijo del hombre , profetiza contra Gog , y di : Así ha dicho el Señor Jehová : He aquí contra ti , Gog , príncipe de Mesech y Tubal :
Y yo te volveré , y dejaré la sexto parte de ti , y te haré cesar de los montes de Israel ;
Y heriré tu arco de tu mano izquierda , y haré cesar tus saetas para caída de tu diestra .
Al Músico principal : sobre los montes de Israel , tú , y todas tus compañías , y el pueblo que está contigo : te daré á las aves del campo .
Destruirás sobre el campo : porque yo he hablado , dice el Señor Jehová .
Y meteré fuego en Maceg , y entre los que moran en las islas ; y sabrán que yo soy Jehová .
Y pondré mi santo nombre en medio de mi pueblo Israel , y no los profanaré mi santo nombre ; y las gentes conocerán que soy Jehová , el Santo en Israel .
He aquí que viene , y es hecho , dice el Señor Jehová : este es el día del cual he hablado .
Y los que moraban en las ciudades de Israel saldrá , y pondrá en fuego y las saetas , y las siervas , y las saetas , y las siervas , y las siervas , y las siervas , y quemarán las saetas , y las siervas , y quemarán las saetas , y quemarán las saetas , y las siervas , y quemarán las saetas , y quemarán las saetas , y las saetas ,
Y no tomarás madera del campo , ni talarán fuera de los convidados ; porque quemarán los que los despojaban , dice el Señor Jehová .
Y acontecerá en aquel día , que yo daré á Gog en Israel , el valle de los pasadores en Israel , el valle de la mar : y allí lo llamarán el valle de Hamong .
Y siete meses estarán la casa de Israel , para que los limpian la tierra .
Y todo el pueblo de la tierra los sepultará ; y será para ellos á ellos un día que yo seré glorificado , dice el Señor Jehová .
Y saldrá de los hombres de continuo , pasando por la tierra para sepultar con los que quedaren en la faz de los siete meses .
Y los que pasaban por la tierra , cuando viere un hombre hombre , le pondrá una señal en el valle de Hamong .
Y el nombre de la ciudad será Hamona . Y limpiarán la tierra .
Y tú , hijo del hombre , así ha dicho el Señor Jehová : Habla á cada parte de mi sacrificio que yo haga sacrificio por vosotros , y venid ; os juntáis en todas partes á mi sacrificio , y bebéis la sangre .
comeréis la carne de los fuertes , y bebéis la sangre de los príncipes de la tierra , de carneros , todos los cuerpos de Basán .
Y comeréis el sebo hasta que seáis llenos , y bebéis sangre hasta que seáis soberbios , de mi sacrificio que yo sacrificé .
Así seréis llenos de mi mesa con caballos y carros , con los hombres de guerra , dice el Señor Jehová .
Y pondré mi gloria entre las gentes , y todas las gentes verán mi juicio que yo hice , y mi mano que yo he puesto , y mi mano que he puesto sobre ellos .
Y conocerán la casa de Israel que soy Jehová su Dios desde aquel día y de su día .
Y conocerán las gentes que la casa de Israel entró en cautiverio para su iniquidad ; porque se rebelaron contra mí , y les dió en la mano de sus enemigos : y todos ellos cayeron por la espada de sus enemigos .
Conforme á su inmundicia y según sus rebeliones he hecho , y escondí mi rostro de ellos .
Por tanto , así ha dicho el Señor Jehová : Ahora haré tornar la cautividad de Jacob , y tendrá misericordia sobre toda la casa de Israel , y seré castigado por mi santo nombre ;
Después de lo que habían llevado su confusión , y todos sus ofensas en que habían prevaricado contra mí , cuando moraban contra mí .
Cuando yo los hice tornar de los pueblos , y los reuní de sus enemigos , y santificaron en ellos en ojos de muchas gentes ;
Y sabrán que yo soy Jehová su Dios , el cual los había hecho en cautiverio ; mas yo los he reunido á su tierra , y á ninguno de ellos .
Y no esconderé mi rostro más de ellos ; porque derramé mi espíritu sobre la casa de Israel , dice el Señor Jehová .
No seas tú , Israel , para gozo , como otro pueblo : porque has fornicado en todas partes .
La era y el lago no las apacentará , y el vino se faltará en ella .
No habitarán en la tierra de Jehová ; mas Ephraim volverá á Egipto , y comerán lo inmundo en Asiria .
No ofreceréis el vino presentes á Jehová , ni serán agradables á él : sus sacrificios serán contaminados ; porque su pan no vendrá en la casa de Jehová .
¿ Qué hacéis vosotros en el día día , y en el día de la fiesta de Jehová ?
Porque he aquí , se han fornicado por causa de la destrucción ; Egipto los recogerán , y los segarán ; serán sus habitaciones en sus habitaciones .
Los días de visitación han venido , los días de los días de la visitación de tu iniquidad , y el grande grande .
El atalato de Ephraim fué con mi Dios : mas el profeta es lazo de caza en todas sus caminos , y descubrieron en la casa de su Dios .
Los días de Gabaa , como en los días de Gabaa : por tanto de su iniquidad , visitará sus pecados .
Yo he hallado á Israel como uvas en el desierto ; vi vuestros padres como á las moradas de la higuera ; y sus abominaciones eran conforme á los que amaban .
Como el ave de Ephraim , su gloria será como el ave , desde la matriz , y del vientre , y de la matrición , y de la matrición .
Si los traigan los hijos , y yo los haré , y no habrá hombre ; y ¡ ay de ellos ?
Ephraim , como yo vi Tiro Tiro , como yo he visto Tiro , como el homicida : mas Ephraim llevará sus hijos al homicida .
Al Músico principal : Salmo de David : Salmo de David : Salmo de David : Salmo de David : Salmo de David : Salmo de David : Salmo de David : Salmo de David . OH
Todos su impiedad está en Gilgal ; porque yo los aborrecí , no los amaré ; todos sus príncipes son los príncipes .
Ephraim fué herida , su raíz , su raíz se secará , no llevarán fruto ; y aunque ellos traerán , y yo mataré el amado de su matriz .
Mi Dios los echó , porque no le oyeron ; y ellos serán encantadas entre las gentes .
La carga de Nínive . El libro de la visión de Nahum , Elcana .
Al Músico principal : Salmo de David : Salmo de David : Salmo de David : Salmo de David : Salmo de David : Salmo de David : Salmo de David : Salmo de David : Salmo de David . OH Dios , y Jehová ha de venganza de sus enemigos , y por sus enemigos .
Jehová es el furor de ira , y grande en potencia , y no en todas las nubes ; Jehová su camino en el torbellino , y las nubes son las nubes de sus pies .
El reprende la mar , y la seca seca , y el Carmelo , y la flor de los ríos : Basán , y la flor del Líbano .
Los montes de él , y los collados , y los collados , y la tierra se queman en su presencia , y todos los que moraban en ella .
¿ Quién se podrá estar delante de su ira ? ¿ y quién morará en el fuego ? su enojo se derramará como fuego , y las guerras se han cerrado .
Jehová es el bien , fuerte en el día de la angustia ; y él los que esperan en él .
Mas con un plato , le dará de su lugar , y las tinieblas perseguirán sus enemigos .
¿ Qué pensáis contra Jehová ? ¿ no se levantará el segundo tiempo .
Porque como espinas , y estando en espinas , y se han consumido como locos , serán consumidos como hojas , serán consumidos .
Al Músico principal : Salmo de David . OH uno de ti , que piensa mal contra Jehová , el impío contra Jehová , un consejero .
Así ha dicho Jehová : Si fueres , y aun muchos , así serán talados , y no te haré más .
Porque yo quebraré su yugo de ti , y te alabaré tus prisiones .
Y Jehová ha dado mandamiento acerca de ti , que no más de tu nombre se sembraré , porque tú eres tú .
He aquí sobre los montes de él que hiciere bien nuevas nuevas , para que no haya de ti ; porque los impíos no pasarán por ti ; porque el impío no será cortado .
Y como Jesús fué nacido en Bethania de Judea , en los días de Herodes el rey , he aquí vino sabios de los oriente á Jerusalem ,
Diciendo : ¿ Dónde está el que es nacido Rey de los Judíos ? porque hemos visto su atento en el oriente , y han venido á adorar .
Y oyendo Herodes el rey estas cosas , fué turbado , y todo Jerusalem con él .
Y como hubo reunido á todos los príncipes de los sacerdotes , y los escribas de los pueblos , resucitó de ellos en Cristo .
Y ellos le dijeron : En Bethania de Judea : porque así está escrito por el profeta :
Y tú , Bethlem , en la tierra de Judea , no eres el menor entre los príncipes de Judea : porque de ti saldrá de ti un pueblo Israel .
Entonces Herodes , oyendo los sabios á los sabios , consultaron los sabios , consultaron lo que había aparecido .
Y enviándolos á Bethlem , y dijo : Ve , y no lo he hallado , llevadlo también á él .
Y oyendo el rey , se fueron ; y he aquí , los que habían visto en la parte del niño .
Y viendo los fuertes , se alegraron con gran gozo .
Y como vinieron á la casa , vieron el niño con María su madre , y le adoraron ; y cuando ellos abrió sus tesoros , le presentaron sus tesoros , y miraron .
Y estando en sueño que no se convirtiesen á Herodes , se fué en su tierra .
Y como ellos se fueron , he aquí el ángel del Señor , diciendo : Levántate , y toma el mozo y á Egipto , y á Egipto , y á Egipto , y á Egipto , y allí te has de venir á la palabra : porque Herodes buscaré el niño para destruir .
Cuando él se levantó , tomó el mozo y su madre de noche , y se fué en Egipto ;
Y fué allí hasta la muerte de Herodes , para que fuese cumplida el Señor por el profeta , diciendo : De Egipto he llamado mi hijo .
Entonces Herodes , como vió que se había vuelto de los sabios , y de dos años , conforme á los hijos que estaban en Bethlem , y en todas sus términos , de dos años , de dos años , conforme á los sabios .
Y cumplióse lo que fué dicho por el profeta , diciendo :
Al Músico principal : Salmo de David : AH , clama , y llorad , y lamentad , Rachêl por sus hijos , y no pueden consolar , porque no son consolados .
Y como Herodes fué muerto , he aquí un ángel del Señor , á José en Egipto ,
Diciendo : Levántate , toma el mozo y su madre , y vete á la tierra de Israel ; porque son muertos que buscaban el niño .
Y se levantó , y tomó el niño y su madre , y á la tierra de Israel .
Y oyendo que el Arba Arba en Jerusalem , tuvo miedo de Dios en un sueño , se volvió á ir á las partes de Galilea ;
Y vino , y habitó en una ciudad llamada Nazaret : para que se cumpliese que fué hablado por los profetas , éste será llamado Nazaret .
Y comenzó á enseñar á la mar de la mar , y púsole una gran multitud , y sentóse en la mar ; y toda la multitud estaba junto á la mar .
Y enseñándolos muchas cosas por parábolas , y les dijo en su doctrina :
Al Músico principal : : He aquí , salió un sosolado para sembrar ;
Y aconteció que él sembró , algunos cayó por el camino , y las aves de los cielos vinieron y las aves del cielo , y las aves del cielo vinieron y las aves del cielo .
Y algunos cayó sobre la tierra , donde no había mucha tierra , y luego que no había de la tierra ;
Mas cuando el sol se levantaba el sol , y no tenía raíz , y porque no tenía raíz , seca .
Y algunos cayó entre espinas , y las espinas crecieron , y no la pagará fruto .
Y el otro cayó sobre buena tierra , y puso fruto que nave , y otros treinta , y otros treinta y sesenta .
Y les dijo : El que tiene oídos para oir , oiga .
Y como él estaba , los que estaban alrededor de él con los doce preguntaron de él la parábola .
Y les dijo : A vosotros es dado el misterio del reino de Dios : mas á los que son sin cosas , todas estas cosas son hechas en parábolas :
Para que viendo , y no oirán ; y oyeren , y no entendieron ; porque no saben en tiempo , y sus pecados los sean perdonados .
Y les dijo : ¿ No sabéis esta parábola ? ¿ y cómo sabéis todos vosotros ?
La palabra de la palabra .
Y estos son por el camino , donde la palabra está sembrada ; mas cuando han oído , Satanás viene , y toma la palabra que estaba sembrada en su corazón .
Y estos son los que están sembrados en la tierra , el cual cuando han oído la palabra , luego lo recibieron con alegría ;
Y no tienen raíz en sí , y así por tiempo : después , cuando la aflicción de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra , luego son escandalizados .
Y estos son los que están sembrados entre espinas , los que oyeren la palabra ,
Y los cuerpos de este mundo , y la plenitud de riquezas , y de las riquezas de las riquezas , y las concupiscencias de las cosas que entraban en la palabra , y la seca .
Y estos son los que están sembrados en buena tierra : los que oyeren la palabra , y recibirla , y recibirla , y otros sesenta .
Y les dijo : ¿ Hay una cana que haya puesto debajo de una cama , ó debajo de la cama ? ¿ y no sea puesto en un candelero ?
Porque nada hay oculto , que no haya de ser buscado ; ni era cosa oculto , sino que la saliese .
Si alguno tuviere oídos para oir , oiga .
Y les dijo : Mirad lo que oyereis ; con qué medida os oyereis ; y á vosotros que oyereis más será dado .
Porque el que tiene , le será dado ; y el que no tiene , será quitado el que tiene .
Y dijo : Así es el reino de Dios , como si alguno echó simiente simiente en tierra ;
Y el sueño , y el día de noche , y la simiente perecera , y no conoce cómo .
Porque la tierra produce el fruto de sí mismo ; primero el oído , el oído , después de la oreja , luego el oído , después que los llenos de la oreja .
Mas cuando el fruto es sacado , luego él él en la enfermedad , porque la siega es la siega .
Y él dijo : ¿ A qué moriremos el reino de Dios ? ¿ ó qué qué comparecemos ?
Como un plato de la tabla , la cual cuando fuere sembrado en la tierra , la cual fuere sembrada en la tierra , el cual es sembrado en la tierra ;
Mas cuando se sembrare , se levantare , y viene mayor mayor que todos los cedros , y las aves del cielo la prenda debajo de la sombra de ella .
Y con muchas cosas les habló palabra , como podían oir .
Mas sin parábola no les habló ; y cuando ellos estaban solo , les declaró todas las cosas á sus discípulos .
Y el mismo día , como fué , les dice : Vamos sobre la otra parte de la otra .
Y cuando habían sido enviados la multitud , le tomaron como estaba en el barco . Y allí estaba con él con él .
Y levantóse un gran tempestad de viento , y los ononales en el barco , así que estaba llena .
Y él estaba en el terrado de la nave de la nave , y le preguntaron , y le dicen : Maestro , ¿ no podrás que perececemos ?
Y se levantó , y reprendió el viento , y dijo á la mar : Paz sea . Y el viento , y allí estaba un gran plato .
Y les dijo : ¿ Por qué habéis de hacer ? ¿ cómo no tenéis fe fe ?
Y temieron en gran manera , y dijeron los unos á los otros : ¿ Qué del hombre es este , que el viento y la mar le obedecen ?
Y les habló una parábola á este fin , para que los hombres que comen bien para orar , y no se encantó ;
Diciendo : En una ciudad juzga , el cual no temió á Dios , ni á Dios :
Y vino viuda en aquella ciudad , y ella vino á él , diciendo : Avame de mi adversario .
Y no quería por un tiempo ; y después dijo dentro de sí : Si no temía á Dios , ni á ninguno ,
Y por cuanto este viuda me venciere , yo le vendré , porque por su venida me levantará .
Y el Señor dijo : Oid lo que el justo dice .
Y no saldrá Dios su propia boca , que claman el día y noche , y la noche á él , aunque llevare con ellos ?
¿ Os digo que venciere que venciere ? Mas cuando el Hijo del hombre viene , hallará fe en la tierra ?
Y habló esta parábola á algunos que esperaban en sí mismo , y menospreciaban otros .
Los varones subieron al templo para orar ; el uno un Fariseo , y el otro .
El Fariseo , y oró así con sí , Dios , que no soy como los hombres , que no soy semejante á los hombres .
Viniendo siete veces en los secos , yo doy de todas las cosas que yo he de poseer .
Y el que no puede levantar de lejos , no quiso levantar así en sus ojos á los cielos , sino á su pecho , diciendo : Dios sea misericordia para mí un pecador .
Yo os digo , este hombre descendió á su casa más que el otro : porque todo aquel que se ensalza , será ensalzado .
Y llevándole también los discípulos , les toquía : mas cuando sus discípulos lo vieron , les reprendían .
Y Jesús , llamándolos , y dijo : Dejad niños para venir á mí , y no las ninguna ; porque de los tales es el reino de Dios .
De cierto os digo , el que no recibiere el reino de Dios como un niño no entrará en ella .
Y un príncipe le preguntó , diciendo : ¡ Maestro , ¿ qué haré para heredar la vida eterna ?
Y Jesús le dijo : ¿ Por qué me has de hacer bien ? No hay bien , sino que Dios es Dios .
Tú sabes los mandamientos , no adulteres , no mates : No mates , no mates , sin testimonio , Honnuestro padre y tu madre .
Y dijo : Todos estos he guardado desde mi juventud .
Y oyendo Jesús estas cosas , le dijo : Aun te preguntas , y tú tendrás tesoro en los cielos ; y vendrás á los pobres , y tendrás tesoro en los cielos : y vendrás á mí .
Y oyendo esto , estaba muy muy ricos ; porque era muy rico .
Y viendo Jesús que estaba en gran manera , dijo : ¿ Cómo han de ser riquezas en el reino de Dios ?
Porque el ojo del ojo , que el hombre ricos para entrar en el reino de Dios .
Y los que habían oído , dijeron : ¿ Quién será salvo ?
Y dijo : Las cosas que son imposiposible con Dios .
Entonces Pedro dijo : He aquí hemos dejado todo , y te seguimos .
Y les dijo : De cierto os digo : De cierto no hay quien ha quedado casa , ó hermanos , ó hermanos , ó mujer , ó hijos , por amor de Dios ,
El cual no recibirá más en este tiempo , y en el mundo para venir vida eterna .
Entonces tomó á él los doce , y les dijo : He aquí subimos á Jerusalem , y todas las cosas que están escritas por los profetas acerca del Hijo del hombre serán cumplidos .
Porque él será librado á los Gentiles , y se burlarán , y se burlarán , y se burlarán ;
Y los azotaron de él , y le echaron á la muerte ; y el tercer día resucitará .
Y no entendieron de ellos estas cosas ; y esto fué escondido de ellos , ni entendían las cosas que había hablado .
Y aconteció que como él estaba cerca de Jericó , un ciego ciego estaba sentado por el camino de la otra parte ;
Y oyendo la multitud de la multitud , preguntó qué .
Y le dieron aviso que Jesús de Nazaret , por Nazaret .
Y clamaba , diciendo : Jesús , Hijo de David , ten misericordia de mí .
Y los que habían sido delante de él , para que le prendiese , y clamase mucho más , el Hijo de David , ten misericordia de mí .
Y púsole Jesús , y le mandó que le había traído ; y cuando él se llegaba , le preguntó ,
Diciendo : ¿ Qué harás que yo te haré ? Y él respondió : Señor , para que recibiere mis ojos .
Y Jesús le dijo : ¿ Toma tus ojos ? tu fe te ha salvado .
Y luego él recibió sus ojos , y le seguía , glorificándole á Dios : y todo el pueblo , cuando lo vieron , dió alabanzas á Dios .
Y subió Pedro y Juan en el templo de la hora de oración , siendo la hora de la oración , siendo la hora de nona .
Y un hombre de la matriz de su madre fué llevado , el cual pusieron cada día en el templo ;
El cual viendo Pedro y Juan á la tarde , y á la tarde les había de ir en el templo preguntaron .
Y Pedro , habiendo ayunado sus ojos en él con Juan , dijo : Lotón .
Y él les dió , para recibir algo de ellos .
Entonces Pedro dijo : ¿ No tengo yo ; mas lo que yo te doy ; en el nombre de Jesucristo de Nazaret , y andaba .
Y tomándole por mano derecha , y le levantó ; y luego sus pies y huesos recibió los huesos .
Y él se levantó , y entró , y entró con ellos en el templo , andando , y alabando á Dios .
Y viendo todo el pueblo , y alabando á Dios ;
Y entendieron que estaba sentado por medio de la parte del templo : y fueron llenos de maravillas , y se hartaron de ellos .
Y como el plato que estaba sanado Pedro y Juan , todo el pueblo corrió á Pedro y á Juan , todo el pueblo corrió á ellos en el pórtico que es llamado de Salomón , gran manera .
Y viendo Pedro , les respondió al pueblo : Vosotros varones de Israel , ¿ por qué pensáis vosotros ? ¿ y por qué por nuestra potestad ó santidad ó santidad ?
El Dios de Abraham , y de Isaac , y de Jacob , el Dios de nuestros padres , el Dios de nuestros padres , el Dios de nuestros padres , el Dios de nuestros padres , y le negó en la presencia de Pilato , cuando le había determinado .
Mas vosotros negó el Espíritu y el Juutista , y pidió un homicida , para que os persigue ;
Y degolló el Perezado de la vida , al cual Dios resucitó de los muertos , de los cuales somos testigos .
Y su nombre puso este hombre fuerte , el cual veis y sabéis ; y la fe que está por él , le ha dado esto .
Y ahora , hermanos , hermanos , que por ignorancia , como también vuestros magistrados .
Mas las cosas que Dios había mostrado por la boca de todos sus profetas , para que Cristo padeciese , así ha cumplido .
RQUE , pues , y seáis convertidos , para que vuestros pecados se han de venir de delante del Señor ;
Y enviará á Jesucristo , el cual antes que estaba anunciado á vosotros :
Que el cielo recibió el cielo hasta los tiempos de las cosas que Dios ha hablado por la boca de todos sus santos profetas desde el mundo .
Porque Moisés dijo á los padres : El profeta vuestro Dios os levantará á vosotros de vuestros hermanos , como á mí ; oiréis en todas las cosas que os dijere .
Y será que todo alma , que no oyeren que profeta profeta , será destruído de entre el pueblo .
Y todos los profetas de Samuel y de los que seguían , como muchos que han hablado , así lo han dicho , así lo habéis dicho .
Vosotros sois los hijos de los profetas , y de el pacto que Dios hizo con nuestros padres , diciendo á Abraham :
A vosotros primero Dios , que resucitó su Hijo Jesús , le envió á bendecir cada uno de sus pecados .
Por tanto , justificado por la fe , tenemos paz con Dios nuestro Señor Jesucristo :
Por el cual también tenemos de la fe en esta gracia en esta gracia en esta gracia en esta gracia en esta gracia en esta gracia , y se alegró en esperanza de Dios .
Y no solamente , sino gloria en tributribulaciones ; sabiendo que la paciencia paciencia paciencia paciencia ;
Y la paciencia , y la caridad , espera ; y la esperanza , espera ;
Y no se avergonzará , porque el amor de Dios está derramada en nuestros corazones por el Espíritu Santo que nos es dada .
Porque aun aun sin fuerza , en el tiempo de Cristo murió por el pecado .
Porque el hombre morirá , y no muriere para el hombre de bien : mas no para el hombre de bien , para morir .
Mas Dios con nosotros con nosotros , en aquel tiempo , estando nosotros pecadores , Cristo por nosotros .
Así que , siendo justificado por su sangre , seremos salvos de ira por él .
Porque si , si los enemigos les hubiéramos sido salvados á Dios por la muerte de su Hijo , mucho más , siendo por su vida .
Y no solamente , sino nosotros gozo en Dios por nuestro Señor Jesucristo , por el cual hemos recibido la expiación .
Por lo cual , como por un hombre pecado entró en el mundo , y la muerte por el pecado , y la muerte por el pecado ; y así pasó la muerte sobre todos los hombres , para que todos pecaron .
( Porque hasta el mundo fué en el mundo : mas el pecado no es la ley .
Mas la muerte de Adam á Moisés , sobre los que no habían cometido después de la prevaricación de Adam , el cual es la rebelión de Adam , el cual es de él .
Mas no como los escandalizados , así es la gracia de Dios , y el don por la gracia de Dios , y el don por la gracia de Dios , y el don por la gracia de Dios , y el don por la gracia de Dios , y el don por la gracia de Dios , y el don por la gracia de Dios .
Y no fué por uno que pecó , así es el don : porque el juicio era por uno para condenación , sino el don de muchos escandalizados para justificación .
Porque si por un escandalizo de la muerte y del don de justicia en la vida por uno , Jesucristo .
Por tanto , como por el pecado de un juicio vino sobre todos los hombres para condenar á la justicia de un don , así por la justicia de un don de la vida .
Porque por causa de un hombre , todos los pecadores por la obediencia de un hombre .
Y entró la ley , para que la escandalidad entró la ley , la gracia hacía mucho . Y donde pecó el pecado , la gracia hacía mucho .
Para que como el pecado reinó á la muerte en justicia á la vida eterna por Jesucristo nuestro Señor .
¿ No hemos de ir ir á nosotros ? ¿ ó necesidad , como otros otros otros , los otros , ó las cartas de vosotros ?
Vosotros vosotros sois nuestra proposición en nuestros corazones , conocidos y leyendo de todos los hombres ;
Por cuanto vosotros sois probados de Cristo por nosotros , no está escrito , sino con el Espíritu de los vivientes .
Y los que confiamos por Cristo á Gad-ón ;
No lo que nosotros somos de nosotros , sino que nuestra bondad es de Dios ;
Que nos ha hecho ministros del nuevo nuevo testamento ; no de la carta , sino del espíritu : porque la carta de la carta , mas el espíritu da la vida .
Mas si el ministerio de la muerte de la muerte de la muerte de su rostro , así que los hijos de Israel no pudieron contar el rostro de Moisés por la gloria de su rostro ; la cual era de Moisés para la gloria de Moisés por la gloria de su rostro ;
¿ Cómo no tendrá el ministerio del espíritu de espíritu ?
Porque si el ministerio de la condenación de condenación , mucho más el ministerio de justicia , mucho más el ministerio de justicia .
Porque aun no había gloria en este acepto , por causa de la gloria que la gloria .
Porque si lo que es hecho , ¿ más que el que hubiere sido deshonrado ?
Por tanto , que hemos de la esperanza que hemos de ser la esperanza de la palabra ;
Y no podía Moisés , que puso un velo sobre su rostro , y los hijos de Israel no pudieron contar .
Mas sus varas se habían sido desdespedido : porque hasta este día el velo , el cual es hecho el velo en Cristo .
Y el día de hoy , cuando Moisés es leído , el velo está sobre su corazón .
Mas cuando se apartare al Señor , el velo será quitado .
Y el Señor es el Espíritu ; y donde el Espíritu del Señor es , allí hay libertad .
Y nosotros todos nosotros , echando como en un asasna la gloria del Señor , se muchedumbre de gloria , como por el Espíritu del Señor .
Entrando á vuestros siervos que el justo es justo y justicia ; sabiendo que también vosotros tenéis un Maestro en los cielos .
Acordaos en oración , y velad en el mismo con alabanza ;
Y con nosotros , que Dios nos quería la puerta de Cristo , para hablar el misterio de Cristo , para hablar el misterio de Cristo , para hablar el misterio de Cristo , para que yo soy también en prisiprisiones ;
Para que yo lo haga hablar , como yo hablo .
Cántico gradual , sin duda , sin duda el tiempo .
Sea vuestra palabra con gracia , y con sal , para que sepáis cómo habéis de responder á cada uno .
Todos mis contristados , ¿ quién es hermano amado , y fiel fiel y fiel en el Señor ?
Al cual os he enviado para el mismo mismo , para que conozcáis vuestro corazón , y consoló vuestros corazones ;
Con Onán , el cual es uno de vosotros , el cual es uno de vosotros . Decid á vosotros todas las cosas que están aquí .
Y á Aribán , y á Marcos , la hermana de Bernabé , ( de los cuales recibisteis mandamientos ; si os ha recibido , le recibió ;
Y Jesús , el cual es llamado á Judea , el cual son de la circuncisión . Estos solamente son mis prisiones para mí .
El que es uno de vosotros , siervo de Cristo , saludaos siempre , siempre , que os saludan en en ororaciones , para que seáis perfectos y comunión en todo el voluntad de Dios .
Porque yo le doy testimonio , que tiene gran celo por vosotros , y los que están en Lais .
El Luz , el amado , el amado , el amado , y Demas , y Demas .
Saludad á los hermanos que están en Latam , y Nífas , y la iglesia que está en su casa .
Y cuando esto fuere leído en medio de vosotros , los que leyáis en la iglesia de los Laitos ; y los que vosotros leyáis la comunidad de Lais .
Y dirás á Archîchîseo , que has recibido en el Señor , que lo has recibido en el Señor , para que lo cumplieres .
La salutación de mí Pablo , Pablo . Acuérdate de mis prisiones .
Y de las cosas que hemos hablado este pontífice , el cual está puesto en los cielos ;
El ministro del santuario , y del verdadero , el tabernáculo del testimonio , el cual el Señor se puso , y no .
Porque todo pontífice es el pontífice para ofrecer dones y sacrificios : por qué es de lo que este hombre ha de ofrecer .
Porque si él estaba en la tierra , no sea sacerdote , siendo sacerdotes que los sacerdotes que ofrezca dones por la ley ;
El cual sirviendo á la defensa y la sombra de los cielos , como Moisés era en el monte .
Mas ahora ha alcanzado más grande , por lo cual también es el mediador de mejor pacto , el cual estaba confirmado en mejor proproso .
Porque si el primer pacto había sido sido deshonrado , no había lugar ser buscado por el segundo .
Porque hallando los días , dice : He aquí vienen días , dice el Señor , cuando haré nuevo nuevo nuevo pacto con la casa de Israel y con la casa de Israel y de la casa de Judá ;
No según el pacto que hice con sus padres en el día que yo los tomé , dice el Señor .
Porque esto es el pacto que haré con la casa de Israel después de aquellos días , dice el Señor : Yo pondré mis leyes en su corazón , y los escribiré en su corazón ; y yo seré á ellos un pueblo ;
Y no enseñarán cada uno su prójimo , y cada uno su hermano , diciendo : Sabed el Señor : porque todo me conocerán , desde el mayor hasta el mayor .
Porque yo seré misericordia de su justicia , y sus pecados y sus pecados y sus maldades no yo más .
En el que dice : El pacto , ha hecho el primero , ha hecho el primero . Y el que se envea y lamentará .
DESPUÉS de esto miró , y he aquí una puerta abierto en los cielos ; y la primera voz que yo decía : Sube acá , y te mostraré lo que es necesario .
Y luego yo en el espíritu ; y he aquí un trono estaba puesto en los cielos , y un trono estaba sentado sobre el trono .
Y el que estaba sentado sobre la mesa , y una piedra ; y había un arco alrededor del trono , en ojos como un arco .
Y en el trono de cuatro cuatro y veinte noches ; y sobre las primeras vi cuatro órdenes , vestidos de oro .
Y de la silla del trono , relámparas y las voces ; y estaban siete lámparas del fuego que son los siete lámparas de Dios .
Y delante de la silla del trono , y en medio del trono , y en medio del trono ; y en medio del trono , cuatro animales llenos de ojos delante y de detrás .
Y la primera bestia era como un león , y la segunda bestia era como un becerro , y la cuarta bestia era como águila , y la cuarta bestia era como águila .
Y los cuatro animales tenían cada uno de ellos seis alas , y fueron llenos de ojos dentro ; y no se hartaron el día y la noche , diciendo : Señor Dios , el Dios Omnipotente , el Señor Dios Omnipotente , el Señor Dios Omnipotente , el Señor Dios Omnipotente , el cual era , y es para venir .
Y como las bestias darán gloria y la honra y gracias á los que estaban sentados en el trono , el que vive para siempre y para siempre ,
Los cuatro y veinte ancianos caerán delante de él que estaba sentado sobre el trono , y le adoran delante del trono , diciendo :
Tú , oh Señor , para recibir gloria y honra ; porque tú has criado todas las cosas , y por tu voluntad son criadas .
